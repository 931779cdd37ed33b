import type { LeadRow } from '@porchlight/client';
import { formatInZone, isPlaceholderMoveIn } from '@porchlight/domain';
import { prospectLabel } from '../conversations/channels.ts';

/**
 * The sortable columns of the leads table (the manager-side specification, section 9, plus unit and viewing).
 * Each is a sort the paged lead list takes: the server sorts, the table only shows.
 */
export type LeadColumn =
  | 'name'
  | 'moveInDate'
  | 'status'
  | 'property'
  | 'unit'
  | 'viewing'
  | 'lastMessage';

export const LEAD_COLUMNS: readonly { column: LeadColumn; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'moveInDate', label: 'Move-in Date' },
  { column: 'status', label: 'Status' },
  { column: 'property', label: 'Property' },
  { column: 'unit', label: 'Unit' },
  { column: 'viewing', label: 'Viewing' },
  { column: 'lastMessage', label: 'Last Message' },
];

/** Shown for a move-in date that is missing or one of the placeholder dates. */
export const NOT_SET = 'Not set';

/**
 * The lead's name as shown: first and last name, else the e-mail, else (a prospect known
 * only by the number they texted from) the number.
 */
export function leadName(row: LeadRow): string {
  const { firstName, lastName } = row.potentialTenant;
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || prospectLabel(row.potentialTenant);
}

/** The move-in date, or null when not set (placeholders 0001-01-01 and year 0000 included). */
export function moveInDate(row: LeadRow): string | null {
  const value = row.potentialTenant.moveInDate;
  return value && !isPlaceholderMoveIn(value) ? value : null;
}

/** A lead's time at the property: its day and its clock with the zone, and both in one line. */
export interface LeadMoment {
  day: string;
  clock: string;
  full: string;
}

/**
 * When something of a lead happens, at the property's clocks (the page row carries its zone;
 * without one, the browser's): 'Tue, Jan 5, 2027' (no year in this one) and '7:00 AM PST'. One form for the table,
 * the cards and Tenant Details, as the chat and the agenda say it.
 */
export function leadMoment(at: string, timeZone?: string, now = new Date()): LeadMoment {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The year only when it is not this one: 'Fri, Nov 27', 'Tue, Jan 5, 2027'.
  const thisYear = `, ${formatInZone(now, zone, 'date').slice(-4)}`;
  const dated = formatInZone(at, zone, 'date');
  const day = dated.endsWith(thisYear) ? dated.slice(0, -thisYear.length) : dated;
  const clock = formatInZone(at, zone, 'clock');
  return { day, clock, full: `${day}, ${clock}` };
}
