import { Button, Group, Text } from '@mantine/core';
import { markViewingOutcome, type Viewing } from '@porchlight/client';
import type { ViewingOutcome } from '@porchlight/domain';
import { useState } from 'react';

export interface MarkOutcomeProps {
  viewing: Viewing;
  /** The viewing as the server has it after the marking. */
  onMarked: (viewing: Viewing) => void;
}

const BUTTONS: { outcome: ViewingOutcome; label: string }[] = [
  { outcome: 'SHOWN', label: 'Mark shown' },
  { outcome: 'NO_SHOW', label: 'No-show' },
];

/**
 * "Mark shown" / "No-show" for a viewing that has started; the current one is pressed, and
 * pressing the other changes it (a no-show's prospect is offered a new time the first time).
 */
export function MarkOutcome({ viewing, onMarked }: MarkOutcomeProps) {
  const [busy, setBusy] = useState<ViewingOutcome | null>(null);
  const [error, setError] = useState('');
  const who = viewing.lead.name ?? viewing.lead.email;

  const mark = async (outcome: ViewingOutcome) => {
    setBusy(outcome);
    setError('');
    const result = await markViewingOutcome({ params: { id: viewing.id }, body: { outcome } });
    setBusy(null);
    if (result.status === 200) onMarked(result.body);
    else if (result.status === 409) setError('This viewing has not started yet.');
    else if (result.status === 404) setError('This viewing is no longer booked.');
    else setError('It could not be saved. Please try again.');
  };

  return (
    <Group gap="xs" role="group" aria-label={`How the viewing with ${who} went`}>
      {BUTTONS.map(({ outcome, label }) => (
        <Button
          key={outcome}
          size="xs"
          variant={viewing.outcome === outcome ? 'filled' : 'default'}
          aria-pressed={viewing.outcome === outcome}
          loading={busy === outcome}
          onClick={() => void mark(outcome)}
        >
          {label}
        </Button>
      ))}
      {error && (
        <Text role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Group>
  );
}
