import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  /** Most hits allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so the limit holds
 * across every server process; throws 429 with Retry-After once the window is full.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = result.rows[0];
  if (!row) return;
  if (Number(row.count) > limit.max) {
    const waitMs = new Date(row.reset_at).getTime() - now.getTime();
    throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
  }
}

/** Applies several limits (e.g. per e-mail and per IP); the first one exceeded answers. */
export async function hitRateLimits(
  db: Db,
  hits: ReadonlyArray<readonly [key: string, limit: Limit]>,
  now = new Date(),
): Promise<void> {
  for (const [key, limit] of hits) await hitRateLimit(db, key, limit, now);
}
