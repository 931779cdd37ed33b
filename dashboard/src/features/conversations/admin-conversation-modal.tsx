import { Modal } from '@mantine/core';
import { adminGetConversation, type TenantPropertyInterest } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError, statusOf } from '../../ui/api-error.ts';
import { ConversationMessages } from './conversation-messages.tsx';

export interface AdminConversationModalProps {
  interest: TenantPropertyInterest | null;
  opened: boolean;
  onClose: () => void;
}

/** The 'View Conversation' dialog of the admin page: any interest's conversation. */
export function AdminConversationModal({ interest, opened, onClose }: AdminConversationModalProps) {
  const id = interest?.id;
  const conversation = useQuery({
    queryKey: keys.adminConversation(id ?? ''),
    queryFn: ({ signal }) => okBody(adminGetConversation({ params: { id: id ?? '' } }, { signal })),
    enabled: opened && Boolean(id),
    select: (body) => body.messages,
  });
  // No conversation yet (404) is an empty one; any other failure is said, then shown empty.
  useLoadError(conversation, (error) => {
    if (statusOf(error) !== 404) showApiError(error);
  });
  return (
    <Modal
      opened={opened && interest !== null}
      onClose={onClose}
      title="Conversation"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ConversationMessages
        messages={conversation.isError ? [] : conversation.data}
        userLabel="Prospect"
      />
    </Modal>
  );
}
