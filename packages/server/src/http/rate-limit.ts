import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  /** Most hits allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against each key in a fixed window kept in the database, so the limits hold
 * across every server process; throws 429 with Retry-After for the first limit (in the
 * order given) whose window is full. One statement for all of them: a chat message passes
 * two limits, and each statement is a round trip on every message.
 */
export async function hitRateLimits(
  db: Db,
  hits: ReadonlyArray<readonly [key: string, limit: Limit]>,
  now = new Date(),
): Promise<void> {
  const unique = [...new Map(hits.map(([key, limit]) => [key, limit])).entries()];
  if (unique.length === 0) return;
  const at = now.toISOString();
  const rows = unique.map(
    ([key, limit]) =>
      sql`(${key}, 1, ${new Date(now.getTime() + limit.windowMs).toISOString()}::timestamptz)`,
  );
  const result = await db.execute<{ key: string; count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at) values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at}::timestamptz then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at else rate_limits.reset_at end
    returning key, count, reset_at`);
  const counted = new Map(result.rows.map((row) => [row.key, row]));
  for (const [key, limit] of unique) {
    const row = counted.get(key);
    if (row && Number(row.count) > limit.max) {
      const waitMs = new Date(row.reset_at).getTime() - now.getTime();
      throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  }
}
