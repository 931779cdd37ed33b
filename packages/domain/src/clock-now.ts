/**
 * The current time as the server's scheduled work sees it: the real time moved by an
 * offset. Reminders, the follow-ups after a viewing and the expiry of viewing links read
 * it, so a rehearsal or a test can jump a day ahead without waiting one (the server sets
 * the offset from CLOCK_OFFSET_MS at startup). Everything else keeps the real time.
 */
let offsetMs = 0;

/** Now, moved by the clock's offset. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock `ms` ahead of the real time (negative: behind); 0 puts it back. */
export function setClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new RangeError('The clock offset must be a finite number.');
  offsetMs = Math.trunc(ms);
}

/** How far the clock is moved from the real time, in milliseconds. */
export function clockOffset(): number {
  return offsetMs;
}
