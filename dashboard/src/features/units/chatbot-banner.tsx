import { Alert, Button, Group, Text } from '@mantine/core';
import type { Unit } from '@porchlight/client';
import { chatbotState, REENABLED_AVAILABILITY } from '@porchlight/domain';
import { useState } from 'react';
import { saveUnit } from './save-unit.ts';

export interface ChatbotBannerProps {
  unit: Unit;
  onSaved: (unit: Unit) => void;
}

/** Shown while the unit is OCCUPIED or MAINTENANCE: its chatbot is off and hidden. */
export function ChatbotBanner({ unit, onSaved }: ChatbotBannerProps) {
  const [saving, setSaving] = useState(false);
  if (chatbotState(unit.availability) === 'ENABLED') return null;
  const reenable = async () => {
    setSaving(true);
    const saved = await saveUnit(unit.id, { availability: REENABLED_AVAILABILITY });
    setSaving(false);
    if (saved) onSaved(saved);
  };
  return (
    <Alert color="orange" title="Chatbot disabled" role="status">
      <Group justify="space-between" align="center">
        <Text size="sm">
          This unit is marked {unit.availability.toLowerCase()}: its chatbot is disabled and hidden
          from tenants.
        </Text>
        <Button size="xs" color="orange" onClick={reenable} loading={saving}>
          Re-enable Chatbot
        </Button>
      </Group>
    </Alert>
  );
}
