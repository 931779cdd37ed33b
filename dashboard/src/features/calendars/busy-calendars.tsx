import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type CalendarSource,
  type CalendarSourceOwner,
  deleteCalendarSource,
  refreshCalendarSource,
} from '@porchlight/client';
import { useRef, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { AddBusyCalendarForm } from './add-busy-calendar-form.tsx';
import { sourceStatus } from './busy-calendar-text.ts';
import { setCalendarSources, useCalendarSources } from './use-calendar-sources.ts';

export const REFRESH_FAILED = 'Could not read the calendar now. Please try again.';
export const REMOVE_FAILED = 'Could not remove the calendar. Please try again.';

interface SourceRowProps {
  source: CalendarSource;
  refreshing: boolean;
  onRefresh: () => void;
  onRemove: () => void;
}

/** One busy calendar: its name, how its last read went, Refresh and Remove. */
function SourceRow({ source, refreshing, onRefresh, onRemove }: SourceRowProps) {
  return (
    <Stack component="li" gap={4} data-source={source.id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {source.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {source.urlHint}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={refreshing}
            aria-label={`Refresh ${source.name}`}
            onClick={onRefresh}
          >
            Refresh
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={`Remove ${source.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Group>
      </Group>
      <Text
        size="sm"
        c={source.error ? 'red.8' : undefined}
        role={source.error ? 'status' : undefined}
      >
        {sourceStatus(source)}
      </Text>
    </Stack>
  );
}

/**
 * 'Busy calendars': for the manager and each leasing agent, the calendars (secret iCal
 * addresses) whose busy times block viewing slots; how each last read went, Refresh and
 * Remove (asked first), and a form to add one.
 */
export function BusyCalendars() {
  const { data: people, isLoading: loading, refetch } = useCalendarSources();
  const reload = () => void refetch();
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CalendarSource | null>(null);
  const [working, setWorking] = useState(false);
  const shown = useRef<CalendarSource | null>(null);
  if (removing) shown.current = removing;

  const change = (
    edit: (sources: CalendarSource[], person: CalendarSourceOwner) => CalendarSource[],
  ) => {
    if (people)
      setCalendarSources(
        people.map((person) => ({ ...person, sources: edit(person.sources, person) })),
      );
  };

  const refresh = async (source: CalendarSource) => {
    setRefreshing(source.id);
    const result = await refreshCalendarSource({ params: { id: source.id } });
    setRefreshing(null);
    if (result.status === 200) {
      const read = result.body;
      change((sources) => sources.map((s) => (s.id === read.id ? read : s)));
      return;
    }
    showApiError(result, REFRESH_FAILED);
    if (result.status === 404) reload();
  };

  const remove = async (source: CalendarSource) => {
    setWorking(true);
    const result = await deleteCalendarSource({ params: { id: source.id } });
    setWorking(false);
    if (result.status !== 200 && result.status !== 404) {
      showApiError(result, REMOVE_FAILED);
      return;
    }
    change((sources) => sources.filter((s) => s.id !== source.id));
    setRemoving(null);
    notifySuccess('Calendar removed');
  };

  const added = (source: CalendarSource) => {
    change((sources, person) =>
      person.leasingAgentId === source.leasingAgentId ? [...sources, source] : sources,
    );
    if (source.error) showApiError(null, `Added, but it could not be read: ${source.error}`);
    else notifySuccess('Calendar added');
  };

  const last = shown.current;
  return (
    <Stack gap="sm" component="section" aria-labelledby="busy-calendars-title">
      <Title order={2} size="h3" id="busy-calendars-title">
        Busy calendars
      </Title>
      <Text size="sm" c="dimmed">
        Connect the calendars you and your agents already use: their busy times are never offered as
        viewing times. Porchlight reads them every 15 minutes. If a calendar cannot be read, its
        last good copy stays in use.
      </Text>
      {!people && <LoadState what="Busy calendars" loading={loading} onRetry={reload} />}
      {people && (
        <>
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Busy calendars by person"
          >
            {people.map((person) => (
              <Paper
                component="li"
                withBorder
                p="md"
                radius="md"
                key={person.leasingAgentId ?? 'you'}
                data-person={person.leasingAgentId ?? 'you'}
              >
                <Text fw={600}>{person.name}</Text>
                {person.sources.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No busy calendar yet.
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" mt="xs" p={0} style={{ listStyle: 'none' }}>
                    {person.sources.map((source) => (
                      <SourceRow
                        key={source.id}
                        source={source}
                        refreshing={refreshing === source.id}
                        onRefresh={() => void refresh(source)}
                        onRemove={() => setRemoving(source)}
                      />
                    ))}
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
          <Paper withBorder p="md" radius="md">
            <AddBusyCalendarForm people={people} onAdded={added} />
          </Paper>
        </>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${last?.name ?? 'this calendar'}?`}
      >
        {last && (
          <Stack>
            <Text>
              Its busy times stop blocking viewing times at once. You can add it again later.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red" loading={working} onClick={() => void remove(last)}>
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
