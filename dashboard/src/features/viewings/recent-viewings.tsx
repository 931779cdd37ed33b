import { Stack, Text, Title } from '@mantine/core';
import { listViewings, type Viewing } from '@porchlight/client';
import { useResource } from '../../ui/use-resource.ts';
import { ViewingCard } from './viewing-card.tsx';
import { viewingDay } from './viewing-time.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

export interface RecentViewingsProps {
  /** Where the agenda starts (today's midnight): the past week is shown up to there. */
  until: Date;
  propertyId: string | null;
  agentId: string | null;
  onOpen: (viewing: Viewing) => void;
  /** Changes when a viewing changed elsewhere (the details drawer): the list is read again. */
  version: number;
}

/**
 * The viewings of the last 7 days, newest first, so that each can be marked shown or a
 * no-show after it; the agenda itself starts today.
 */
export function RecentViewings({
  until,
  propertyId,
  agentId,
  onOpen,
  version,
}: RecentViewingsProps) {
  const from = new Date(until.getTime() - WEEK_MS);
  const key = `viewings:recent:${until.toISOString()}:${propertyId}:${agentId}:${version}`;
  const recent = useResource(key, async (signal) => {
    const result = await listViewings(
      {
        query: {
          from: from.toISOString(),
          to: until.toISOString(),
          ...(propertyId ? { propertyId } : {}),
          ...(agentId ? { leasingAgentId: agentId } : {}),
        },
      },
      { signal },
    );
    return result.status === 200 ? [...result.body].reverse() : undefined;
  });
  const list = recent.data ?? [];
  if (list.length === 0) return null;
  const replace = (next: Viewing) =>
    recent.setData(list.map((viewing) => (viewing.id === next.id ? next : viewing)));
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
