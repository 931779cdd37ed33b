import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import { formatCalendarDay, formatDateTime, formatShortDateTime } from '@porchlight/domain';
import { memo } from 'react';
import { leadName, moveInDate, NOT_SET } from './lead-columns.ts';
import { StatusIndicator } from './status-indicator.tsx';
import type { TableLead } from './use-lead-pages.ts';
import { ViewingOutcomeBadge } from './viewing-outcome-badge.tsx';

/** The three dialogs a row opens. */
export type LeadDialog = 'details' | 'conversation' | 'calls';

export interface LeadTableRowProps {
  row: TableLead;
  /** 1-based position among all rows (the header row is 1), for aria-rowindex. */
  rowIndex: number;
  height: number;
  onOpen: (row: LeadRow, dialog: LeadDialog) => void;
}

/**
 * A lead's Conversation and Phone Calls buttons, named with the lead (the table's last
 * column, a card's foot on a phone).
 */
export function LeadActions({
  row,
  size,
  wrap,
  mt,
  onOpen,
}: {
  row: LeadRow;
  size: 'compact-xs' | 'compact-sm';
  wrap?: 'nowrap' | 'wrap';
  mt?: string;
  onOpen: (row: LeadRow, dialog: LeadDialog) => void;
}) {
  const name = leadName(row);
  const calls = row.phoneCalls.length;
  return (
    <Group gap={6} wrap={wrap} mt={mt}>
      <Button
        size={size}
        variant="light"
        aria-label={`Conversation with ${name}`}
        onClick={() => onOpen(row, 'conversation')}
      >
        Conversation
      </Button>
      <Button
        size={size}
        variant="default"
        aria-label={`Phone Calls (${calls}) of ${name}`}
        onClick={() => onOpen(row, 'calls')}
      >
        Phone Calls ({calls})
      </Button>
    </Group>
  );
}

const ellipsis = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * One lead. Memoised: a re-sort or a scroll re-renders only rows whose lead changed, and
 * the virtual list mounts only the rows in view.
 */
export const LeadTableRow = memo(function LeadTableRow({
  row,
  rowIndex,
  height,
  onOpen,
}: LeadTableRowProps) {
  const name = leadName(row);
  const moveIn = moveInDate(row);
  const _calls = row.phoneCalls.length;
  return (
    <Table.Tr aria-rowindex={rowIndex} style={{ height }}>
      <Table.Td style={ellipsis}>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={500}
          c="blue.8"
          title={name}
          style={{ ...ellipsis, display: 'block', maxWidth: '100%', textAlign: 'left' }}
          onClick={() => onOpen(row, 'details')}
        >
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td style={ellipsis}>
        {moveIn ? (
          formatCalendarDay(moveIn)
        ) : (
          <Text span c="gray.7" fz="sm">
            {NOT_SET}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusIndicator status={row.tenantPropertyInterest.status} />
      </Table.Td>
      <Table.Td style={ellipsis} title={row.property.address}>
        {row.property.address}
      </Table.Td>
      <Table.Td style={ellipsis} title={row.unit?.unitNumber ?? undefined}>
        {row.unit?.unitNumber ?? (
          <Text span c="gray.7" fz="sm">
            None
          </Text>
        )}
      </Table.Td>
      <Table.Td style={ellipsis} title={row.viewingAt ? formatDateTime(row.viewingAt) : undefined}>
        {row.viewingAt ? (
          formatShortDateTime(row.viewingAt)
        ) : (
          <Text span c="gray.7" fz="sm">
            Not booked
          </Text>
        )}
        {row.lastViewingOutcome && <ViewingOutcomeBadge outcome={row.lastViewingOutcome} />}
      </Table.Td>
      <Table.Td style={ellipsis} title={formatDateTime(row.lastMessageAt)}>
        {row.lastMessageAt ? (
          formatShortDateTime(row.lastMessageAt)
        ) : (
          <Text span c="gray.7" fz="sm">
            No messages
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <LeadActions row={row} size="compact-xs" wrap="nowrap" onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  );
});
