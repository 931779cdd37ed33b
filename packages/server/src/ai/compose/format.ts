/**
 * Formatting of money, percentages, dates and times, and the small text helpers the
 * composers share. Everything here works on plain text; markdown escaping happens once,
 * when a draft is rendered (see markdown.ts).
 */
import { formatClock12, MONTH_NAMES, parseClockTime } from '@porchlight/domain';

const MONTHS = MONTH_NAMES;

/** Money as every screen and Athena write it ($1,500, $1,500.50, -$250): the domain's. */
export { formatMoney } from '@porchlight/domain';

/** 8 → '8%', 5.25 → '5.25%', 8.3582 → '8.36%'. */
export function formatPercent(value: number, decimals = 2): string {
  const rounded = Number(value.toFixed(decimals));
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: decimals })}%`;
}

/** 'March 14, 2025' from a 'YYYY-MM-DD' date (read as a calendar day, no time zone shift). */
export function formatIsoDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** The UTC calendar day of `now`, e.g. 'March 4, 2025' (memo dates, notice dates). */
export function formatDay(now: Date): string {
  return `${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()}, ${now.getUTCFullYear()}`;
}

/** '14:30' → '2:30 PM'; null when it is not a 24-hour time. */
export function formatTime(text: string): string | null {
  const minutes = parseClockTime(text);
  return minutes === null ? null : formatClock12(minutes);
}

const NUMERIC = /^\s*(-)?\s*\$?\s*(-)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*%?\s*$/;

/** A number typed as text: '$1,500', '1500.50', '8%'; null for anything else. */
export function parseNumber(text: string): number | null {
  const match = NUMERIC.exec(text);
  if (!match) return null;
  const value = Number(`${match[3]?.replaceAll(',', '')}${match[4] ?? ''}`);
  if (!Number.isFinite(value)) return null;
  return match[1] || match[2] ? -value : value;
}

const LEADING_AMOUNT = /^\s*(-)?\s*\$\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([kKmM]\b)?/;

/**
 * The amount a text starts with: '$180,000 operating expenses' → 180000, '$1.2M' → 1200000.
 * Only a leading dollar amount counts, so '3% growth' or 'Q1 2025' are never read as money.
 */
export function leadingAmount(text: string): number | null {
  const plain = parseNumber(text);
  if (plain !== null) return plain;
  const match = LEADING_AMOUNT.exec(text);
  if (!match) return null;
  const base = Number(`${match[2]?.replaceAll(',', '')}${match[3] ?? ''}`);
  const scale = match[4]?.toLowerCase() === 'm' ? 1e6 : match[4]?.toLowerCase() === 'k' ? 1e3 : 1;
  return (match[1] ? -1 : 1) * base * scale;
}

const ANY_AMOUNT = /(-)?\$\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;

/** The last dollar amount in a text ('Carpet cleaning $150' → 150), or null. */
export function lastAmount(text: string): number | null {
  const matches = [...text.matchAll(ANY_AMOUNT)];
  const last = matches.at(-1);
  if (!last) return null;
  const value = Number(`${last[2]?.replaceAll(',', '')}${last[3] ?? ''}`);
  return last[1] ? -value : value;
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  // A line of hashtags or one ending in punctuation or an emoji is left as it is.
  return /[.!?…:)"”]$|#[\p{L}\p{N}_]+$|\p{Extended_Pictographic}$/u.test(trimmed)
    ? trimmed
    : `${trimmed}.`;
}

/** Upper-cases the first letter ('wipe cabinets' → 'Wipe cabinets'). */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Lower-cases the first letter of a description placed mid-sentence ('Burst pipe' →
 * 'burst pipe'), but leaves acronyms and names in capitals alone ('HVAC filter').
 */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? '';
  if (!/^[A-Z][a-z]/.test(first) || PROPER.has(first.replace(/\W+$/, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words that keep their capital mid-sentence: months and weekdays. */
const PROPER = new Set([
  ...MONTHS,
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);

/** Cuts text to `max` characters at a word boundary, ending with '…' when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** 'Late Rent Notice' → 'Late rent notice'; keeps acronyms such as ROI. */
export function sentenceCase(title: string): string {
  const lower = (word: string) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase());
  return title
    .split(' ')
    .map((word, index) => {
      const [head = '', ...rest] = word.split('-');
      return [index === 0 ? head : lower(head), ...rest.map(lower)].join('-');
    })
    .join(' ');
}

/** Joins the present parts of a phrase: ['123 Main St', undefined, 'Unit 4B'] → '123 Main St, Unit 4B'. */
export function joinPresent(parts: ReadonlyArray<string | undefined | null | false>, glue = ', ') {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(glue);
}
