import type { LeadRow } from '@porchlight/client';
import { LeadConversationModal } from './lead-conversation-modal.tsx';
import type { LeadDialog } from './lead-table-row.tsx';
import { PhoneCallsModal } from './phone-calls-modal.tsx';
import { TenantDetailsModal } from './tenant-details-modal.tsx';

export interface LeadDialogsProps {
  row: LeadRow | null;
  dialog: LeadDialog | null;
  onClose: () => void;
}

/** Tenant Details, Conversation and Phone Calls for the chosen lead. */
export default function LeadDialogs({ row, dialog, onClose }: LeadDialogsProps) {
  return (
    <>
      <TenantDetailsModal row={row} opened={dialog === 'details'} onClose={onClose} />
      <LeadConversationModal row={row} opened={dialog === 'conversation'} onClose={onClose} />
      <PhoneCallsModal row={row} opened={dialog === 'calls'} onClose={onClose} />
    </>
  );
}
