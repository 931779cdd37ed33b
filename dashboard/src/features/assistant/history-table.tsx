import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { WorkflowRun } from '@porchlight/client';
import {
  emojiForType,
  formatDateTime,
  HISTORY_PAGE_SIZE,
  pageCount,
  pageLabel,
  pageNavigation,
} from '@porchlight/domain';
import { Link, useNavigate } from 'react-router-dom';
import { MUTED_TEXT } from './colors.ts';
import { TemplateIcon } from './template-icon.tsx';
import { useRunHistory } from './use-run-history.ts';

export const HISTORY_EMPTY_TEXT = 'No documents yet. The ones you create will be listed here.';
export const HISTORY_FAILED_TEXT = 'Your history could not be loaded. Please try again.';

export interface HistoryTableProps {
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** The run's creation time in the browser's own zone and format; '—' when unreadable. */
export const formatRunDate = (createdAt: string) => formatDateTime(createdAt) || '—';

function HistoryRow({ run }: { run: WorkflowRun }) {
  const navigate = useNavigate();
  const to = `/assistant/${run.id}`;
  return (
    // The whole row opens the run; the link inside is the keyboard's way to the same place.
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(to)}>
      <Table.Td>
        <Anchor component={Link} to={to} c="inherit" onClick={(event) => event.stopPropagation()}>
          <TemplateIcon emoji={emojiForType(run.type)} size={18} /> {run.summary}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRunDate(run.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

/** 'AI Assistant History': Request and Date, ten a page, with Previous, Next and 'Page X of Y'. */
export function HistoryTable({ page, onPageChange }: HistoryTableProps) {
  const { data, isLoading: loading, refetch } = useRunHistory(page);
  if (loading && !data) return <Loader aria-label="Loading history" />;
  if (!data) {
    return (
      <Group>
        <Text>{HISTORY_FAILED_TEXT}</Text>
        <Button variant="default" onClick={() => void refetch()}>
          Retry
        </Button>
      </Group>
    );
  }
  const pages = pageCount(data.totalCount, HISTORY_PAGE_SIZE);
  const { previous, next } = pageNavigation(page, pages);
  return (
    <Stack gap="md">
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.workflowRuns.map((run) => (
            <HistoryRow key={run.id} run={run} />
          ))}
          {data.workflowRuns.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text c={MUTED_TEXT}>{HISTORY_EMPTY_TEXT}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="default" disabled={!previous} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          {pageLabel(page, pages)}
        </Text>
        <Button variant="default" disabled={!next} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
