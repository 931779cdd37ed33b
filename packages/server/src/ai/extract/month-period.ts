import { daysInMonth, isValidLocalDate, type LocalDate } from '@porchlight/domain';
import { dayNumber } from './calendar.ts';

/** A date read from a message, and whether the prospect named that exact day. */
export interface DateFound {
  date: LocalDate;
  approximate: boolean;
  /** Where the date was written, so only hedges near it count ('about 9k' is not about the date). */
  at?: { start: number; end: number };
}

/** Which part of a month (or season, or year) the prospect means. */
export type PeriodPart = 'early' | 'mid' | 'late';

const PART_WORDS =
  /\b(early|beginning|start|first (?:week|half|part)|front half|mid|middle|late|end|last (?:week|part)|second half|back half|latter half|tail end)\b/g;

/** The part named last in `words` (nearest the date that follows): 'end of' → 'late'. */
export function periodPart(words: string): PeriodPart | undefined {
  const last = [...words.matchAll(PART_WORDS)].at(-1)?.[1];
  if (!last) return undefined;
  if (/^(early|beginning|start|first|front)/.test(last)) return 'early';
  return /^(mid|middle)/.test(last) ? 'mid' : 'late';
}

/** Early → the 1st, mid → the 15th, late or end → the last day. */
export const dayOfPart = (year: number, month: number, part: PeriodPart | undefined) =>
  part === 'mid' ? 15 : part === 'late' ? daysInMonth(year, month) : 1;

export interface MonthChoice {
  /** Stated year; otherwise the next time the month comes round. */
  year?: number;
  part?: PeriodPart;
  /** Stated day ('the 1st of April'). */
  day?: number;
}

/**
 * A day in `month`, forward from today: a month already past means next year. The
 * current month with no part or day ('November', 'this month') means today, the
 * earliest day left in it.
 */
export function monthDate(today: LocalDate, month: number, choice: MonthChoice): DateFound | null {
  const { part, day } = choice;
  const pick = (year: number): LocalDate => ({
    year,
    month,
    day: day ?? dayOfPart(year, month, part),
  });
  const vague = part === undefined && day === undefined;
  let date = pick(choice.year ?? today.year);
  if (dayNumber(date) < dayNumber(today)) {
    if (vague && month === today.month && date.year === today.year) date = today;
    else if (choice.year === undefined) date = pick(today.year + 1);
  }
  return isValidLocalDate(date) ? { date, approximate: day === undefined } : null;
}
