import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { saveUser } from '../profile/save-user.ts';
import { WebhookKey } from './webhook-key.tsx';

export interface DeveloperSettingsProps {
  user: User;
  onSaved: (user: User) => void;
}

/** Empty (no webhooks) or an absolute http(s) URL, as the server accepts. */
export function isWebhookUrl(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const { protocol } = new URL(text.trim());
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** 'Developer Settings': where webhooks go, and the key that signs them. */
export function DeveloperSettings({ user, onSaved }: DeveloperSettingsProps) {
  const [url, setUrl] = useState(user.webhookURL ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isWebhookUrl(url)) {
      setError('Please enter a URL starting with https:// or http://.');
      return;
    }
    setSaving(true);
    const saved = await saveUser(user.id, { webhookURL: url.trim() });
    setSaving(false);
    if (saved) onSaved(saved);
  };

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Developer Settings
      </Title>
      <form onSubmit={submit} noValidate aria-label="Webhook URL">
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Webhook URL"
            description="Porchlight posts lead events here, signed with your webhook key. A property's custom ID is sent with them."
            type="url"
            placeholder="https://example.com/webhooks/porchlight"
            value={url}
            error={error}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        Creating a webhook key invalidates any key created before.
      </Text>
      <WebhookKey />
    </Stack>
  );
}
