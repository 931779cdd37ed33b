import type { LocalDateTime } from './local-date-time.ts';

/**
 * Viewing hours are wall-clock times at the property; a booking travels as an instant.
 * These convert between the two for an IANA time zone with the platform's Intl data.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone name the platform knows, e.g. 'America/Chicago'. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time at `timeZone` of an instant. */
export function wallClockAt(instant: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/**
 * The instant at which the clocks of `timeZone` show `local`. In a spring-forward gap the
 * time does not exist and the instant an hour later is returned; in a fall-back overlap,
 * the earlier of the two.
 */
export function instantAt(local: LocalDateTime, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const shown = wallClockAt(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    const delta = asUtc - shownUtc;
    if (delta === 0) break;
    guess += delta;
  }
  return new Date(guess);
}

/**
 * The short name of a zone at an instant, as people read it next to a time: 'PST' or
 * 'PDT' for America/Los_Angeles, 'EST'/'EDT' for New York; a zone without a common
 * abbreviation gives its offset ('GMT+2').
 */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * An instant as ISO 8601 at the clocks of `timeZone`, to the second, with its offset:
 * '2026-12-01T10:00:00-06:00' — what a spreadsheet reads as the time people there saw.
 */
export function isoAtZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day, hour, minute, second] = [
    parts.year,
    parts.month,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  ].map(Number) as [number, number, number, number, number, number];
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second) - seconds) / 60_000,
  );
  const two = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
