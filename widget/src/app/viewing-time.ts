import {
  formatClock12,
  instantAt,
  isValidTimeZone,
  localDateTimeOf,
  wallClockAt,
} from '@porchlight/domain';

const knownZone = (timeZone: string | undefined): timeZone is string =>
  Boolean(timeZone && isValidTimeZone(timeZone));

/**
 * The calendar day `offset` days after today at the property (today in the browser when
 * the zone is unknown), as a local Date at midnight: the domain's slot and heading rules
 * read a day through local getters.
 */
export function pickerDay(now: Date, offset: number, timeZone?: string): Date {
  const today = (knownZone(timeZone) ? wallClockAt(now, timeZone) : localDateTimeOf(now)) ?? {
    year: 1970,
    month: 1,
    day: 1,
  };
  return new Date(today.year, today.month - 1, today.day + offset);
}

/**
 * The instant a slot starts: `minutes` after midnight of `day` (a local Date at midnight),
 * that wall-clock time read in the property's zone (in the browser's when it is unknown).
 */
export function slotInstant(day: Date, minutes: number, timeZone?: string): Date {
  const [year, month, date] = [day.getFullYear(), day.getMonth(), day.getDate()];
  if (!knownZone(timeZone)) return new Date(year, month, date, 0, minutes);
  const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
  return instantAt({ year, month: month + 1, day: date, hour, minute }, timeZone);
}

/** A span of time as the picker gets it: ISO instants, end excluded. */
export interface Span {
  start: string;
  end: string;
}

/** True when [start, start + minutes) overlaps none of `busy` (nobody could show it then). */
export function isFree(start: Date, minutes: number, busy: readonly Span[]): boolean {
  const from = start.getTime();
  const to = from + minutes * 60_000;
  return busy.every((span) => Date.parse(span.end) <= from || Date.parse(span.start) >= to);
}

/**
 * Where an instant falls at the property: its day (a local Date at midnight, as the
 * domain's heading reads it) and its clock label ('10:00 AM').
 */
export function atProperty(instant: Date, timeZone?: string): { day: Date; clock: string } {
  const local = knownZone(timeZone) ? wallClockAt(instant, timeZone) : localDateTimeOf(instant);
  if (!local) return { day: new Date(Number.NaN), clock: '' };
  return {
    day: new Date(local.year, local.month - 1, local.day),
    clock: formatClock12(local.hour * 60 + local.minute),
  };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The day the prospect asked for in `text`, as days after today at the property (whose
 * weekday is `todayWeekday`, 0 Sunday): 'today', 'tomorrow', 'Saturday' or 'this Saturday'
 * (the coming one, today when it is Saturday), 'next Tuesday' (the first one after today).
 * The weekday is the property's, never the browser's or UTC's: near midnight they differ.
 * null when no day is named.
 */
export function askedDayOffset(text: string, todayWeekday: number): number | null {
  const lower = text.toLowerCase();
  if (/\btoday\b/.test(lower)) return 0;
  if (/\btomorrow\b/.test(lower)) return 1;
  for (const [, which, name] of lower.matchAll(/\b(?:(this|next)\s+)?(\w+day)\b/g)) {
    const weekday = WEEKDAYS.indexOf(name!);
    if (weekday < 0) continue;
    const ahead = (weekday - todayWeekday + 7) % 7;
    return which === 'next' && ahead === 0 ? 7 : ahead;
  }
  return null;
}
