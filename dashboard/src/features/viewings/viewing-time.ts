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
