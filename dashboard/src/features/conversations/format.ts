/** Dates as the manager reads them, in the browser's locale and time zone. */
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const SHORT = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** A timestamp as a local date and time ('Nov 23, 2026, 3:04 PM'); '' when unreadable. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** The compact form for table cells ('11/23/26, 3:04 PM'); '' when unreadable. */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : SHORT.format(date);
}

/** A calendar day 'YYYY-MM-DD' in the local format ('Mar 1, 2027'), without a time-zone shift. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return DATE.format(new Date(year, month - 1, day));
}
