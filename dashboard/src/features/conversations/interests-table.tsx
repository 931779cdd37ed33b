import { Pagination, Paper, Table, Text } from '@mantine/core';
import type { AdminTenantInterest } from '@porchlight/client';
import { formatDateTime, pageCount, pageItems } from '@porchlight/domain';
import { useState } from 'react';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { StatusIndicator } from '../leads/status-indicator.tsx';

export interface InterestsTableProps {
  interests: readonly AdminTenantInterest[];
  selectedId: string | null;
  onSelect: (interest: AdminTenantInterest) => void;
}

const PAGE_SIZE = 25;

/** The admin's tenant interests, one page at a time; a row (or Enter on it) selects it. */
export function InterestsTable({ interests, selectedId, onSelect }: InterestsTableProps) {
  // 0-based as in the domain's paging; Mantine's Pagination counts from 1.
  const [page, setPage] = useState(0);
  const pages = pageCount(interests.length, PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const shown = pageItems(interests, current, PAGE_SIZE);

  if (interests.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="gray.7" ta="center">
          No tenant property interests match.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <TableScroll label="Tenant property interests" minWidth={760}>
        <Table aria-label="Tenant property interests" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Property</Table.Th>
              <Table.Th>Prospect</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((interest) => {
              const selected = interest.id === selectedId;
              return (
                <Table.Tr
                  key={interest.id}
                  tabIndex={0}
                  aria-selected={selected}
                  bg={selected ? 'blue.0' : undefined}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onSelect(interest)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onSelect(interest);
                    }
                  }}
                >
                  <Table.Td>
                    <Text size="sm">{interest.propertyAddress}</Text>
                    <Text ff="monospace" fz="xs" c="gray.7">
                      {interest.propertyId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{interest.tenantName ?? interest.tenantEmail}</Text>
                    {interest.tenantName && (
                      <Text fz="xs" c="gray.7">
                        {interest.tenantEmail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusIndicator status={interest.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(interest.updatedAt)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current + 1}
          onChange={(next) => setPage(next - 1)}
          p="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Paper>
  );
}
