import type { ViewingDays } from '@porchlight/client';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  normalizeClockTime,
  parseClockTime,
  WEEKDAYS,
  type Weekday,
} from '@porchlight/domain';

/** The period a weekday row edits: its first one, else the default 9:00–17:00. */
export function firstPeriod(days: ViewingDays, day: Weekday) {
  const period = days[day].times[0];
  return {
    openTime: normalizeClockTime(period?.openTime) || DEFAULT_OPEN_TIME,
    closeTime: normalizeClockTime(period?.closeTime) || DEFAULT_CLOSE_TIME,
  };
}

/** A copy of `days` with one weekday's first period (or switch) changed; other periods kept. */
export function withDay(
  days: ViewingDays,
  day: Weekday,
  change: { enabled?: boolean; openTime?: string; closeTime?: string },
): ViewingDays {
  const { enabled = days[day].enabled, ...times } = change;
  const period = { ...firstPeriod(days, day), ...times };
  return { ...days, [day]: { enabled, times: [period, ...days[day].times.slice(1)] } };
}

export const CLOSE_BEFORE_OPEN_MESSAGE = 'The closing time must be after the opening time.';

/** The weekdays whose periods close before they open (the server refuses them, even when off). */
export function invalidDays(days: ViewingDays): Weekday[] {
  return WEEKDAYS.filter((day) =>
    days[day].times.some((period) => {
      const open = parseClockTime(period.openTime);
      const close = parseClockTime(period.closeTime);
      return open === null || close === null || close <= open;
    }),
  );
}
