import { Box, Button, Center, Paper, Table, Text } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import type { SortState } from '@porchlight/domain';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useStacked } from '../../ui/use-stacked.ts';
import { LeadCards } from './lead-cards.tsx';
import { LEAD_COLUMNS, type LeadColumn } from './lead-columns.ts';
import { type LeadDialog, LeadTableRow } from './lead-table-row.tsx';
import { SortHeader } from './sort-header.tsx';
import type { TableLead } from './use-lead-pages.ts';

export interface LeadsTableProps {
  /** The rows read so far, in the server's order. */
  rows: readonly TableLead[];
  sort: SortState<LeadColumn>;
  onSort: (column: LeadColumn) => void;
  /** True while the rows still show the previous sort or filters. */
  pending?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Shown instead of the rows when there are none. */
  emptyText?: string;
  onOpen: (row: LeadRow, dialog: LeadDialog) => void;
}

/** Rows from the end of what is loaded at which the next page is asked for. */
const PREFETCH_ROWS = 20;

/**
 * Every row has one height (two short lines, or the two action buttons one above the other),
 * so the virtual list needs no measuring.
 */
export const LEAD_ROW_HEIGHT = 60;
const COLUMN_COUNT = LEAD_COLUMNS.length + 1;
/** Fixed column widths (the table lays out once, not per scrolled row); Property takes the rest. */
const WIDTHS: Partial<Record<LeadColumn, number>> = {
  name: 150,
  moveInDate: 112,
  status: 186,
  unit: 60,
  viewing: 122,
  lastMessage: 122,
};
/** The two action buttons, one above the other. */
const ACTIONS_WIDTH = 126;

/**
 * The sortable leads table, virtualised: a real <table> whose body holds only the rows in
 * view (plus a few either side) between two spacer rows, inside its own scroll box with a
 * sticky header. aria-rowcount and aria-rowindex tell assistive technology the full size.
 */
/**
 * The scroll box's size, or a screenful while it has none (before layout, or in a test
 * DOM without layout): the virtualiser then renders the first rows instead of nothing.
 */
const observeBoxRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: 10 * LEAD_ROW_HEIGHT }),
  );

const EMPTY_TEXT = 'No leads yet. They appear here when prospects chat with your AI leasing agent.';

/** The leads as a sortable table, or as stacked cards below 600 px (a phone). */
export function LeadsTable(props: LeadsTableProps) {
  const stacked = useStacked();
  if (stacked) return <LeadCards {...props} emptyText={props.emptyText ?? EMPTY_TEXT} />;
  return <LeadsGrid {...props} />;
}

function LeadsGrid({
  rows,
  sort,
  onSort,
  pending = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  emptyText = EMPTY_TEXT,
  onOpen,
}: LeadsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LEAD_ROW_HEIGHT,
    overscan: 8,
    observeElementRect: observeBoxRect,
    getItemKey: (index) => rows[index]?.tenantPropertyInterest.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.at(-1)?.index ?? 0;
  // Scrolling near the end of what is loaded reads the next page.
  useEffect(() => {
    if (hasMore && !loadingMore && lastInView >= rows.length - PREFETCH_ROWS) onLoadMore?.();
  }, [hasMore, loadingMore, lastInView, rows.length, onLoadMore]);
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Paper withBorder radius="md">
      <Box ref={scrollRef} style={{ height: 'min(65vh, 640px)', overflow: 'auto' }}>
        <Table
          stickyHeader
          highlightOnHover
          aria-label="Leads"
          // -1: the full count is not known until the last page has been read.
          aria-rowcount={hasMore ? -1 : rows.length + 1}
          aria-busy={pending}
          // Every column but Property is fixed; at 1280 px wide and up nothing is cut (Property
          // shortens, its whole address on hover and in Tenant Details).
          style={{ tableLayout: 'fixed', minWidth: 960 }}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {LEAD_COLUMNS.map(({ column, label }) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={label}
                  sort={sort}
                  onSort={onSort}
                  style={{ width: WIDTHS[column] }}
                />
              ))}
              <Table.Th style={{ width: ACTIONS_WIDTH }}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: pending ? 0.6 : 1 }}>
            {before > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it is focusable.
              <tr aria-hidden="true">
                <td colSpan={COLUMN_COUNT} style={{ height: before, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <LeadTableRow
                  key={item.key}
                  row={row}
                  rowIndex={item.index + 2}
                  height={LEAD_ROW_HEIGHT}
                  onOpen={onOpen}
                />
              );
            })}
            {after > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it is focusable.
              <tr aria-hidden="true">
                <td colSpan={COLUMN_COUNT} style={{ height: after, padding: 0, border: 0 }} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && !pending && (
          <Text c="gray.7" ta="center" p="xl">
            {emptyText}
          </Text>
        )}
        {hasMore && (
          <Center p="sm">
            <Button variant="subtle" size="xs" loading={loadingMore} onClick={onLoadMore}>
              Load more leads
            </Button>
          </Center>
        )}
      </Box>
    </Paper>
  );
}
