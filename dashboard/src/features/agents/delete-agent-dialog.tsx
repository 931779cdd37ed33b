import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { deleteLeasingAgent, type LeasingAgent } from '@porchlight/client';
import { useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export interface DeleteAgentDialogProps {
  /** The agent to delete; null keeps the dialog closed. */
  agent: LeasingAgent | null;
  onClose: () => void;
  onDeleted: (agent: LeasingAgent) => void;
}

/** Asks before deleting a leasing agent, with the spec's question and toasts. */
export function DeleteAgentDialog({ agent, onClose, onDeleted }: DeleteAgentDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!agent) return;
    setDeleting(true);
    const result = await deleteLeasingAgent({ params: { id: agent.id } });
    setDeleting(false);
    if (result.status === 200) {
      notifySuccess('Leasing agent deleted successfully');
      onDeleted(agent);
      onClose();
    } else {
      showApiError(
        result,
        result.status === 0 ? 'An error occurred while deleting' : 'Failed to delete leasing agent',
      );
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={agent !== null}
      onClose={onClose}
      title="Delete Leasing Agent"
    >
      <Stack>
        <Text>Are you sure you want to delete this leasing agent? This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={confirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
