import { Alert } from '@mantine/core';
import { MOBILE_NOTICE_TEXT, MOBILE_NOTICE_TITLE } from '@porchlight/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * Remembered for the browser tab: once the notice has been shown it stays away until the
 * tab is closed (issue 31: once per session, not on every page).
 */
export const MOBILE_NOTICE_SHOWN = 'porchlight:mobileNoticeShown';

const wasShown = () => {
  try {
    return sessionStorage.getItem(MOBILE_NOTICE_SHOWN) === '1';
  } catch {
    return false;
  }
};

const rememberShown = () => {
  try {
    sessionStorage.setItem(MOBILE_NOTICE_SHOWN, '1');
  } catch {
    // Storage refused (private mode): the notice still goes when dismissed or left.
  }
};

/**
 * The desktop-first notice shown on phones and tablets (spec section 1), once per session:
 * on the first page opened in the tab, until it is dismissed or the manager goes to another
 * page. It is pinned to the bottom edge (the signed-in shell's fixed header would cover it at
 * the top) and stays under every dialog (Mantine's modals sit at z-index 200), so it never
 * hides a dialog's buttons.
 */
export function MobileNotice() {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [gone, setGone] = useState(wasShown);
  const visible = mobile && !gone && pathname === firstPath;

  useEffect(() => {
    if (visible) rememberShown();
  }, [visible]);
  // Going to another page ends the notice for the session, whether or not it was read.
  useEffect(() => {
    if (pathname !== firstPath) setGone(true);
  }, [pathname, firstPath]);

  if (!visible) return null;
  return (
    <Alert
      color="yellow"
      radius={0}
      title={MOBILE_NOTICE_TITLE}
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss notice"
      onClose={() => setGone(true)}
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 150 }}
    >
      {MOBILE_NOTICE_TEXT}
    </Alert>
  );
}
