import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { signOutEverywhere } from '@porchlight/client';
import { useState } from 'react';
import { logOut } from '../../session/store.ts';
import { showApiError } from '../../ui/api-error.ts';

/**
 * Ends every session of the account, on every device, after a confirmation: for a lost
 * laptop or a mailbox someone else may have read. This browser is signed out too.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    const result = await signOutEverywhere();
    setWorking(false);
    if (result.status === 200) logOut();
    else showApiError(result, 'Could not sign out everywhere. Please try again.');
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="security-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-title">
          Security
        </Title>
        <Text size="sm">
          Signed in on a device you no longer have? End every session of this account at once. You
          will sign in again with a new e-mailed link.
        </Text>
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out on every device?"
      >
        <Stack>
          <Text>Every browser signed in to this account, this one included, is signed out.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={working} onClick={confirm}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
