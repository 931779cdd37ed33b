/**
 * Column sorting of the leads and resident-activity tables.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortState<C extends string = string> {
  column: C;
  direction: SortDirection;
}

/** Both tables open sorted by last message, newest first. */
export const DEFAULT_LAST_MESSAGE_SORT = { column: 'lastMessage', direction: 'desc' } as const;

/** Clicking the sorted column toggles its direction; a newly chosen column starts ascending. */
export function nextSort<C extends string>(current: SortState<C> | null, column: C): SortState<C> {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * Compares two cell values for sorting: missing values (null, undefined, '') last
 * whatever the direction, numbers numerically, text case-insensitively.
 */
export function compareCells(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
  direction: SortDirection,
): number {
  const missingA = a === null || a === undefined || a === '';
  const missingB = b === null || b === undefined || b === '';
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
  return direction === 'asc' ? order : -order;
}
