/**
 * The browser's count of writing-assistant requests (spec section 3: 'assistantCalls', a
 * date and a count). It survives logout: the limit is per browser and calendar day.
 */
import { DAILY_ASSISTANT_LIMIT, type DailyCount, localDayKey } from '@porchlight/domain';

export const DAILY_COUNT_KEY = 'assistantCalls';

/** The stored counter, or null when there is none or it cannot be read. */
export function readDailyCount(): DailyCount | null {
  try {
    const raw = localStorage.getItem(DAILY_COUNT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { date, count } = parsed as Partial<DailyCount>;
    return typeof date === 'string' && typeof count === 'number' ? { date, count } : null;
  } catch {
    return null;
  }
}

export function writeDailyCount(value: DailyCount): void {
  try {
    localStorage.setItem(DAILY_COUNT_KEY, JSON.stringify(value));
  } catch {
    // Blocked storage: the server's own limit (a 429) still shows the overlay.
  }
}

/** Marks today as used up: the server refused a run with its daily limit (429). */
export function markLimitReached(now: Date = new Date()): void {
  writeDailyCount({ date: localDayKey(now), count: DAILY_ASSISTANT_LIMIT });
}

/** Milliseconds from `now` to the next local midnight. */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}
