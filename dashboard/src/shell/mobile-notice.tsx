import { Alert } from '@mantine/core';
import { MOBILE_NOTICE_TEXT, MOBILE_NOTICE_TITLE } from '@porchlight/domain';
import { useIsMobile } from './use-is-mobile.ts';

/** The desktop-first notice shown on phones and tablets (spec section 1). */
export function MobileNotice() {
  const mobile = useIsMobile();
  if (!mobile) return null;
  return (
    // Pinned to the bottom edge so the signed-in shell's fixed header never covers it.
    <Alert
      color="yellow"
      radius={0}
      title={MOBILE_NOTICE_TITLE}
      role="status"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 1000 }}
    >
      {MOBILE_NOTICE_TEXT}
    </Alert>
  );
}
