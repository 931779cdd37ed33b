/**
 * A manager's weekly viewing hours: per weekday, whether viewings are offered and
 * in which periods.
 */
import { parseClockTime } from './clock.ts';
import { WEEKDAYS, type Weekday } from './enums.ts';

/** One opening period; times are 24-hour 'H:MM' (stored) or 'HH:MM' (both accepted). */
export interface ViewingPeriod {
  openTime: string;
  closeTime: string;
}

export interface ViewingDay {
  enabled: boolean;
  times: ViewingPeriod[];
}

/** Keyed by lowercase weekday, monday to sunday. */
export type ViewingDays = Record<Weekday, ViewingDay>;

/** What may arrive from storage or the network: days or fields may be missing. */
export type ViewingDaysInput =
  | Partial<Record<Weekday, Partial<ViewingDay> | null>>
  | null
  | undefined;

export const DEFAULT_OPEN_TIME = '9:00';
export const DEFAULT_CLOSE_TIME = '17:00';
/** Shown on a disabled weekday row of the profile. */
export const CLOSED_LABEL = 'Closed';

/**
 * Monday to Friday enabled from 9:00 to 17:00; Saturday and Sunday disabled but
 * already holding the same window, so enabling them shows 9:00–17:00. The spec only
 * gives the window; offering weekends nobody chose seemed the riskier default.
 */
export function defaultViewingDays(): ViewingDays {
  const day = (enabled: boolean): ViewingDay => ({
    enabled,
    times: [{ openTime: DEFAULT_OPEN_TIME, closeTime: DEFAULT_CLOSE_TIME }],
  });
  return {
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(false),
    sunday: day(false),
  };
}

/** The weekday of a Date in the runtime's local time; null for an invalid Date. */
export function weekdayOf(date: Date): Weekday | null {
  const sundayFirst = date.getDay();
  return Number.isNaN(sundayFirst) ? null : (WEEKDAYS[(sundayFirst + 6) % 7] ?? null);
}

/**
 * The usable periods of a weekday in minutes since midnight: none when the day is
 * missing or disabled; periods with an unreadable time or closing before they open
 * are skipped.
 */
export function openPeriods(
  viewingDays: ViewingDaysInput,
  weekday: Weekday,
): { open: number; close: number }[] {
  const day = viewingDays?.[weekday];
  if (!day?.enabled || !Array.isArray(day.times)) return [];
  return day.times.flatMap((period) => {
    const open = parseClockTime(period?.openTime);
    const close = parseClockTime(period?.closeTime);
    return open !== null && close !== null && open <= close ? [{ open, close }] : [];
  });
}
