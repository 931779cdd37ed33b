import { DAILY_ASSISTANT_LIMIT, DAILY_LIMIT_MESSAGE } from '@porchlight/domain';
import { HttpError } from '../../http/errors.ts';

/**
 * The writing assistant's daily limit, enforced on the server per manager and UTC calendar
 * day (the browser counts the same limit in local time, to show its overlay early).
 */
export const DAILY_RUN_LIMIT = DAILY_ASSISTANT_LIMIT;

/** Midnight UTC at the start of `now`'s day. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Whole seconds until the next UTC midnight, at least 1. */
export function secondsUntilNextUtcDay(now: Date): number {
  const next = utcDayStart(now).getTime() + 24 * 60 * 60 * 1000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** 429 DAILY_LIMIT with the spec's message and Retry-After until the next UTC day. */
export const dailyLimitReached = (now: Date) =>
  new HttpError(429, 'DAILY_LIMIT', DAILY_LIMIT_MESSAGE, undefined, {
    'retry-after': String(secondsUntilNextUtcDay(now)),
  });
