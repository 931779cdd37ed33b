/**
 * Server-side checks of a requested viewing against the manager's viewing hours.
 * Both take zone-free wall-clock values in the property's local time.
 */
import type { LocalDateTime } from './local-date-time.ts';
import { isValidLocalDateTime, weekdayOfLocalDate } from './local-date-time.ts';
import { openPeriods, type ViewingDaysInput } from './viewing-days.ts';
import { slotMinutes } from './viewing-slots.ts';

/**
 * True when a viewing starting at `start` and lasting `durationMinutes` lies wholly
 * inside one enabled period of that weekday (it may end exactly at closeTime).
 *
 * Note: the picker offers closeTime itself as a slot (spec: "openTime to closeTime
 * inclusive"), and such a viewing ends after closeTime, so this check rejects the
 * last offered slot of a period. Use {@link isOfferedSlot} to accept exactly what the
 * picker offers.
 */
export function isWithinViewingHours(
  viewingDays: ViewingDaysInput,
  start: LocalDateTime,
  durationMinutes: number,
): boolean {
  if (!isValidLocalDateTime(start)) return false;
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) return false;
  const weekday = weekdayOfLocalDate(start);
  if (weekday === null) return false;
  const from = start.hour * 60 + start.minute;
  const to = from + durationMinutes;
  return openPeriods(viewingDays, weekday).some(({ open, close }) => open <= from && to <= close);
}

/** True when `start` is one of the slots the picker offers for that day. */
export function isOfferedSlot(viewingDays: ViewingDaysInput, start: LocalDateTime): boolean {
  if (!isValidLocalDateTime(start)) return false;
  const weekday = weekdayOfLocalDate(start);
  if (weekday === null) return false;
  return slotMinutes(viewingDays, weekday).includes(start.hour * 60 + start.minute);
}
