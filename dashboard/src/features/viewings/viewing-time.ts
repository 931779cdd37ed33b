import type { Viewing } from '@porchlight/client';
import { formatInZone } from '@porchlight/domain';

type ViewingAt = Pick<Viewing, 'startsAt' | 'timeZone'>;

/** 'Sat, Dec 5, 10:00 AM CST': a viewing's time as it is at the property. */
export const viewingTime = (viewing: ViewingAt) => formatInZone(viewing.startsAt, viewing.timeZone);

/** 'Saturday, December 5': the day a viewing is on, at the property (the agenda's heading). */
export const viewingDay = (viewing: ViewingAt) =>
  formatInZone(viewing.startsAt, viewing.timeZone, 'day');

/** The clock time alone, with its zone: '10:00 AM CST'. */
export const viewingClock = (viewing: ViewingAt) =>
  formatInZone(viewing.startsAt, viewing.timeZone, 'clock');

/** Midnight (the manager's clock) starting the day `offset` days from today, and the span. */
export function agendaRange(view: 'day' | 'week', offset: number, now = new Date()) {
  const span = view === 'day' ? 1 : 7;
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset * span);
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + span);
  return { from, to };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day in the browser's calendar. */
export const localDay = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** The agenda's offset (days or weeks from today, as `agendaRange` counts) that shows `day`. */
export function offsetOf(day: string, view: 'day' | 'week', now = new Date()): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.UTC(year, month - 1, date) - today) / 86_400_000);
  return view === 'day' ? days : Math.floor(days / 7);
}
