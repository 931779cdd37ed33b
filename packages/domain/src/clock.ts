/**
 * Wall-clock times of day, held as minutes since midnight.
 * Stored as 24-hour 'H:MM' strings; shown in 12-hour 'h:MM AM' form.
 */

export const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes since midnight of a 24-hour 'H:MM' or 'HH:MM' time; a ':SS' suffix
 * (as SQL time columns print it) is accepted and ignored. Null when unparsable
 * or out of range ('24:00' included).
 */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function isClockMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 0 && minutes < MINUTES_PER_DAY;
}

/** The stored form 'H:MM' (no leading zero on the hour), '' when out of range. */
export function formatClockValue(minutes: number): string {
  if (!isClockMinutes(minutes)) return '';
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 12-hour label, e.g. '9:00 AM', '12:30 PM', '12:00 AM'; '' when out of range. */
export function formatClock12(minutes: number): string {
  if (!isClockMinutes(minutes)) return '';
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * Minutes since midnight of a 12-hour label such as '2:30 PM' (case and spacing
 * tolerated); null when unparsable.
 */
export function parseClock12(label: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i.exec(label ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3]?.toUpperCase() === 'P';
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** Any accepted 24-hour time rewritten in the stored 'H:MM' form ('09:00' → '9:00'); '' when invalid. */
export function normalizeClockTime(text: string | null | undefined): string {
  const minutes = parseClockTime(text);
  return minutes === null ? '' : formatClockValue(minutes);
}
