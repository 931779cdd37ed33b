import type { LeadRow } from '@porchlight/client';
import { useCallback, useState } from 'react';
import type { LeadDialog } from './lead-table-row.tsx';

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
