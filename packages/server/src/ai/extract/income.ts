/**
 * Household monthly income: '$6,500 a month', '85k annually', 'I earn $30 an hour',
 * 'six thousand a month', 'we make 4000 and 3000', or a polite refusal.
 */
import type { Extractor } from './context.ts';
import {
  type Amount,
  findAmounts,
  hoursPerWeek,
  periodIn,
  type StatedPeriod,
} from './income-amounts.ts';
import { guarded, HEDGE, toCents } from './text.ts';

/**
 * The period the prospect gave; 'assumed' when they gave none (see {@link ASSUMED_YEARLY_FROM}).
 * 'week' also covers every-two-weeks pay.
 */
export type IncomePeriod = 'hour' | 'week' | 'month' | 'year' | 'assumed';

export interface MonthlyIncome {
  /** Before-tax household income per month, in dollars, rounded to cents. */
  monthly: number;
  period: IncomePeriod;
  /** Hedged ('about'), a range, or converted from hourly or weekly pay. */
  approximate: boolean;
}

/** The prospect chose not to say: Athena moves on instead of asking again. */
export interface IncomeDeclined {
  declined: true;
}

export type IncomeAnswer = MonthlyIncome | IncomeDeclined;

/**
 * With no period stated, an amount of 20,000 or more is yearly and a smaller one
 * monthly: nobody earns $20,000 a month on a rental application more often than
 * someone states a salary as '85000'.
 */
export const ASSUMED_YEARLY_FROM = 20_000;

