import { isMobileUserAgent } from '@porchlight/domain';
import { useEffect, useState } from 'react';

const check = () => typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);

/**
 * True on an Android or iOS browser (spec section 1). Re-checked whenever the window is
 * resized, as the spec asks (a desktop browser's device emulation changes the agent).
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(check);
  useEffect(() => {
    const onResize = () => setMobile(check());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
