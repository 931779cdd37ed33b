import { Group, Loader, Skeleton, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  currentMonth,
  DEFAULT_LAST_MESSAGE_SORT,
  nextSort,
  type SortState,
  shiftMonth,
} from '@porchlight/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { LeadColumn } from '../features/leads/lead-columns.ts';
import { LeadFiltersBar } from '../features/leads/lead-filters.tsx';
import { LeadsTable } from '../features/leads/leads-table.tsx';
import { MonthSelector } from '../features/leads/month-selector.tsx';
import { StatCards } from '../features/leads/stat-cards.tsx';
import { useAnalytics } from '../features/leads/use-analytics.ts';
import { useLeadDialogs } from '../features/leads/use-lead-dialogs.ts';
import {
  downloadLeadsCsv,
  type LeadFilters,
  NO_FILTERS,
  useLeadPages,
} from '../features/leads/use-lead-pages.ts';

/** The funnel and trend load after the page: the counters and the table come first. */
const LeadTrend = lazy(() => import('../features/leads/lead-trend.tsx'));
/** The lead's dialogs load with the first one opened. */
const LeadDialogs = lazy(() => import('../features/leads/lead-dialogs.tsx'));

/** /leads: the month's analytics and the leads, paged, sorted and filtered by the server. */
export function LeadsPage() {
  const [month, setMonth] = useState(() => currentMonth());
  const analytics = useAnalytics(month);
  const [sort, setSort] = useState<SortState<LeadColumn>>(DEFAULT_LAST_MESSAGE_SORT);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  // Typing asks the server once the manager pauses, not on every key.
  const [query] = useDebouncedValue(filters, 250);
  const leads = useLeadPages(query, sort);
  const dialogs = useLeadDialogs();
  const onSort = useCallback((column: LeadColumn) => setSort((s) => nextSort(s, column)), []);
  const filtered = Boolean(query.q.trim() || query.status || query.channel);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Leads</Title>
        <MonthSelector
          month={month}
          onPrevious={() => setMonth((m) => shiftMonth(m.year, m.month, -1))}
          onNext={() => setMonth((m) => shiftMonth(m.year, m.month, 1))}
          onPick={setMonth}
        />
      </Group>
      <StatCards analytics={analytics.data} loading={analytics.isLoading} />
      <Suspense fallback={<Skeleton h={212} radius="md" />}>
        <LeadTrend month={month} />
      </Suspense>
      <LeadFiltersBar
        filters={filters}
        onChange={setFilters}
        onExport={() => downloadLeadsCsv(query, sort)}
      />
      {leads.loading && leads.rows.length === 0 ? (
        <Loader aria-label="Loading leads" />
      ) : (
        <LeadsTable
          rows={leads.rows}
          sort={sort}
          onSort={onSort}
          pending={leads.loading}
          hasMore={leads.hasMore}
          loadingMore={leads.loadingMore}
          onLoadMore={leads.loadMore}
          {...(filtered ? { emptyText: 'No leads match this search.' } : {})}
          onOpen={dialogs.open}
        />
      )}
      {dialogs.row && (
        <Suspense fallback={null}>
          <LeadDialogs row={dialogs.row} dialog={dialogs.dialog} onClose={dialogs.close} />
        </Suspense>
      )}
    </Stack>
  );
}
