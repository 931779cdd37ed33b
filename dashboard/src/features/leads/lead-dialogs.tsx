import type { LeadRow } from '@porchlight/client';
import { useCallback, useState } from 'react';
import { LeadConversationModal } from './lead-conversation-modal.tsx';
import type { LeadDialog } from './lead-table-row.tsx';
import { PhoneCallsModal } from './phone-calls-modal.tsx';
import { TenantDetailsModal } from './tenant-details-modal.tsx';

/**
 * Which dialog is open for which lead. The lead stays set while a dialog closes, so its
 * content does not vanish during the closing transition.
 */
export function useLeadDialogs() {
  const [row, setRow] = useState<LeadRow | null>(null);
  const [dialog, setDialog] = useState<LeadDialog | null>(null);
  // Stable, so opening a dialog never re-renders the memoised rows.
  const open = useCallback((next: LeadRow, which: LeadDialog) => {
    setRow(next);
    setDialog(which);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  return { row, dialog, open, close };
}

export interface LeadDialogsProps {
  row: LeadRow | null;
  dialog: LeadDialog | null;
  onClose: () => void;
}

/** Tenant Details, Conversation and Phone Calls for the chosen lead. */
export function LeadDialogs({ row, dialog, onClose }: LeadDialogsProps) {
  return (
    <>
      <TenantDetailsModal row={row} opened={dialog === 'details'} onClose={onClose} />
      <LeadConversationModal row={row} opened={dialog === 'conversation'} onClose={onClose} />
      <PhoneCallsModal row={row} opened={dialog === 'calls'} onClose={onClose} />
    </>
  );
}
