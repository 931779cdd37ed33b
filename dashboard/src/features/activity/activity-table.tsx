import { Button, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ResidentConversationItem } from '@porchlight/client';
import {
  DEFAULT_LAST_MESSAGE_SORT,
  formatDateTime,
  nextSort,
  type SortState,
} from '@porchlight/domain';
import { useMemo, useState } from 'react';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { SortHeader } from '../leads/sort-header.tsx';
import { type ActivityColumn, sortActivity, tenantName } from './activity-sort.ts';

export interface ActivityTableProps {
  items: readonly ResidentConversationItem[];
  onView: (item: ResidentConversationItem) => void;
}

const DASH = '-';
const orDash = (text: string | null | undefined) => (text?.trim() ? text : DASH);

/**
 * Resident Activity's table: Property Address, Unit Number, Tenant Name and Last Message,
 * last message newest first until a header is clicked (the sorted column toggles; another
 * column starts ascending).
 */
export function ActivityTable({ items, onView }: ActivityTableProps) {
  const [sort, setSort] = useState<SortState<ActivityColumn>>(DEFAULT_LAST_MESSAGE_SORT);
  const rows = useMemo(() => sortActivity(items, sort), [items, sort]);
  const onSort = (column: ActivityColumn) => setSort((s) => nextSort(s, column));
  const header = { sort, onSort };

  return (
    <Paper withBorder radius="md">
      <TableScroll label="Resident conversations" minWidth={720}>
        <Table aria-label="Resident conversations" highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <SortHeader column="propertyAddress" label="Property Address" {...header} />
              <Table.Th>Unit Number</Table.Th>
              <SortHeader column="tenantName" label="Tenant Name" {...header} />
              <SortHeader column="lastMessage" label="Last Message" {...header} />
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => {
              const name = tenantName(item);
              return (
                <Table.Tr key={item.conversation.id}>
                  <Table.Td>{orDash(item.property.address)}</Table.Td>
                  <Table.Td>{orDash(item.unit?.unitNumber)}</Table.Td>
                  <Table.Td>{orDash(name)}</Table.Td>
                  <Table.Td>
                    {item.lastMessage ? (
                      formatDateTime(item.lastMessage.createdAt) || DASH
                    ) : (
                      <Text span c="gray.7" fz="sm">
                        No messages
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`View Conversation with ${orDash(name)}`}
                      onClick={() => onView(item)}
                    >
                      View Conversation
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {items.length === 0 && (
        <Text c="gray.7" ta="center" p="xl">
          No conversations found
        </Text>
      )}
    </Paper>
  );
}
