import { Modal } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import { LeadChat } from './lead-chat.tsx';
import { leadName } from './lead-columns.ts';

export interface LeadConversationModalProps {
  row: LeadRow | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The Conversation dialog: the lead's conversation about the property (chat, e-mail or
 * text), where the manager can step in.
 */
export function LeadConversationModal({ row, opened, onClose }: LeadConversationModalProps) {
  return (
    <Modal
      opened={opened && row !== null}
      onClose={onClose}
      title={row ? `Conversation with ${leadName(row)}` : 'Conversation'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {row && opened && (
        <LeadChat
          leadId={row.tenantPropertyInterest.id}
          prospectName={leadName(row)}
          contact={row.potentialTenant}
        />
      )}
    </Modal>
  );
}
