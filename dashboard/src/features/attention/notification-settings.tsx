import { Card, Radio, Stack, Text, Title } from '@mantine/core';
import { type User, updateUser } from '@porchlight/client';
import { useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

type Mode = User['notificationMode'];

const CHOICES: { value: Mode; label: string; description: string }[] = [
  {
    value: 'IMMEDIATE',
    label: 'A mail for each',
    description: 'For every new lead and everything that needs you, as it happens.',
  },
  {
    value: 'DAILY_DIGEST',
    label: 'A daily digest',
    description:
      'One mail each morning at 8 listing what came in. Accessibility and accommodation requests, and emergency repairs, are always mailed at once.',
  },
];

/** How the manager hears of new leads and of what waits under Needs attention. */
export function NotificationSettings({
  user,
  onSaved,
}: {
  user: User;
  onSaved: (user: User) => void;
}) {
  const [saving, setSaving] = useState(false);
  const save = async (value: string) => {
    const mode = CHOICES.find((choice) => choice.value === value)?.value;
    if (!mode || mode === user.notificationMode) return;
    setSaving(true);
    const result = await updateUser({ params: { id: user.id }, body: { notificationMode: mode } });
    setSaving(false);
    if (result.status === 200) {
      onSaved(result.body);
      notifySuccess('Notifications saved');
    } else showApiError(result);
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="notifications-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notifications-title">
          Notifications
        </Title>
        <Radio.Group
          label="E-mail me about new leads and what needs me"
          value={user.notificationMode}
          onChange={(value) => void save(value)}
        >
          <Stack gap="xs" mt="xs">
            {CHOICES.map((choice) => (
              <Radio
                key={choice.value}
                value={choice.value}
                label={choice.label}
                description={choice.description}
                disabled={saving}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          The same events reach your webhook, if you set one under Advanced Settings.
        </Text>
      </Stack>
    </Card>
  );
}
