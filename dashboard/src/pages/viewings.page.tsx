import {
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Viewing } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { leasingAgentsQuery } from '../features/agents/use-leasing-agents.ts';
import { propertiesQuery } from '../features/properties/properties-query.ts';
import { AgendaDays } from '../features/viewings/agenda-days.tsx';
import { RecentViewings } from '../features/viewings/recent-viewings.tsx';
import { ViewingDrawer } from '../features/viewings/viewing-drawer.tsx';
import { agendaRange, localDay, offsetOf } from '../features/viewings/viewing-time.ts';
import { viewingsQuery } from '../features/viewings/viewings-query.ts';
import { keys } from '../queries/keys.ts';
import { invalidate, queryClient, useLoadError } from '../queries/query.ts';
import { showApiError } from '../ui/api-error.ts';
import { LazyPickDateDialog } from '../ui/lazy-pick-date-dialog.tsx';

type View = 'day' | 'week';

const rangeLabel = (from: Date, to: Date, view: View) => {
  const format = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  if (view === 'day') return format.format(from);
  const last = new Date(to.getFullYear(), to.getMonth(), to.getDate() - 1);
  return `${format.format(from)} – ${format.format(last)}`;
};

/**
 * /viewings: the booked viewings by day or week, per property and leasing agent, each
 * confirmed or not; from today, with the last 7 days above to mark how they went.
 */
export function ViewingsPage() {
  const [view, setView] = useState<View>('week');
  const [picking, setPicking] = useState(false);
  const [offset, setOffset] = useState(0);
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [open, setOpen] = useState<Viewing | null>(null);
  const { from, to } = agendaRange(view, offset);

  const properties = useQuery(propertiesQuery);
  const agents = useQuery(leasingAgentsQuery);
  const query = viewingsQuery({ from, to, propertyId, agentId });
  const viewings = useQuery(query);
  useLoadError(viewings, showApiError);

  const list = viewings.data ?? [];

  const changed = (id: string, next: Viewing | null) => {
    setOpen((shown) => (shown?.id === id ? next : shown));
    const rest = list.filter((viewing) => viewing.id !== id);
    // A viewing of the past week, changed in the drawer: the lists are read again.
    if (!list.some((viewing) => viewing.id === id)) void invalidate(keys.viewings);
    else
      queryClient.setQueryData(
        query.queryKey,
        next ? [...rest, next].sort((a, b) => a.startsAt.localeCompare(b.startsAt)) : rest,
      );
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Viewings</Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Show"
          value={view}
          onChange={(value) => {
            setView(value === 'day' ? 'day' : 'week');
            setOffset(0);
          }}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        <Group gap={4}>
          <Button
            variant="default"
            size="xs"
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => setOffset((n) => n - 1)}
          >
            ‹
          </Button>
          <Text size="sm" fw={600} miw={150} ta="center" aria-live="polite">
            {rangeLabel(from, to, view)}
          </Text>
          <Button
            variant="default"
            size="xs"
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => setOffset((n) => n + 1)}
          >
            ›
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setPicking(true)}>
            Go to a date
          </Button>
        </Group>
        <LazyPickDateDialog
          opened={picking}
          onClose={() => setPicking(false)}
          title="Go to a date"
          level="day"
          value={localDay(from)}
          onPick={(day) => setOffset(offsetOf(day, view))}
        />
        <NativeSelect
          label="Property"
          data={[
            { value: '', label: 'All properties' },
            ...(properties.data ?? []).map((p) => ({ value: p.id, label: p.name || p.address })),
          ]}
          value={propertyId ?? ''}
          onChange={(event) => setPropertyId(event.currentTarget.value || null)}
          w={220}
        />
        <NativeSelect
          label="Leasing agent"
          data={[
            { value: '', label: 'All agents' },
            ...(agents.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.firstName} ${a.lastName}`,
            })),
          ]}
          value={agentId ?? ''}
          onChange={(event) => setAgentId(event.currentTarget.value || null)}
          w={200}
        />
      </Group>
      {offset === 0 && (
        <RecentViewings until={from} propertyId={propertyId} agentId={agentId} onOpen={setOpen} />
      )}
      {viewings.isLoading ? (
        <Loader aria-label="Loading viewings" />
      ) : list.length === 0 ? (
        <Text c="gray.7">
          No viewings {view === 'day' ? 'on this day' : 'this week'}. Prospects book them in the
          chat, and you can book one for a lead from Needs attention.
        </Text>
      ) : (
        <AgendaDays viewings={list} onOpen={setOpen} onChanged={changed} />
      )}
      <ViewingDrawer
        viewing={open}
        onClose={() => setOpen(null)}
        onChanged={changed}
        agents={agents.data ?? []}
      />
    </Stack>
  );
}
