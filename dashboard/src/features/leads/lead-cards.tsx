import {
  Button,
  Center,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatCalendarDay } from '@porchlight/domain';
import { CardFields } from '../../ui/card-fields.tsx';
import {
  LEAD_COLUMNS,
  type LeadColumn,
  leadMoment,
  leadName,
  moveInDate,
  NOT_SET,
} from './lead-columns.ts';
import { LeadActions } from './lead-table-row.tsx';
import type { LeadsTableProps } from './leads-table.tsx';
import { StatusIndicator } from './status-indicator.tsx';
import { ViewingOutcomeBadge } from './viewing-outcome-badge.tsx';

/** The table's props; the cards always say something when there are no rows. */
export type LeadCardsProps = LeadsTableProps & { emptyText: string };

/**
 * The leads table below 600 px: one card per lead with the table's columns stacked, in the
 * table's order, sorted by a 'Sort by' choice and an order button in place of the column
 * headers. Every value wraps, so nothing is clipped on a 390 px phone; more leads load
 * with the button, as in the table.
 */
export function LeadCards({
  rows,
  sort,
  onSort,
  pending = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  emptyText,
  onOpen,
}: LeadCardsProps) {
  if (rows.length === 0 && !pending) {
    return (
      <Text c="gray.7" ta="center" p="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-busy={pending} style={{ opacity: pending ? 0.6 : 1 }}>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label="Sort by"
          value={sort.column}
          data={LEAD_COLUMNS.map(({ column, label }) => ({ value: column, label }))}
          onChange={(event) => onSort(event.currentTarget.value as LeadColumn)}
        />
        <Button variant="default" onClick={() => onSort(sort.column)}>
          {sort.direction === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </Group>
      <Stack component="ul" aria-label="Leads" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const name = leadName(row);
          const moveIn = moveInDate(row);
          return (
            <Paper component="li" key={row.tenantPropertyInterest.id} withBorder p="sm">
              <UnstyledButton
                fw={600}
                c="blue.8"
                mb={4}
                style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                onClick={() => onOpen(row, 'details')}
              >
                {name}
              </UnstyledButton>
              <CardFields
                fields={[
                  {
                    label: 'Status',
                    value: <StatusIndicator status={row.tenantPropertyInterest.status} />,
                  },
                  { label: 'Move-in Date', value: moveIn ? formatCalendarDay(moveIn) : NOT_SET },
                  { label: 'Property', value: row.property.address },
                  { label: 'Unit', value: row.unit?.unitNumber ?? 'None' },
                  {
                    label: 'Viewing',
                    value: (
                      <>
                        {row.viewingAt
                          ? leadMoment(row.viewingAt, row.timeZone).full
                          : 'Not booked'}
                        {row.lastViewingOutcome && (
                          <ViewingOutcomeBadge outcome={row.lastViewingOutcome} />
                        )}
                      </>
                    ),
                  },
                  {
                    label: 'Last Message',
                    value: row.lastMessageAt
                      ? leadMoment(row.lastMessageAt, row.timeZone).full
                      : 'No messages',
                  },
                ]}
              />
              <LeadActions row={row} size="compact-sm" mt="xs" onOpen={onOpen} />
            </Paper>
          );
        })}
      </Stack>
      {hasMore && (
        <Center>
          <Button variant="subtle" size="xs" loading={loadingMore} onClick={onLoadMore}>
            Load more leads
          </Button>
        </Center>
      )}
    </Stack>
  );
}
