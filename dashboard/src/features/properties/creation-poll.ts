import {
  CREATION_EXPECTED_SECONDS,
  CREATION_POLL_MAX_ATTEMPTS,
  canPollCreationAgain,
  POLL_INTERVAL_MS,
} from '@porchlight/domain';

/** How a creation from a listing URL ended (spec section 4). */
export type PollOutcome = 'claimed' | 'timeout' | 'error' | 'aborted';

/** One check of the item: the call's status and, on 200, the item (read for its status). */
export type StatusCheck = (signal: AbortSignal) => Promise<{ status: number; body?: unknown }>;

export interface PollOptions {
  signal: AbortSignal;
  intervalMs?: number;
  maxAttempts?: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

const isClaimed = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'CLAIMED';

/**
 * Checks an imported property or unit once a second, at most 30 times, until it is
 * CLAIMED. A failed check ends the polling as 'error'; 30 checks without CLAIMED is
 * 'timeout'. Aborting (the dialog closed) ends it as 'aborted'.
 */
export async function pollUntilClaimed(
  check: StatusCheck,
  { signal, intervalMs = POLL_INTERVAL_MS, maxAttempts = CREATION_POLL_MAX_ATTEMPTS }: PollOptions,
): Promise<PollOutcome> {
  let attempts = 0;
  while (attempts < maxAttempts && canPollCreationAgain(attempts)) {
    await wait(intervalMs, signal);
    if (signal.aborted) return 'aborted';
    const result = await check(signal);
    attempts += 1;
    if (signal.aborted) return 'aborted';
    if (result.status !== 200) return 'error';
    if (isClaimed(result.body)) return 'claimed';
  }
  return 'timeout';
}

/** The texts of a creation's outcome (spec section 8); `item` is 'property' or 'unit'. */
export const creationTexts = (item: 'property' | 'unit') => {
  const Item = item === 'unit' ? 'Unit' : 'Property';
  return {
    timeout: `${Item} creation is taking longer than expected. Please check back later.`,
    pollError: `An error occurred while creating the ${item}. Please try again.`,
    importError: 'An error occurred. Please try again, or enter details manually.',
    loader: `Creating your ${item}. This may take up to ${CREATION_EXPECTED_SECONDS} seconds.`,
  };
};
