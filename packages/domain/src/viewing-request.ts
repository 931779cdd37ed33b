/**
 * What the viewing picker shows and sends once a slot is chosen.
 */
import { parseClock12 } from './clock.ts';
import { formatLocalDateTime, localDateTimeOf } from './local-date-time.ts';

/** English weekday names, Sunday first (Date#getDay order). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** English month names, January first (for texts that must not depend on the runtime locale). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The picker's heading for a day, long weekday, month and day: 'Monday, March 4'.
 * English and independent of the runtime locale; '' for an invalid Date.
 */
export function viewingDayHeading(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const weekday = WEEKDAY_NAMES[date.getDay()];
  const month = MONTH_NAMES[date.getMonth()];
  return `${weekday}, ${month} ${date.getDate()}`;
}

/**
 * The date-time posted for a chosen slot: the local calendar day of `day` with the
 * slot's time, seconds zeroed and no zone ('2024-03-04T14:30:00'), to be read as the
 * property's local time. '' when the day or label is invalid.
 */
export function viewingDateTime(day: Date, slotLabel: string): string {
  const date = localDateTimeOf(day);
  const minutes = parseClock12(slotLabel);
  if (date === null || minutes === null) return '';
  return formatLocalDateTime({ ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** The chat message sent automatically after a viewing is booked. */
export function viewingRequestMessage(day: Date, slotLabel: string): string {
  return `I would like to schedule a viewing on ${viewingDayHeading(day)} at ${slotLabel.trim()}.`;
}

/** True for the message the chat sends after a booking ('I would like to schedule a viewing on …'). */
export function isViewingRequestMessage(text: string): boolean {
  return /^I would like to schedule a viewing on .+ at .+\.$/.test(text.trim());
}
