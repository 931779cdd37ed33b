import type { Viewing } from '@porchlight/client';
import { zoneAbbreviation } from '@porchlight/domain';

/** 'Sat, Dec 5, 10:00 AM CST': a viewing's time as it is at the property. */
export function viewingTime(viewing: Pick<Viewing, 'startsAt' | 'timeZone'>): string {
  const start = new Date(viewing.startsAt);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: viewing.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  return `${text} ${zoneAbbreviation(start, viewing.timeZone)}`;
}

/** 'Saturday, December 5': the day a viewing is on, at the property (the agenda's heading). */
export function viewingDay(viewing: Pick<Viewing, 'startsAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: viewing.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(viewing.startsAt));
}

/** The clock time alone, with its zone: '10:00 AM CST'. */
export function viewingClock(viewing: Pick<Viewing, 'startsAt' | 'timeZone'>): string {
  const start = new Date(viewing.startsAt);
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: viewing.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  return `${clock} ${zoneAbbreviation(start, viewing.timeZone)}`;
}

/** Midnight (the manager's clock) starting the day `offset` days from today, and the span. */
export function agendaRange(view: 'day' | 'week', offset: number, now = new Date()) {
  const span = view === 'day' ? 1 : 7;
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset * span);
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + span);
  return { from, to };
}
