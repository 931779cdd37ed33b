import { Modal } from '@mantine/core';
import { getResidentConversation, type ResidentConversationItem } from '@porchlight/client';
import { showApiError } from '../../ui/api-error.ts';
import { useResource } from '../../ui/use-resource.ts';
import { ConversationMessages } from '../conversations/conversation-messages.tsx';

export interface ActivityConversationModalProps {
  item: ResidentConversationItem | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Conversation with {first} {last}': the resident's messages, 'Loading messages...' first. */
export function ActivityConversationModal({
  item,
  opened,
  onClose,
}: ActivityConversationModalProps) {
  const id = item?.conversation.id;
  const conversation = useResource(
    opened && id ? `resident-conversation:${id}` : null,
    async (signal) => {
      const result = await getResidentConversation({ params: { id: id ?? '' } }, { signal });
      if (result.status === 200) return result.body.messages;
      if (!signal.aborted) showApiError(result);
      return undefined;
    },
  );
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      title={item ? `Conversation with ${item.tenant.firstName} ${item.tenant.lastName}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ConversationMessages messages={conversation.data} userLabel="Resident" />
    </Modal>
  );
}
