/**
 * Calendar-day arithmetic for move-in dates. Days are zone-free {year, month, day}
 * values, so the answer never depends on the server's own time zone.
 */
import { daysInMonth, isValidTimeZone, type LocalDate, wallClockAt } from '@porchlight/domain';

const DAY_MS = 86_400_000;

/** The calendar day of `now` at the property (UTC without a valid zone); null for an invalid Date. */
export function todayAt(now: Date, timeZone?: string): LocalDate | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return null;
  if (timeZone && isValidTimeZone(timeZone)) {
    const { year, month, day } = wallClockAt(now, timeZone);
    return { year, month, day };
  }
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** Minutes the zone is ahead of UTC at `now` (chrono-node's numeric time zone). */
export function offsetMinutes(now: Date, timeZone?: string): number {
  if (!timeZone || !isValidTimeZone(timeZone)) return 0;
  const w = wallClockAt(now, timeZone);
  const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((wallMs - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

/** Days since 1970-01-01, for comparing and adding. */
export const dayNumber = ({ year, month, day }: LocalDate) =>
  Math.round(Date.UTC(year, month - 1, day) / DAY_MS);

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The same day `years` later (29 February becomes 1 March). */
export const addYears = (date: LocalDate, years: number) =>
  addDays({ ...date, year: date.year + years }, 0);

/** 'YYYY-MM-DD'. */
export const isoDate = ({ year, month, day }: LocalDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const lastDayOf = (year: number, month: number): LocalDate => ({
  year,
  month,
  day: daysInMonth(year, month),
});
