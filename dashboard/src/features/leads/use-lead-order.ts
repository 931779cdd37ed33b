import type { LeadRow } from '@porchlight/client';
import { DEFAULT_LAST_MESSAGE_SORT, nextSort, type SortState } from '@porchlight/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type LeadColumn, leadCell } from './lead-columns.ts';
import { sortedOrder, sortKeys } from './sort-keys.ts';

export interface LeadOrder {
  /** The sort the headers show (updated at once on a click). */
  sort: SortState<LeadColumn>;
  /** Row indexes into `rows` in display order (follows `sort` in a background render). */
  order: readonly number[];
  /** True while the rows still show the previous sort. */
  pending: boolean;
  toggle: (column: LeadColumn) => void;
}

/**
 * The leads table's order: last message newest first by default; clicking a column sorts
 * by it (domain nextSort). Each column's keys are computed once per data load, so a click
 * costs one numeric sort; the rows re-sort in a deferred render, so the header answers the
 * click at once even with 10,000 leads.
 */
export function useLeadOrder(rows: readonly LeadRow[]): LeadOrder {
  const [sort, setSort] = useState<SortState<LeadColumn>>(DEFAULT_LAST_MESSAGE_SORT);
  const deferred = useDeferredValue(sort);
  const keys = useMemo(() => {
    const cache = new Map<LeadColumn, (number | null)[]>();
    return (column: LeadColumn) => {
      let found = cache.get(column);
      if (!found) {
        found = sortKeys(rows.map((row) => leadCell(row, column)));
        cache.set(column, found);
      }
      return found;
    };
  }, [rows]);
  const order = useMemo(
    () => sortedOrder(keys(deferred.column), deferred.direction),
    [keys, deferred],
  );
  const toggle = useCallback((column: LeadColumn) => setSort((s) => nextSort(s, column)), []);
  return { sort, order, pending: sort !== deferred, toggle };
}
