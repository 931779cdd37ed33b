/**
 * Mobile detection: the manager app is built for desktop and says so on phones.
 */

export const MOBILE_NOTICE_TITLE = 'You seem to be visiting us from a mobile device.';
export const MOBILE_NOTICE_TEXT = 'Please visit us on a desktop computer for the full experience.';

/** True for an Android or iOS user agent (iPhone, iPad, iPod). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return /Android|iPhone|iPad|iPod/i.test(userAgent ?? '');
}
