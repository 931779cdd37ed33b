/**
 * Subscription pricing: a monthly price per unit that falls as the unit count grows.
 */

export interface PriceTier {
  /** Smallest unit count of the tier (inclusive). */
  minUnits: number;
  /** Largest unit count of the tier (inclusive); null for the open-ended top tier. */
  maxUnits: number | null;
  /** Monthly price per unit in USD. */
  perUnit: number;
}

/** Per-unit monthly price in USD by total units; 0 units cost 0. */
export const PRICE_TIERS: readonly PriceTier[] = [
  { minUnits: 1, maxUnits: 49, perUnit: 5 },
  { minUnits: 50, maxUnits: 499, perUnit: 2.5 },
  { minUnits: 500, maxUnits: 4999, perUnit: 1.5 },
  { minUnits: 5000, maxUnits: null, perUnit: 0.75 },
];

export const PRICE_CURRENCY = 'USD';
/** The billing form's unit count starts at, and may not go below, 1. */
export const MIN_BILLING_UNITS = 1;

/** A unit count as billed: whole units, with negative, NaN or infinite input as 0. */
function billableUnits(units: number): number {
  return Number.isFinite(units) && units > 0 ? Math.floor(units) : 0;
}

/** Monthly price of one unit for a subscription of `units` units (0 when none). */
export function unitPrice(units: number): number {
  const count = billableUnits(units);
  const tier = PRICE_TIERS.find(
    (t) => count >= t.minUnits && (t.maxUnits === null || count <= t.maxUnits),
  );
  return tier?.perUnit ?? 0;
}

/** Monthly total before tax: per-unit price times units, rounded to cents. */
export function subscriptionTotal(units: number): number {
  const count = billableUnits(units);
  return Math.round(unitPrice(count) * count * 100) / 100;
}

/**
 * The per-unit price shown on the plan: the server's price when it sent a finite,
 * non-negative number, otherwise the tier price for `quantity`.
 */
export function displayedPrice(serverPrice: number | null | undefined, quantity: number): number {
  if (typeof serverPrice === 'number' && Number.isFinite(serverPrice) && serverPrice >= 0) {
    return serverPrice;
  }
  return unitPrice(quantity);
}

/**
 * The next billing day: the anchor's day of month (in local time) in the first month whose
 * such day is after today, at local midnight. A day the month lacks (the 31st in February)
 * is clamped to the month's last day, as the billing provider does. The day the plan was
 * bought (or renewed) was billed then, so it is never the next one: subscribing today shows
 * a date a month ahead. Gives null for a missing or non-finite anchor.
 */
export function nextBillingDate(
  anchorUnixSeconds: number | null | undefined,
  now: Date = new Date(),
): Date | null {
  if (typeof anchorUnixSeconds !== 'number' || !Number.isFinite(anchorUnixSeconds)) return null;
  const anchor = new Date(anchorUnixSeconds * 1000);
  if (Number.isNaN(anchor.getTime()) || Number.isNaN(now.getTime())) return null;
  const dayIn = (year: number, month: number) => {
    const lastDay = new Date(year, month + 1, 0).getDate();
    return new Date(year, month, Math.min(anchor.getDate(), lastDay));
  };
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Billing starts at the anchor: a future anchor (a trial's end) is itself the next date.
  const anchorDay = new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate());
  if (anchorDay > today) return anchorDay;
  const inMonth = dayIn(today.getFullYear(), today.getMonth());
  return inMonth > today ? inMonth : dayIn(today.getFullYear(), today.getMonth() + 1);
}
