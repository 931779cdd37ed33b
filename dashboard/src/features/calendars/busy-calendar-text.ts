import type { CalendarSource } from '@porchlight/client';

const MINUTE = 60_000;

/** '5 minutes ago', 'just now', '2 hours ago', '3 days ago'. */
export function ago(at: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(at)) / MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** '10:05 AM' today, 'Nov 27, 9:50 AM' another day, on the manager's clock. */
export function clockTime(at: string, now = Date.now()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === new Date(now).toDateString()) return time;
  return `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

const count = (n: number) => `${n.toLocaleString('en-US')} busy time${n === 1 ? '' : 's'}`;

/**
 * How a busy calendar is doing, in one sentence: read when and how much, or why its last
 * read failed and which copy is in use meanwhile.
 */
export function sourceStatus(source: CalendarSource, now = Date.now()): string {
  if (!source.fetchedAt) return 'Not read yet.';
  if (source.error) {
    const failed = `Could not read it at ${clockTime(source.fetchedAt, now)}: ${source.error}`;
    return source.succeededAt
      ? `${failed} Using the copy from ${clockTime(source.succeededAt, now)} (${count(source.busyCount)}).`
      : `${failed} None of its busy times are used yet.`;
  }
  return `Updated ${ago(source.succeededAt ?? source.fetchedAt, now)} · ${count(source.busyCount)}`;
}
