import { Modal } from '@mantine/core';
import {
  type Conversation,
  getPropertyInterestConversation,
  type LeadRow,
} from '@porchlight/client';
import { showApiError } from '../../shell/api-error.ts';
import { useResource } from '../../shell/use-resource.ts';
import { ConversationMessages } from '../conversations/conversation-messages.tsx';
import { leadName } from './lead-columns.ts';

export interface LeadConversationModalProps {
  row: LeadRow | null;
  opened: boolean;
  onClose: () => void;
}

const EMPTY: Conversation['messages'] = [];

/** The Conversation dialog: the lead's chat about the property, read as the manager. */
export function LeadConversationModal({ row, opened, onClose }: LeadConversationModalProps) {
  const key = opened && row ? `lead-conversation:${row.tenantPropertyInterest.id}` : null;
  const conversation = useResource(key, async (signal) => {
    if (!row) return undefined;
    const result = await getPropertyInterestConversation(
      {
        params: { propertyId: row.property.id },
        query: { tenantId: row.potentialTenant.id },
      },
      { signal },
    );
    if (result.status === 200) return result.body.messages;
    // A lead that never chatted (forwarded by e-mail) has no conversation yet.
    if (result.status === 404) return EMPTY;
    if (!signal.aborted) showApiError(result);
    return EMPTY;
  });
  return (
    <Modal
      opened={opened && row !== null}
      onClose={onClose}
      title={row ? `Conversation with ${leadName(row)}` : 'Conversation'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ConversationMessages
        messages={conversation.loading ? undefined : conversation.data}
        userLabel="Prospect"
      />
    </Modal>
  );
}
