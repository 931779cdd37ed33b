import { Box, Paper, Table, Text } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { LEAD_COLUMNS, type LeadColumn } from './lead-columns.ts';
import { type LeadDialog, LeadTableRow } from './lead-table-row.tsx';
import { SortHeader } from './sort-header.tsx';
import { useLeadOrder } from './use-lead-order.ts';

export interface LeadsTableProps {
  rows: readonly LeadRow[];
  onOpen: (row: LeadRow, dialog: LeadDialog) => void;
}

/** Every row is one line high, so the virtual list needs no measuring. */
export const LEAD_ROW_HEIGHT = 49;
const COLUMN_COUNT = LEAD_COLUMNS.length + 1;
/** Fixed column widths (the table lays out once, not per scrolled row); Property takes the rest. */
const WIDTHS: Partial<Record<LeadColumn, number>> = {
  name: 160,
  moveInDate: 110,
  status: 205,
  lastMessage: 150,
};

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

export function LeadsTable({ rows, onOpen }: LeadsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { sort, order, pending, toggle } = useLeadOrder(rows);
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LEAD_ROW_HEIGHT,
    overscan: 8,
    observeElementRect: observeBoxRect,
    getItemKey: (index) => rows[order[index] ?? 0]?.tenantPropertyInterest.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Paper withBorder radius="md">
      <Box ref={scrollRef} style={{ height: 'min(65vh, 640px)', overflow: 'auto' }}>
        <Table
          stickyHeader
          highlightOnHover
          aria-label="Leads"
          aria-rowcount={rows.length + 1}
          aria-busy={pending}
          style={{ tableLayout: 'fixed', minWidth: 980 }}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {LEAD_COLUMNS.map(({ column, label }) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={label}
                  sort={sort}
                  onSort={toggle}
                  style={{ width: WIDTHS[column] }}
                />
              ))}
              <Table.Th style={{ width: 235 }}>Actions</Table.Th>
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
              const index = order[item.index] ?? 0;
              const row = rows[index];
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
        {rows.length === 0 && (
          <Text c="gray.7" ta="center" p="xl">
            No leads yet. They appear here when prospects chat with your AI leasing agent.
          </Text>
        )}
      </Box>
    </Paper>
  );
}
