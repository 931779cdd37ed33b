/**
 * Timings and limits of the spec that several apps share.
 */
import type { UserStatus } from './enums.ts';

/** Creation, unit re-check, chat, run and demo polling all tick once a second. */
export const POLL_INTERVAL_MS = 1000;
/** Listing-import creation gives up after this many checks. */
export const CREATION_POLL_MAX_ATTEMPTS = 30;
/** What the creation loader promises. */
export const CREATION_EXPECTED_SECONDS = 15;
export const TOAST_DURATION_MS = 1500;
/** Scroll to the assistant result after this delay, or the longer one after polling. */
export const RESULT_SCROLL_DELAY_MS = 100;
export const RESULT_SCROLL_DELAY_AFTER_POLL_MS = 300;
export const CHAT_MAX_WIDTH_PX = 500;
export const CHAT_MAX_HEIGHT_PX = 1000;
export const DEMO_MOBILE_BREAKPOINT_PX = 768;
/** The welcome dialog is shown at most this many times per browser. */
export const WELCOME_DIALOG_MAX_SHOWS = 2;

/** The welcome dialog shows for a verified user who has seen it fewer than twice. */
export function shouldShowWelcomeDialog(
  status: UserStatus | string | null | undefined,
  shownCount: number | null | undefined,
): boolean {
  const count = typeof shownCount === 'number' && Number.isFinite(shownCount) ? shownCount : 0;
  return status === 'VERIFIED' && count < WELCOME_DIALOG_MAX_SHOWS;
}

/** True when creation polling may check once more after `attempts` checks. */
export function canPollCreationAgain(attempts: number): boolean {
  return attempts < CREATION_POLL_MAX_ATTEMPTS;
}
