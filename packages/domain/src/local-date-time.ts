/**
 * Zone-free wall-clock date-times. A viewing is booked in the property's local time,
 * so the picker sends the wall time as seen and the server checks it against the
 * opening hours without converting between zones.
 */
import { WEEKDAYS, type Weekday } from './enums.ts';

/** A calendar date; `month` runs 1–12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar date with a wall-clock time (24-hour). */
export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
}

/** Number of days in a month (`month` 1–12); 0 for an invalid month. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return 0;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the fields name a real calendar day (no 30 February). */
export function isValidLocalDate(value: LocalDate): boolean {
  return (
    Number.isInteger(value.day) &&
    value.day >= 1 &&
    value.day <= daysInMonth(value.year, value.month)
  );
}

/** True for a real calendar day at a time between 0:00 and 23:59. */
export function isValidLocalDateTime(value: LocalDateTime): boolean {
  const { hour, minute } = value;
  const timeOk = Number.isInteger(hour) && Number.isInteger(minute);
  return isValidLocalDate(value) && timeOk && hour >= 0 && hour < 24 && minute >= 0 && minute < 60;
}

/** The weekday of a calendar date, independent of the runtime's time zone; null when invalid. */
export function weekdayOfLocalDate(value: LocalDate): Weekday | null {
  if (!isValidLocalDate(value)) return null;
  const sundayFirst = new Date(Date.UTC(value.year, value.month - 1, value.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? null;
}

/** The local (runtime time zone) wall-clock fields of a Date; null for an invalid Date. */
export function localDateTimeOf(date: Date): LocalDateTime | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DDTHH:MM:00' without a zone designator; '' when invalid. */
export function formatLocalDateTime(value: LocalDateTime): string {
  if (!isValidLocalDateTime(value)) return '';
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  return `${date}T${pad(value.hour)}:${pad(value.minute)}:00`;
}

/**
 * Reads 'YYYY-MM-DDTHH:MM' with optional seconds and fraction (a space may replace
 * the 'T'). A zone designator ('Z', '+02:00') gives null: the wall time would then
 * depend on a zone the domain does not know.
 */
export function parseLocalDateTime(text: string | null | undefined): LocalDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(
    (text ?? '').trim(),
  );
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const value = { year, month, day, hour, minute };
  return isValidLocalDateTime(value) ? value : null;
}
