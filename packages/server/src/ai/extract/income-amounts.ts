/**
 * The money amounts in an income answer, each with the pay period stated for it.
 * Numbers that are not income (ages, durations, rent, budgets, years, phone numbers)
 * are left out.
 */
import { findNumbers, type NumberMatch } from './numbers.ts';

/** How often an amount is paid, as the prospect said it. */
export type StatedPeriod = 'hour' | 'week' | 'biweek' | 'semimonth' | 'month' | 'year';

export interface Amount {
  value: number;
  start: number;
  end: number;
  period?: StatedPeriod;
  /** Read from a range ('5-6k', 'between 4000 and 5000'): the lower end is kept. */
  range?: boolean;
}

// First match wins, so 'bi-weekly' is not read as 'weekly'.
const PERIODS: [StatedPeriod, RegExp][] = [
  [
    'semimonth',
    /\btwice (?:a|per|each|every) month\b|\bsemi-?monthly\b|\b(?:1st|first) and (?:15th|fifteenth)\b/,
  ],
  ['biweek', /\bbi-?weekly\b|\bevery (?:two|2|other) weeks?\b|\bfortnight(?:ly)?\b/],
  ['hour', /\b(?:hour|hr)s?\b|\bhourly\b|\/ ?h\b/],
  ['week', /\b(?:week|wk)s?\b|\bweekly\b/],
  ['month', /\b(?:month|mo|mth|mnth)s?\b|\bmonth?ly\b|\bmonthy\b/],
  ['year', /\b(?:year|yr|annum)s?\b|\bannual(?:ly)?\b|\byearly\b|\bsalary\b/],
];
/** A period named before the amount only counts as a subject: 'monthly income is 6500'. */
const PERIOD_BEFORE =
  /\b(?:(?:monthly|annual|yearly|hourly|weekly|bi-?weekly) (?:income|salary|pay|wages?|rate|earnings|take[- ]home|gross|net)|salary)\b/;

const DURATION_AFTER = /^ ?(?:years?|yrs?|months?|mos?|weeks?|wks?|days?|hours?|hrs?)\b/;
const NOT_MONEY_AFTER =
  /^ ?(?:%|percent|people|persons?|kids?|children|adults?|roommates?|dogs?|cats?|pets?|bed(?:room)?s?|br|bd|bath(?:room)?s?|lbs?|pounds?|sq|sqft|square|feet|ft|am|pm|years? old|yo|y\/o|st|nd|rd|th)\b/;
const NOT_INCOME_NEAR =
  /\b(?:rent|budget|afford|deposit|savings|saved|in the bank|credit|score|debt|owe|loan)\b/;
const YEAR_BEFORE =
  /\b(?:in|since|by|from|until|of|year|starting|started|class|january|february|march|april|may|june|july|august|september|october|november|december)\s*$/;
const MONEY_AFTER = /^ ?(?:dollars|bucks|usd)\b/;
const BETWEEN = /\bbetween\s*\$?\s*$/;

/** Phone numbers and e-mail addresses carry digits that are not money; blanked in place. */
const blankContacts = (text: string) => {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(/\S+@\S+/g, blank)
    .replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g, blank);
};

export function periodIn(window: string): StatedPeriod | undefined {
  let best: { period: StatedPeriod; at: number } | undefined;
  for (const [period, pattern] of PERIODS) {
    const at = pattern.exec(window)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { period, at };
  }
  return best?.period;
}

const hasMoneySign = (text: string, n: NumberMatch) =>
  n.scaled ||
  /\$\s*$/.test(text.slice(Math.max(0, n.start - 2), n.start)) ||
  MONEY_AFTER.test(text.slice(n.end, n.end + 10));

/** True when a number is plainly not an income amount, whatever its neighbours. */
function notIncome(text: string, n: NumberMatch, previousEnd: number): boolean {
  const after = text.slice(n.end, n.end + 20);
  const before = text.slice(Math.max(previousEnd, n.start - 30), n.start);
  const money = hasMoneySign(text, n);
  if (n.value <= 0 || n.value > 10_000_000) return true;
  if (!money && n.value < 1000 && DURATION_AFTER.test(after)) return true;
  if (!money && NOT_MONEY_AFTER.test(after)) return true;
  if (NOT_INCOME_NEAR.test(before) || NOT_INCOME_NEAR.test(after.slice(0, 15))) return true;
  const yearLike = Number.isInteger(n.value) && n.value >= 1900 && n.value <= 2100;
  return !money && yearLike && YEAR_BEFORE.test(before);
}

/** Joins '5-6k' and 'between 4000 and 5000' into their lower end. */
function joinRanges(text: string, numbers: NumberMatch[]): (NumberMatch & { range?: boolean })[] {
  const out: (NumberMatch & { range?: boolean })[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const low = numbers[i]!;
    const high = numbers[i + 1];
    const between = high ? text.slice(low.end, high.start) : '';
    const joinedBy =
      /^\s*(?:-|to|or)\s*\$?\s*$/.test(between) ||
      (BETWEEN.test(text.slice(0, low.start)) && /^\s*and\s*\$?\s*$/.test(between));
    if (!high || !joinedBy) {
      out.push(low);
      continue;
    }
    // '5-6k': the multiplier written once covers both ends.
    const value =
      high.scaled && !low.scaled && low.value * 1000 <= high.value ? low.value * 1000 : low.value;
    out.push({ ...low, value, end: high.end, scaled: low.scaled || high.scaled, range: true });
    i++;
  }
  return out;
}

/** The income amounts in `text` (lower-cased), in order. */
export function findAmounts(raw: string): Amount[] {
  const text = blankContacts(raw.toLowerCase());
  const numbers = findNumbers(text);
  const kept = numbers.filter((n, i) => !notIncome(text, n, numbers[i - 1]?.end ?? 0));
  const joined = joinRanges(text, kept);
  return joined.flatMap((n, i) => {
    const next = joined[i + 1]?.start ?? text.length;
    const previous = joined[i - 1]?.end ?? 0;
    const period =
      periodIn(text.slice(n.end, Math.min(next, n.end + 40))) ??
      (PERIOD_BEFORE.test(text.slice(Math.max(previous, n.start - 40), n.start))
        ? periodIn(text.slice(Math.max(previous, n.start - 40), n.start))
        : undefined);
    // A bare small number with no money sign and no period is an age or a count.
    if (n.value < 100 && !period && !hasMoneySign(text, n)) return [];
    return [{ value: n.value, start: n.start, end: n.end, period, range: n.range }];
  });
}

/** Hours a week when stated ('20 hours a week'), else full time (40). */
export function hoursPerWeek(text: string): number {
  const match =
    /(\d+(?:\.\d+)?)\s*(?:hours|hrs|hr|h)\s*(?:a|per|\/|each|every)\s*(?:week|wk)\b/.exec(
      text.toLowerCase(),
    );
  const hours = Number(match?.[1]);
  return hours > 0 && hours <= 80 ? hours : 40;
}
