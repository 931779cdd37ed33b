import type { CalendarSource } from '@porchlight/contract';
import { badRequest } from '../../http/errors.ts';
import type { SourceRow } from './sources.queries.ts';

/**
 * A calendar's secret address as it is kept: trimmed, webcal(s) read as https (what the
 * calendar apps mean by it). 400 naming the field for anything but http(s) and webcal, or
 * an address with a user name or password in it.
 */
export function normalizeSourceUrl(raw: string): string {
  const trimmed = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw badRequest('That is not a web address. Paste the secret address of the calendar.', 'url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badRequest('The address must start with https://, http:// or webcal://.', 'url');
  }
  if (url.username || url.password) {
    throw badRequest('The address may not contain a user name or password.', 'url');
  }
  return url.toString();
}

/**
 * What may be shown of an address: its host, and its last segment when that is a plain file
 * name ('basic.ics'). The secret part (a token in the path or the query) never is.
 */
export function urlHint(raw: string): string {
  try {
    const url = new URL(raw);
    const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    const shown = /^[A-Za-z0-9_-]{1,24}\.ics$/i.test(last) ? `/…/${last}` : '/…';
    return `${url.host}${shown}`;
  } catch {
    return '…';
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A source as the manager sees it: never its address, only a hint of it. */
export const toCalendarSource = (row: SourceRow): CalendarSource => ({
  id: row.id,
  leasingAgentId: row.leasingAgentId,
  name: row.name,
  urlHint: urlHint(row.url),
  fetchedAt: iso(row.fetchedAt),
  succeededAt: iso(row.succeededAt),
  error: row.error,
  busyCount: row.busyCount,
});