const DECLINED =
  /\b(?:rather not|prefer not|would not like to|(?:don'?t|do not) (?:want|wish) to (?:say|share|tell|answer|give|disclose|get into|talk about)|not comfortable|won'?t (?:say|share|disclose)|decline|none of your business|private|confidential|not (?:going to|gonna) (?:say|share|tell))\b/;
const NO_INCOME =
  /\b(?:no income|unemployed|not (?:currently )?(?:working|employed)|zero income|(?:don'?t|do not) have (?:an?|any) (?:income|job)|no job|between jobs)\b/;

/** Words that make an amount the household's total. */
export const TOTAL = /\b(?:total|totals|combined|together|altogether|in all|household)\b/;

const PER_MONTH: Record<Exclude<StatedPeriod, 'hour'>, number> = {
  month: 1,
  year: 1 / 12,
  week: 52 / 12,
  biweek: 26 / 12,
  semimonth: 2,
};

const monthlyOf = (amount: Amount, period: StatedPeriod, hours: number) =>
  period === 'hour' ? (amount.value * hours * 52) / 12 : amount.value * PER_MONTH[period];

/**
 * Amounts stated with different periods that come to about the same per month are
 * one income said twice ('6500 a month, so about 78k a year'), not two earners.
 */
function dropRestatements<T extends { amount: Amount; monthly: number }>(amounts: T[]): T[] {
  const [first, ...rest] = amounts;
  if (!first) return amounts;
  const restated = rest.every(
    (a) =>
      a.amount.period !== first.amount.period &&
      Math.abs(a.monthly - first.monthly) <= 0.1 * first.monthly,
  );
  return rest.length > 0 && restated ? [first] : amounts;
}

/** Pay before tax, and pay after it. */
const GROSS = /\b(?:before tax(?:es)?|pre-?tax|gross)\b/g;
const NET = /\b(?:after tax(?:es)?|take[- ]?home|(?:bring|brings|bringing) home|net)\b/g;
/** What a clause break between an amount and a word about tax counts for, in characters. */
const CLAUSE_APART = 30;

/**
 * 'the 1200 i gave u was after taxes, before taxes its about 1,380': an amount after tax
 * said beside one before it is the same pay; the income asked is the one before tax.
 */
function beforeTax<T extends { amount: Amount }>(text: string, read: T[]): T[] | null {
  if (read.length < 2) return null;
  const marks = [
    ...[...text.matchAll(GROSS)].map((m) => ({
      at: m.index,
      end: m.index + m[0].length,
      gross: true,
    })),
    ...[...text.matchAll(NET)].map((m) => ({
      at: m.index,
      end: m.index + m[0].length,
      gross: false,
    })),
  ];
  if (!marks.some((m) => m.gross) || marks.every((m) => m.gross)) return null;
  // The words nearest an amount say which it is, within its own clause.
  const distance = (m: (typeof marks)[number], amount: Amount) => {
    const between =
      m.at < amount.start ? text.slice(m.end, amount.start) : text.slice(amount.end, m.at);
    return between.length + (/[,;.]|\bbut\b/.test(between) ? CLAUSE_APART : 0);
  };
  const kind = ({ amount }: T) =>
    marks
      .map((m) => ({ gross: m.gross, distance: distance(m, amount) }))
      .filter((m) => m.distance <= 40)
      .sort((a, b) => a.distance - b.distance)[0]?.gross;
  const gross = read.filter((a) => kind(a) === true);
  return gross.length > 0 && read.some((a) => kind(a) === false) ? gross : null;
}

function readIncome(text: string): IncomeAnswer | null {
  const lower = text.toLowerCase();
  const amounts = findAmounts(lower);
  if (amounts.length === 0) {
    if (NO_INCOME.test(lower)) return { monthly: 0, period: 'month', approximate: false };
    return DECLINED.test(lower) ? { declined: true } : null;
  }
  // Amounts without a period take the one period stated in the answer ('4000 and 3000
  // a month'); with none stated they share one guess, yearly if any is large.
  const stated = new Set(amounts.flatMap((a) => (a.period ? [a.period] : [])));
  const shared = stated.size === 1 ? [...stated][0] : undefined;
  const guess = amounts.some((a) => a.value >= ASSUMED_YEARLY_FROM) ? 'year' : 'month';
  // 'Paid twice a month, 2,600 each check': one amount, its period said elsewhere.
  const elsewhere = amounts.length === 1 && stated.size === 0 ? periodIn(lower) : undefined;
  const hours = hoursPerWeek(lower);
  const read = amounts.map((amount) => {
    const period = amount.period ?? shared ?? elsewhere ?? guess;
    return { amount, period, monthly: monthlyOf(amount, period, hours) };
  });
  // Several amounts are the household's earners, added up ('we make 4000 and 3000' is
  // 7000): the question asks for the household's total income.
  // '4k each, so 8k total': a total stated is the answer, the parts are how it adds up.
  const total = read.find(({ amount }) =>
    TOTAL.test(lower.slice(Math.max(0, amount.start - 12), amount.end + 14)),
  );
  const counted = total ? [total] : (beforeTax(lower, read) ?? dropRestatements(read));
  const monthly = counted.reduce((sum, a) => sum + a.monthly, 0);
  const first = counted[0]!;
  const period: IncomePeriod =
    !first.amount.period && !shared && !elsewhere
      ? 'assumed'
      : first.period === 'biweek'
        ? 'week'
        : first.period === 'semimonth'
          ? 'month'
          : first.period;
  const converted = counted.some((a) => a.period !== 'month' && a.period !== 'year');
  // Only a hedge next to an amount counts: 'I'm about to start a job, 5000 a month' is exact.
  const hedged = counted.some(({ amount }) =>
    HEDGE.test(lower.slice(Math.max(0, amount.start - 16), amount.end + 14)),
  );
  const approximate = hedged || converted || counted.some((a) => a.amount.range);
  return { monthly: toCents(monthly), period, approximate };
}

/**
 * Reads the household's monthly income. Yearly pay is divided by 12; hourly pay is
 * rate × hours a week (40 unless stated) × 52 / 12; a range keeps its lower end.
 */
/** Whether an income is given as a range ('between 6 and 7 thousand', '5-6k'). */
export const givesIncomeRange = (text: string) => findAmounts(text).some((a) => a.range);

export const extractMonthlyIncome: Extractor<IncomeAnswer> = guarded((text) => readIncome(text));

/** Narrows an answer to a stated income. */
export const isMonthlyIncome = (answer: IncomeAnswer | null): answer is MonthlyIncome =>
  answer !== null && 'monthly' in answer;
