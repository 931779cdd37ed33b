/**
 * The writing assistant's daily request limit, counted in the browser.
 */

export const DAILY_ASSISTANT_LIMIT = 20;
export const DAILY_LIMIT_TITLE = 'Daily Limit Reached';
export const DAILY_LIMIT_MESSAGE =
  "You've reached your daily limit of 20 requests. Please try again tomorrow.";

/** The stored counter: the local day it counts ('YYYY-MM-DD') and the requests made that day. */
export interface DailyCount {
  date: string;
  count: number;
}

/** The local calendar day of `now` as 'YYYY-MM-DD'. */
export function localDayKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today's count and whether the limit is reached. A counter from another day (or
 * an unreadable one) counts as 0, so the limit resets at local midnight.
 */
export function dailyLimitState(
  stored: DailyCount | null | undefined,
  now: Date = new Date(),
): { count: number; reached: boolean } {
  const sameDay = stored?.date === localDayKey(now);
  const raw = sameDay ? stored.count : 0;
  const count = Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  return { count, reached: count >= DAILY_ASSISTANT_LIMIT };
}

/** The counter to store after one more request today. */
export function recordAssistantRequest(
  stored: DailyCount | null | undefined,
  now: Date = new Date(),
): DailyCount {
  return { date: localDayKey(now), count: dailyLimitState(stored, now).count + 1 };
}
