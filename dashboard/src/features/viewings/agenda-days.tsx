import { Stack, Title } from '@mantine/core';
import type { Viewing } from '@porchlight/client';
import { ViewingCard } from './viewing-card.tsx';
import { viewingDay } from './viewing-time.ts';

export interface AgendaDaysProps {
  viewings: readonly Viewing[];
  onOpen: (viewing: Viewing) => void;
  onChanged: (id: string, viewing: Viewing) => void;
}

/** The agenda's viewings under a heading for each day (the day at the property). */
export function AgendaDays({ viewings, onOpen, onChanged }: AgendaDaysProps) {
  const days = new Map<string, Viewing[]>();
  for (const viewing of viewings) {
    const day = viewingDay(viewing);
    days.set(day, [...(days.get(day) ?? []), viewing]);
  }
  return [...days].map(([day, items]) => (
    <Stack key={day} gap="xs" component="section" aria-label={day}>
      <Title order={2} size="h5">
        {day}
      </Title>
      {items.map((viewing) => (
        <ViewingCard
          key={viewing.id}
          viewing={viewing}
          onOpen={onOpen}
          onChanged={(next) => onChanged(viewing.id, next)}
        />
      ))}
    </Stack>
  ));
}
