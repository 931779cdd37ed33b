import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createWebhookKey } from '@porchlight/client';
import { useState } from 'react';
import { showApiError } from '../../ui/api-error.ts';
import { CopyField } from './copy-field.tsx';

/**
 * Creates a webhook signing key after a confirmation (Cancel or Continue). The key lives only
 * in this component's state: it is shown once and gone when the page is left.
 */
export function WebhookKey() {
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [key, setKey] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    const result = await createWebhookKey();
    setCreating(false);
    if (result.status === 200) {
      setConfirming(false);
      setKey(result.body.webhookKey);
    } else {
      showApiError(result, 'Error creating webhook key. Please try again.');
    }
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          Create Webhook Key
        </Button>
      </Group>
      {key && (
        <Alert color="yellow" title="Your new webhook key">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is shown only once.</Text>
            <CopyField label="Webhook key" value={key} />
          </Stack>
        </Alert>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Create a new webhook key?"
      >
        <Stack>
          <Text>
            A new key replaces your existing keys: webhooks signed with them will no longer verify.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={creating} onClick={create}>
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
