import { Box, Paper, Skeleton, Text } from '@mantine/core';
import type { Analytics } from '@porchlight/client';

export interface StatCardsProps {
  /** Undefined while loading (or after a failed load). */
  analytics: Analytics | undefined;
  loading: boolean;
}

const CARDS: readonly { key: keyof Analytics; label: string }[] = [
  { key: 'interestCount', label: 'Interests' },
  { key: 'scheduledViewingCount', label: 'Scheduled Viewings' },
  { key: 'messageCount', label: 'Messages' },
];

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 'var(--mantine-spacing-md)',
} as const;

/**
 * The month's three counts: interests, scheduled viewings, messages. Side by side while each
 * has 180 px, else one a row (a phone): a CSS grid rather than SimpleGrid, which the leads
 * page's first load would carry for this alone.
 */
export function StatCards({ analytics, loading }: StatCardsProps) {
  return (
    <Box style={GRID}>
      {CARDS.map(({ key, label }) => (
        <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="gray.7" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={32} mt={4} w={60} />
          ) : (
            <Text fz={28} fw={700} data-testid={`stat-${key}`}>
              {analytics ? analytics[key].toLocaleString('en-US') : '—'}
            </Text>
          )}
        </Paper>
      ))}
    </Box>
  );
}
