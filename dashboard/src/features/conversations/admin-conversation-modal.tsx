import { Modal } from '@mantine/core';
import { adminGetConversation, type TenantPropertyInterest } from '@porchlight/client';
import { showApiError } from '../../ui/api-error.ts';
import { useResource } from '../../ui/use-resource.ts';
import { ConversationMessages } from './conversation-messages.tsx';

export interface AdminConversationModalProps {
  interest: TenantPropertyInterest | null;
  opened: boolean;
  onClose: () => void;
}

/** The 'View Conversation' dialog of the admin page: any interest's conversation. */
export function AdminConversationModal({ interest, opened, onClose }: AdminConversationModalProps) {
  const id = interest?.id;
  const conversation = useResource(
    opened && id ? `admin-conversation:${id}` : null,
    async (signal) => {
      const result = await adminGetConversation({ params: { id: id ?? '' } }, { signal });
      if (result.status === 200) return result.body.messages;
      if (result.status === 404) return [];
      if (!signal.aborted) showApiError(result);
      return [];
    },
  );
  return (
    <Modal
      opened={opened && interest !== null}
      onClose={onClose}
      title="Conversation"
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
