/**
 * One way to tell the manager that something worked or failed: Mantine notifications for
 * 1500 ms (spec section 9) with the spec's texts, and the 'Subscription Required' modal
 * for a 402. Nothing here ever shows a raw exception.
 */
import { TOAST_DURATION_MS } from '@porchlight/domain';
import { useUi } from '../session/store.ts';

/**
 * Shows a toast. The notifications package is loaded on first use, in the same chunk as the
 * toast container (layout/lazy-notifications.tsx), so no page pays for it up front.
 */
function toast(color: 'red' | 'green', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message, autoClose: TOAST_DURATION_MS }),
  );
}

/** The spec's toast for an exception or an unnamed failure. */
export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** Title and texts of the 402 modal (spec section 8). */
export const SUBSCRIPTION_REQUIRED = {
  title: 'Subscription Required',
  text: 'You need to upgrade your subscription to create more properties and units.',
  update: 'Update Subscription',
  close: 'Close',
} as const;

/** Opens the 'Subscription Required' modal (a 402 on property or unit creation or unit save). */
export function openSubscriptionRequired(): void {
  useUi.getState().setSubscriptionRequired(true);
}

/** The HTTP status of a client result, or undefined for anything else (an exception). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** True for a 2xx client result. */
export function isOk(result: { status: number }): boolean {
  return result.status >= 200 && result.status < 300;
}

/**
 * Reports a failed call or a thrown error.
 *
 * - A client result with status 402 opens the 'Subscription Required' modal.
 * - A 401 shows nothing: the client's hook has logged the manager out already.
 * - Anything else shows `fallback` (the spec's text for that action) as a red toast; with
 *   no fallback, 'An error occurred. Please try again.'.
 */
export function showApiError(error: unknown, fallback?: string): void {
  const status = statusOf(error);
  if (status === 402) {
    openSubscriptionRequired();
    return;
  }
  if (status === 401) return;
  toast('red', fallback ?? GENERIC_ERROR);
}

/** A green toast with `text` for 1500 ms ('Saved!', 'Copied!', 'Unit deleted', ...). */
export function notifySuccess(text: string): void {
  toast('green', text);
}
