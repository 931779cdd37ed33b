/**
 * What the viewing picker shows and sends once a slot is chosen.
 */
import { parseClock12 } from './clock.ts';
import { formatLocalDateTime, localDateTimeOf } from './local-date-time.ts';

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
 * English (en-US, whatever the runtime's locale) in local time; '' for an invalid Date.
 * Intl's own names, so that a browser bundle needs no copy of them.
 */
export function viewingDayHeading(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
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
