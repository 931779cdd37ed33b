import { describe, expect, it } from 'vitest';
import { displayedPrice, nextBillingDate, subscriptionTotal, unitPrice } from './pricing.ts';

describe('unitPrice', () => {
  it.each([
    [0, 0],
    [1, 5],
    [49, 5],
    [50, 2.5],
    [499, 2.5],
    [500, 1.5],
    [4999, 1.5],
    [5000, 0.75],
    [120000, 0.75],
  ])('charges %i units %d per unit', (units, price) => {
    expect(unitPrice(units)).toBe(price);
  });

  it('treats negative, NaN and infinite counts as 0 units', () => {
    expect(unitPrice(-5)).toBe(0);
    expect(unitPrice(Number.NaN)).toBe(0);
    expect(unitPrice(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('bills only whole units, so 49.9 units stay in the first tier', () => {
    expect(unitPrice(49.9)).toBe(5);
  });
});

describe('subscriptionTotal', () => {
  it('multiplies the tier price by the unit count at each boundary', () => {
    expect(subscriptionTotal(0)).toBe(0);
    expect(subscriptionTotal(1)).toBe(5);
    expect(subscriptionTotal(49)).toBe(245);
    expect(subscriptionTotal(50)).toBe(125);
    expect(subscriptionTotal(499)).toBe(1247.5);
    expect(subscriptionTotal(500)).toBe(750);
    expect(subscriptionTotal(4999)).toBe(7498.5);
    expect(subscriptionTotal(5000)).toBe(3750);
  });

  it('rounds to cents', () => {
    expect(subscriptionTotal(5001)).toBe(3750.75);
    expect(subscriptionTotal(5003)).toBe(3752.25);
  });

  it('gives 0 for negative or NaN input', () => {
    expect(subscriptionTotal(-1)).toBe(0);
    expect(subscriptionTotal(Number.NaN)).toBe(0);
  });
});

describe('displayedPrice', () => {
  it('shows the server price when present, even 0', () => {
    expect(displayedPrice(4, 10)).toBe(4);
    expect(displayedPrice(0, 10)).toBe(0);
  });

  it('falls back to the tier price when the server sent none or garbage', () => {
    expect(displayedPrice(undefined, 10)).toBe(5);
    expect(displayedPrice(null, 600)).toBe(1.5);
    expect(displayedPrice(Number.NaN, 50)).toBe(2.5);
    expect(displayedPrice(-3, 50)).toBe(2.5);
  });
});

describe('nextBillingDate', () => {
  // Anchors are built in local time: the rule reads the anchor's local day of month.
  const anchor = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d, 12).getTime() / 1000;
  };

  it("applies the anchor's day of month to the current month and year", () => {
    const result = nextBillingDate(anchor('2023-07-15'), new Date(2024, 2, 3));
    expect(result).toEqual(new Date(2024, 2, 15));
  });

  it('clamps an anchor on the 31st to the last day of February', () => {
    expect(nextBillingDate(anchor('2024-01-31'), new Date(2024, 1, 10))).toEqual(
      new Date(2024, 1, 29),
    );
    expect(nextBillingDate(anchor('2022-01-31'), new Date(2023, 1, 10))).toEqual(
      new Date(2023, 1, 28),
    );
  });

  it('moves to next month when the day has already passed this month', () => {
    expect(nextBillingDate(anchor('2023-07-02'), new Date(2024, 4, 20))).toEqual(
      new Date(2024, 5, 2),
    );
  });

  it('never shows today: a plan bought today is next billed a month ahead', () => {
    const now = new Date(2024, 4, 20, 15, 30);
    expect(nextBillingDate(now.getTime() / 1000, now)).toEqual(new Date(2024, 5, 20));
    // Bought on the 31st of January: billed again on the last day of February.
    const jan31 = new Date(2024, 0, 31, 9);
    expect(nextBillingDate(jan31.getTime() / 1000, jan31)).toEqual(new Date(2024, 1, 29));
    // December rolls into January of the next year.
    const dec = new Date(2024, 11, 5, 9);
    expect(nextBillingDate(dec.getTime() / 1000, dec)).toEqual(new Date(2025, 0, 5));
  });

  it('gives a future anchor (a trial ending) itself', () => {
    expect(nextBillingDate(anchor('2024-06-10'), new Date(2024, 4, 20))).toEqual(
      new Date(2024, 5, 10),
    );
  });

  it('gives null for a missing or non-finite anchor', () => {
    expect(nextBillingDate(null)).toBeNull();
    expect(nextBillingDate(undefined)).toBeNull();
    expect(nextBillingDate(Number.NaN)).toBeNull();
  });
});
