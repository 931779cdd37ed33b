/**
 * Move-in phrases chrono-node does not read: 'ASAP', seasons, the new year, and a bare
 * day of the month ('on the 15th').
 */
import type { LocalDate } from '@porchlight/domain';
import { addDays, dayNumber, lastDayOf } from './calendar.ts';
import { type DateFound, monthDate, periodPart } from './month-period.ts';
import { MONTHS } from './month-words.ts';

const ASAP =
  /\b(?:asap|a\.s\.a\.p|as soon as (?:possible|we can|i can|it'?s (?:available|ready)|available|ready)|right away|immediately|right now|straight away|at once)\b/;
const SEASON = /\b(spring|summer|fall|autumn|winter)\b/;
const SEASON_START: Record<string, number> = {
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};
const NEW_YEAR =
  /\b(?:the )?new year'?s?\b|\bafter the holidays\b|\bstart of (?:the )?(?:next )?year\b/;
const NEXT_YEAR = /\bnext year\b/;
const END_OF_YEAR = /\b(?:end|late|last part) of (?:the|this) year\b/;
/** A month named in the text ('March next year') is more precise than a season or year. */
const MONTH_NAME = new RegExp(`\\b(?:${MONTHS.join('|')})\\b`);
const DAY_OF_MONTH = /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b(?! of\b)/;

/**
 * 'ASAP' / 'as soon as possible' / 'right away' / 'immediately' is today. It is marked
 * approximate: it is the earliest day, not a day the prospect named.
 */
export function readAsap(text: string, today: LocalDate): DateFound | null {
  return ASAP.test(text) ? { date: today, approximate: true } : null;
}

/** 'spring' is 1 March (mid → April, late → May), the next time it comes; today if it has begun. */
export function readSeason(text: string, today: LocalDate): DateFound | null {
  const match = MONTH_NAME.test(text) ? null : SEASON.exec(text);
  if (!match) return null;
  const part = periodPart(text.slice(Math.max(0, match.index - 20), match.index));
  const offset = part === 'mid' ? 1 : part === 'late' ? 2 : 0;
  const first = SEASON_START[match[1]!]!;
  for (const year of [today.year - 1, today.year, today.year + 1]) {
    const start = { year, month: first + offset, day: 1 };
    const date = start.month > 12 ? { ...start, year: year + 1, month: start.month - 12 } : start;
    const end = addDays(lastDayOf(date.year, date.month), part ? 0 : 62);
    if (dayNumber(end) < dayNumber(today)) continue;
    return { date: dayNumber(date) < dayNumber(today) ? today : date, approximate: true };
  }
  return null;
}

/** 'the day after', 'a week before': how far from the day named. */
const DAYS_FROM = /\b(?:the |a |one )?(day|week) (after|before)\s*$/;

/** 'next year' → 1 January (mid → 1 July, end → 31 December); 'end of the year'; 'the new year'. */
export function readYearPhrase(text: string, today: LocalDate): DateFound | null {
  if (MONTH_NAME.test(text)) return null;
  if (END_OF_YEAR.test(text)) return { date: lastDayOf(today.year, 12), approximate: true };
  // 'the day after new year's': a day counted from New Year's Day.
  const newYear = NEW_YEAR.exec(text);
  const offset = newYear && DAYS_FROM.exec(text.slice(0, newYear.index));
  if (offset) {
    const days = (offset[1] === 'week' ? 7 : 1) * (offset[2] === 'after' ? 1 : -1);
    return { date: addDays({ year: today.year + 1, month: 1, day: 1 }, days), approximate: false };
  }
  if (NEW_YEAR.test(text) || NEXT_YEAR.test(text)) {
    const match = NEXT_YEAR.exec(text);
    const part = match
      ? periodPart(text.slice(Math.max(0, match.index - 20), match.index))
      : undefined;
    return monthDate(today, part === 'mid' ? 7 : part === 'late' ? 12 : 1, {
      year: today.year + 1,
      part: part === 'late' ? 'late' : undefined,
    });
  }
  return null;
}

/** 'on the 15th': the next 15th from today (the day itself counts). */
export function readDayOfMonth(text: string, today: LocalDate): DateFound | null {
  const match = DAY_OF_MONTH.exec(text);
  const day = Number(match?.[1]);
  if (!(day >= 1 && day <= 31)) return null;
  for (let ahead = 0; ahead < 3; ahead++) {
    const index = today.month - 1 + ahead;
    const month = { year: today.year + Math.floor(index / 12), month: (index % 12) + 1 };
    const found = monthDate(today, month.month, { year: month.year, day });
    if (found && match && dayNumber(found.date) >= dayNumber(today)) {
      return { ...found, at: { start: match.index, end: match.index + match[0].length } };
    }
  }
  return null;
}
