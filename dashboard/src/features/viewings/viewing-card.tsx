import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { Viewing } from '@porchlight/client';
import { MarkOutcome } from './mark-outcome.tsx';
import { hasStarted, ViewingStatusBadge } from './viewing-status.tsx';
import { viewingClock } from './viewing-time.ts';

export interface ViewingCardProps {
  viewing: Viewing;
  /** Opens the viewing's details. */
  onOpen: (viewing: Viewing) => void;
  /** After it was marked shown or a no-show. */
  onChanged: (viewing: Viewing) => void;
  /** Prefix of the time, e.g. the day for viewings of past days. */
  day?: string;
}

/**
 * One viewing of the agenda: its time, prospect and place (a button opening the details),
 * whether it is confirmed or how it went, and Mark shown / No-show once it has started.
 */
export function ViewingCard({ viewing, onOpen, onChanged, day }: ViewingCardProps) {
  const who = viewing.lead.name ?? viewing.lead.email;
  const when = `${day ? `${day}, ` : ''}${viewingClock(viewing)}`;
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        p="sm"
        pb={4}
        w="100%"
        onClick={() => onOpen(viewing)}
        // Its name is what it shows (time, prospect, place), as read and as spoken.
        aria-haspopup="dialog"
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{when}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{who}</Text>
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {viewing.property.name || viewing.property.address}
          {viewing.unit ? `, ${viewing.unit.label}` : ''}
          {viewing.leasingAgent ? ` · ${viewing.leasingAgent.name}` : ''}
        </Text>
      </UnstyledButton>
      <Group px="sm" pb="sm" gap="xs" wrap="wrap">
        <ViewingStatusBadge viewing={viewing} />
        {hasStarted(viewing) && <MarkOutcome viewing={viewing} onMarked={onChanged} />}
      </Group>
    </Paper>
  );
}
