import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
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

/** The month's three counts: interests, scheduled viewings, messages. */
export function StatCards({ analytics, loading }: StatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
    </SimpleGrid>
  );
}
