/**
 * The viewing picker's half-hour slots and the profile's time selects.
 */
import { formatClock12, formatClockValue, MINUTES_PER_DAY, parseClock12 } from './clock.ts';
import type { Weekday } from './enums.ts';
import { openPeriods, type ViewingDaysInput, weekdayOf } from './viewing-days.ts';

export const SLOT_INTERVAL_MINUTES = 30;
/** Shown by the picker for a disabled day or a day without periods. */
export const NO_AVAILABLE_TIMES_MESSAGE = 'No available times for this date';

/**
 * Slot start times (minutes since midnight) of a weekday: every 30 minutes from each
 * period's openTime up to and including its closeTime, sorted and without duplicates.
 */
export function slotMinutes(viewingDays: ViewingDaysInput, weekday: Weekday): number[] {
  const starts = new Set<number>();
  for (const { open, close } of openPeriods(viewingDays, weekday)) {
    for (let t = open; t <= close; t += SLOT_INTERVAL_MINUTES) starts.add(t);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * The picker's slot labels for `date` (its weekday read in local time), such as
 * '9:00 AM' … '5:00 PM'; [] when the weekday is disabled, has no period or the
 * date is invalid.
 */
export function slotsForDate(viewingDays: ViewingDaysInput, date: Date): string[] {
  const weekday = weekdayOf(date);
  return weekday === null ? [] : slotMinutes(viewingDays, weekday).map(formatClock12);
}

/** A slot label as posted: '2:30 PM' → '14:30:00', '12:00 AM' → '00:00:00'; '' when invalid. */
export function slotLabelTo24h(label: string | null | undefined): string {
  const minutes = parseClock12(label);
  if (minutes === null) return '';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hh}:${String(minutes % 60).padStart(2, '0')}:00`;
}

export interface TimeOption {
  /** Stored 24-hour value, 'H:MM'. */
  value: string;
  /** 12-hour label. */
  label: string;
}

/** The 48 half-hour choices of the profile's open and close selects, from 12:00 AM to 11:30 PM. */
export function timeOptions(): TimeOption[] {
  const options: TimeOption[] = [];
  for (let t = 0; t < MINUTES_PER_DAY; t += SLOT_INTERVAL_MINUTES) {
    options.push({ value: formatClockValue(t), label: formatClock12(t) });
  }
  return options;
}
