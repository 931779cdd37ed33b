import { NativeSelect, Text } from '@mantine/core';
import { type LeasingAgent, reassignViewing, type Viewing } from '@porchlight/client';
import { useState } from 'react';
import { notifySuccess } from '../../ui/api-error.ts';

export interface ShownBySelectProps {
  viewing: Viewing;
  agents: readonly LeasingAgent[];
  /** The viewing as the server has it after the change. */
  onChanged: (viewing: Viewing) => void;
}

/** The person who shows the viewing: one of the leasing agents, or the manager ('You'). */
export function ShownBySelect({ viewing, agents, onChanged }: ShownBySelectProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const current = viewing.leasingAgent?.id ?? '';
  // An agent removed since is still named, so the select never shows the wrong person.
  const listed = agents.some((a) => a.id === current);

  const change = async (value: string) => {
    if (value === current) return;
    setSaving(true);
    setError('');
    const result = await reassignViewing({
      params: { id: viewing.id },
      body: { leasingAgentId: value || null },
    });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Viewing reassigned; they and the prospect were told');
      onChanged(result.body);
    } else if (result.status === 409) {
      setError('They are booked or busy at that time. Choose someone else.');
    } else {
      setError('Who shows it could not be changed. Please try again later.');
    }
  };

  return (
    <div>
      <NativeSelect
        label="Shown by"
        value={current}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.value)}
        data={[
          { value: '', label: 'You (the manager)' },
          ...(current && !listed && viewing.leasingAgent
            ? [{ value: current, label: viewing.leasingAgent.name }]
            : []),
          ...agents.map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}`.trim() })),
        ]}
      />
      {error && (
        <Text role="alert" size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
