import type { LeadRow } from '@porchlight/client';
import { isPlaceholderMoveIn, leadStatusDisplay } from '@porchlight/domain';
import type { Cell } from './sort-keys.ts';

/** The sortable columns of the leads table (manager-side.md section 9). */
export type LeadColumn = 'name' | 'moveInDate' | 'status' | 'property' | 'lastMessage';

export const LEAD_COLUMNS: readonly { column: LeadColumn; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'moveInDate', label: 'Move-in Date' },
  { column: 'status', label: 'Status' },
  { column: 'property', label: 'Property' },
  { column: 'lastMessage', label: 'Last Message' },
];

/** Shown for a move-in date that is missing or one of the placeholder dates. */
export const NOT_SET = 'Not set';

/** The lead's name as shown: first and last name, else the e-mail (always known). */
export function leadName(row: LeadRow): string {
  const { firstName, lastName, email } = row.potentialTenant;
  return [firstName, lastName].filter(Boolean).join(' ').trim() || email;
}

/** The move-in date, or null when not set (placeholders 0001-01-01 and year 0000 included). */
export function moveInDate(row: LeadRow): string | null {
  const value = row.potentialTenant.moveInDate;
  return value && !isPlaceholderMoveIn(value) ? value : null;
}

const time = (value: string | null): number | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** The value a column sorts by: what the cell shows, as a number where it has one. */
export function leadCell(row: LeadRow, column: LeadColumn): Cell {
  switch (column) {
    case 'name':
      return leadName(row);
    case 'moveInDate':
      return time(moveInDate(row));
    case 'status':
      // The indicator's step: Inquiry Received, then Pre-Screening Complete, then Scheduled Viewing.
      return leadStatusDisplay(row.tenantPropertyInterest.status).step;
    case 'property':
      return row.property.address;
    case 'lastMessage':
      return time(row.lastMessageAt);
  }
}
