import { Modal } from '@mantine/core';
import { getResidentConversation, type ResidentConversationItem } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError } from '../../ui/api-error.ts';
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
  const conversation = useQuery({
    queryKey: keys.residentConversation(id ?? ''),
    queryFn: ({ signal }) =>
      okBody(getResidentConversation({ params: { id: id ?? '' } }, { signal })),
    enabled: opened && Boolean(id),
    select: (body) => body.messages,
  });
  useLoadError(conversation, showApiError);
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
