import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { sendWebhookTest, type User, updateUser } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { GENERIC_ERROR, notifySuccess, showApiError } from '../../ui/api-error.ts';
import { UPDATE_USER_ERROR } from '../profile/save-user.ts';
import { deliveryResult, WebhookDeliveries } from './webhook-deliveries.tsx';
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

/** The server's sentence for a refused field (a private address, a name DNS does not know). */
const refusal = (body: unknown): string | undefined =>
  (body as { error?: { message?: string } } | null)?.error?.message;

/**
 * 'Developer Settings': where webhooks go, a test event to check it, the key that signs them,
 * and the log of recent deliveries. A URL the server refuses (private, loopback, unknown) is
 * said on the field itself, in the server's words.
 */
export function DeveloperSettings({ user, onSaved }: DeveloperSettingsProps) {
  const [url, setUrl] = useState(user.webhookURL ?? '');
  const [savedUrl, setSavedUrl] = useState(user.webhookURL ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isWebhookUrl(url)) {
      setError('Please enter a URL starting with https:// or http://.');
      return;
    }
    setSaving(true);
    const result = await updateUser({ params: { id: user.id }, body: { webhookURL: url.trim() } });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Saved!');
      setSavedUrl(result.body.webhookURL ?? '');
      onSaved(result.body);
    } else if (result.status === 400 && refusal(result.body)) {
      setError(refusal(result.body) ?? null);
    } else {
      showApiError(result, result.status === 0 ? GENERIC_ERROR : UPDATE_USER_ERROR);
    }
  };

  const sendTest = async () => {
    setTesting(true);
    const result = await sendWebhookTest();
    setTesting(false);
    if (result.status === 200) {
      const ok = result.body.status === 'DELIVERED';
      const time = result.body.durationMs === null ? '' : ` in ${result.body.durationMs} ms`;
      setTestResult({
        ok,
        text: ok
          ? `Your server received the test event${time} (HTTP ${result.body.statusCode}).`
          : `The test event was not delivered: ${deliveryResult(result.body)}`,
      });
      setReloadKey((key) => key + 1);
    } else {
      setTestResult({ ok: false, text: refusal(result.body) ?? GENERIC_ERROR });
    }
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
            description="Porchlight posts lead events here, signed with your webhook key. A property's custom ID is sent with them. Private and local addresses are refused."
            type="url"
            placeholder="https://example.com/webhooks/porchlight"
            value={url}
            error={error}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setError(null);
            }}
            // On a phone the buttons wrap below rather than squeeze the field to a sliver.
            style={{ flex: 1, minWidth: 'min(100%, 260px)' }}
          />
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button
            variant="default"
            loading={testing}
            disabled={!savedUrl}
            onClick={() => void sendTest()}
            title={savedUrl ? undefined : 'Save a webhook URL first'}
          >
            Send test event
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {testResult && (
          <Alert color={testResult.ok ? 'green' : 'red'} p="xs">
            <Text size="sm">{testResult.text}</Text>
          </Alert>
        )}
      </div>
      <Text size="sm" c="dimmed">
        Creating a webhook key invalidates any key created before.
      </Text>
      <WebhookKey />
      <WebhookDeliveries reloadKey={reloadKey} />
    </Stack>
  );
}
