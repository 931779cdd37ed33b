import { Alert } from '@mantine/core';
import { MOBILE_NOTICE_TEXT, MOBILE_NOTICE_TITLE } from '@porchlight/domain';
import { useState } from 'react';
import { useIsMobile } from './use-is-mobile.ts';

/** Remembered for the browser tab: a dismissed notice stays away until the tab is closed. */
const DISMISSED = 'porchlight:mobileNoticeDismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
};

/**
 * The desktop-first notice shown on phones and tablets (spec section 1). It is pinned to the
 * bottom edge (the signed-in shell's fixed header would cover it at the top), stays under
 * every dialog (Mantine's modals sit at z-index 200), and can be dismissed, so it never hides
 * a dialog's buttons or the end of a page.
 */
export function MobileNotice() {
  const mobile = useIsMobile();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!mobile || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
    setDismissed(true);
  };
  return (
    <Alert
      color="yellow"
      radius={0}
      title={MOBILE_NOTICE_TITLE}
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss notice"
      onClose={dismiss}
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 150 }}
    >
      {MOBILE_NOTICE_TEXT}
    </Alert>
  );
}
