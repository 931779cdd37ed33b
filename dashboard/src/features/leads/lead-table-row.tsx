import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import { formatCalendarDay } from '@porchlight/domain';
import { memo } from 'react';
import { shownEmail } from '../conversations/channels.ts';
import { type LeadMoment, leadMoment, leadName, moveInDate, NOT_SET } from './lead-columns.ts';
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
  stacked = false,
  mt,
  onOpen,
}: {
  row: LeadRow;
  size: 'compact-xs' | 'compact-sm';
  /** One above the other (the table's narrow column), else side by side. */
  stacked?: boolean;
  mt?: string;
  onOpen: (row: LeadRow, dialog: LeadDialog) => void;
}) {
  const name = leadName(row);
  const calls = row.phoneCalls.length;
  return (
    <Group
      gap={stacked ? 4 : 6}
      mt={mt}
      style={stacked ? { flexDirection: 'column', alignItems: 'flex-start' } : undefined}
    >
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

/** A time of the lead in two short lines: its day, then its clock with the zone. */
function Moment({ at }: { at: LeadMoment }) {
  return (
    <>
      <Text span display="block" fz="sm" style={ellipsis}>
        {at.day}
      </Text>
      <Text span display="block" fz="xs" c="gray.7" style={ellipsis}>
        {at.clock}
      </Text>
    </>
  );
}

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
  const email = shownEmail(row.potentialTenant.email);
  const moveIn = moveInDate(row);
  const viewing = row.viewingAt ? leadMoment(row.viewingAt, row.timeZone) : null;
  const lastMessage = row.lastMessageAt ? leadMoment(row.lastMessageAt, row.timeZone) : null;
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
        {email && email !== name && (
          <Text span display="block" fz="xs" c="gray.7" title={email} style={ellipsis}>
            {email}
          </Text>
        )}
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
      <Table.Td style={ellipsis} title={viewing?.full}>
        {viewing ? (
          <Moment at={viewing} />
        ) : (
          <Text span c="gray.7" fz="sm">
            Not booked
          </Text>
        )}
        {row.lastViewingOutcome && <ViewingOutcomeBadge outcome={row.lastViewingOutcome} />}
      </Table.Td>
      <Table.Td style={ellipsis} title={lastMessage?.full}>
        {lastMessage ? (
          <Moment at={lastMessage} />
        ) : (
          <Text span c="gray.7" fz="sm">
            No messages
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <LeadActions row={row} size="compact-xs" stacked onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  );
});
