/**
 * Polls `read` until `done` holds of what it answers, and resolves with that value; fails
 * after `timeoutMs`, naming `what` and the last value seen. For a wait on a state (a reply
 * shown, a queue drained): the bound is an upper limit for a hang, never a speed.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean = Boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const seen = JSON.stringify(value)?.slice(0, SEEN_MAX);
      throw new Error(`${what}: not within ${timeoutMs} ms; last seen ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Polls `read` until it answers something (not undefined), and resolves with that. */
export async function untilFound<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs?: number,
): Promise<T> {
  return (await until(what, read, (value) => value !== undefined, timeoutMs)) as T;
}

/** As much of the last value as an error shows (a list of whole mails would drown it). */
const SEEN_MAX = 2_000;

/** Between two reads: often enough not to slow a test, rarely enough not to load the server. */
const POLL_MS = 100;
