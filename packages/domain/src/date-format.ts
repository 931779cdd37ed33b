import { zoneAbbreviation } from './time-zone.ts';

/**
 * Dates and times as people read them. Without a time zone, in the reader's own zone and
 * locale (a manager's screen); with one, as the clock reads at that place, in US English
 * with the zone's abbreviation (a viewing at the property). Unreadable input gives ''.
 */

const readable = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const LOCAL_STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  short: { dateStyle: 'short', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const localFormats = new Map<keyof typeof LOCAL_STYLES, Intl.DateTimeFormat>();

/** The reader's formatter of one style, made on first use (importing this file costs nothing). */
function local(style: keyof typeof LOCAL_STYLES): Intl.DateTimeFormat {
  let format = localFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, LOCAL_STYLES[style]);
    localFormats.set(style, format);
  }
  return format;
}

/** A moment as a local date and time: 'Nov 23, 2026, 3:04 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = readable(value);
  return date ? local('dateTime').format(date) : '';
}

/** The compact form for table cells: '11/23/26, 3:04 PM'. */
export function formatShortDateTime(value: string | number | Date | null | undefined): string {
  const date = readable(value);
  return date ? local('short').format(date) : '';
}

/**
 * A calendar day 'YYYY-MM-DD' in the local format ('Mar 1, 2027'), never shifted by a time
 * zone; anything else is returned as it is.
 */
export function formatCalendarDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return local('date').format(new Date(year, month - 1, day));
}

/** 'March 1, 2027': a date written out, in US English. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = readable(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : '';
}

/** How much of a moment at a place to write: all of it, its day (long or short), or its clock time. */
export type ZonedStyle = 'moment' | 'day' | 'date' | 'clock';

const ZONED: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  moment: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'long', month: 'long', day: 'numeric' },
  date: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  clock: { hour: 'numeric', minute: '2-digit' },
};

/**
 * A moment as the clock reads at a place: 'Sat, Dec 5, 10:00 AM CST' (`moment`),
 * 'Saturday, December 5' (`day`), 'Sat, Dec 5, 2026' (`date`), '10:00 AM CST' (`clock`).
 */
export function formatInZone(
  value: string | number | Date,
  timeZone: string,
  style: ZonedStyle = 'moment',
): string {
  const date = readable(value);
  if (!date) return '';
  const text = new Intl.DateTimeFormat('en-US', { ...ZONED[style], timeZone }).format(date);
  return style === 'day' || style === 'date' ? text : `${text} ${zoneAbbreviation(date, timeZone)}`;
}
