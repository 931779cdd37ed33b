import {
  exportLeads,
  type LeadPage,
  type LeadPageQuery,
  type LeadRow,
  listLeadsPage,
} from '@porchlight/client';
import type { LastViewingOutcome, SortState } from '@porchlight/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showApiError } from '../../ui/api-error.ts';
import type { LeadColumn } from './lead-columns.ts';

/** A row of the table: the spec's lead row plus the lead's latest viewing and how it went. */
export type TableLead = LeadRow & {
  viewingAt: string | null;
  /** The property's clocks: the viewing is shown at its time there. */
  timeZone?: string;
  lastViewingOutcome?: LastViewingOutcome | null;
};

export interface LeadFilters {
  q: string;
  status: LeadPageQuery['status'] | null;
  propertyId: string | null;
  /** Where the prospect last wrote from (the channel replies go out on). */
  channel: LeadPageQuery['channel'] | null;
}

export const NO_FILTERS: LeadFilters = { q: '', status: null, propertyId: null, channel: null };

/** Rows per request: a screenful or three, well under 100 KB. */
const PAGE_SIZE = 100;

/** Puts each row's property and unit (sent once per page) back on the row. */
function toRows(page: LeadPage): TableLead[] {
  const properties = new Map(page.properties.map((p) => [p.id, p]));
  const units = new Map(page.units.map((u) => [u.id, u]));
  return page.leads.flatMap((lead) => {
    const property = properties.get(lead.tenantPropertyInterest.propertyId);
    if (!property) return [];
    const unitId = lead.tenantPropertyInterest.unitId;
    return [{ ...lead, property, unit: unitId ? (units.get(unitId) ?? null) : null }];
  });
}

/** The query the server sorts and filters by (empty filters are left out). */
export function leadQuery(filters: LeadFilters, sort: SortState<LeadColumn>) {
  return {
    sort: sort.column,
    order: sort.direction,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
  };
}

export interface LeadPages {
  rows: TableLead[];
  /** True until the first page of the current sort and filters has arrived. */
  loading: boolean;
  /** True while a further page is being read. */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The leads table's rows, read page by page from the server in the order and with the
 * filters asked for. A new sort or filter starts again from the first page; a later page
 * continues from the previous one's cursor, so a lead added meanwhile never repeats.
 */
export function useLeadPages(filters: LeadFilters, sort: SortState<LeadColumn>): LeadPages {
  const [rows, setRows] = useState<TableLead[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const query = JSON.stringify(leadQuery(filters, sort));

  const read = useCallback(
    async (after: string | null, signal: AbortSignal) => {
      const result = await listLeadsPage(
        { query: { ...JSON.parse(query), limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) } },
        { signal },
      );
      if (result.status === 200) return result.body;
      if (!signal.aborted) showApiError(result);
      return undefined;
    },
    [query],
  );

  useEffect(() => {
    const controller = new AbortController();
    generation.current += 1;
    setLoading(true);
    void read(null, controller.signal).then((page) => {
      if (controller.signal.aborted) return;
      setRows(page ? toRows(page) : []);
      setCursor(page?.nextCursor ?? null);
      setLoading(false);
    });
    return () => controller.abort();
  }, [read]);

  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    const mine = generation.current;
    void read(cursor, new AbortController().signal).then((page) => {
      busy.current = false;
      setLoadingMore(false);
      if (!page || mine !== generation.current) return;
      setRows((previous) => [...previous, ...toRows(page)]);
      setCursor(page.nextCursor);
    });
  }, [cursor, read]);

  return { rows, loading, loadingMore, hasMore: cursor !== null, loadMore };
}

/** Downloads the filtered leads as CSV, in the table's order. False when it failed. */
export async function downloadLeadsCsv(
  filters: LeadFilters,
  sort: SortState<LeadColumn>,
): Promise<boolean> {
  const result = await exportLeads({ query: leadQuery(filters, sort) }, { timeoutMs: 120_000 });
  if (result.status !== 200) {
    showApiError(result);
    return false;
  }
  const url = URL.createObjectURL(new Blob([result.body], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
