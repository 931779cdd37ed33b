import { Stack, Text, Title } from '@mantine/core';
import type { Viewing } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../queries/query.ts';
import { ViewingCard } from './viewing-card.tsx';
import { viewingDay } from './viewing-time.ts';
import { viewingsQuery } from './viewings-query.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

export interface RecentViewingsProps {
  /** Where the agenda starts (today's midnight): the past week is shown up to there. */
  until: Date;
  propertyId: string | null;
  agentId: string | null;
  onOpen: (viewing: Viewing) => void;
}

/**
 * The viewings of the last 7 days, newest first, so that each can be marked shown or a
 * no-show after it; the agenda itself starts today.
 */
export function RecentViewings({ until, propertyId, agentId, onOpen }: RecentViewingsProps) {
  const query = viewingsQuery({
    from: new Date(until.getTime() - WEEK_MS),
    to: until,
    propertyId,
    agentId,
  });
  // Newest first (the server answers oldest first).
  const recent = useQuery({ ...query, select: (list) => [...list].reverse() });
  const list = recent.data ?? [];
  if (list.length === 0) return null;
  const replace = (next: Viewing) =>
    queryClient.setQueryData(query.queryKey, (cached = []) =>
      cached.map((viewing) => (viewing.id === next.id ? next : viewing)),
    );
  const unmarked = list.filter((viewing) => !viewing.outcome).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="recent-viewings">
      <Title order={2} size="h5" id="recent-viewings">
        Last 7 days
      </Title>
      <Text size="sm" c="gray.7">
        {unmarked === 0
          ? 'All marked. Thank you!'
          : `${unmarked} not marked yet: did the prospect come?`}
      </Text>
      {list.map((viewing) => (
        <ViewingCard
          key={viewing.id}
          viewing={viewing}
          day={viewingDay(viewing)}
          onOpen={onOpen}
          onChanged={replace}
        />
      ))}
    </Stack>
  );
}
