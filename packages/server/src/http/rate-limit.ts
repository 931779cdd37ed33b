import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { oncePerDatabase } from '../db/prepared.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  /** Most hits allowed per window. */
  max: number;
  windowMs: number;
}

type Hit = readonly [key: string, limit: Limit];

/** What a hit's key counts once the hit is in: its place in the window, and the window's end. */
interface Counted {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit against each key in a fixed window kept in the database, so the limits hold
 * across every server process; throws 429 with Retry-After for the first limit (in the
 * order given) whose window is full.
 */
export async function hitRateLimits(db: Db, hits: readonly Hit[]): Promise<void> {
  const unique = [...new Map(hits.map(([key, limit]) => [key, limit])).entries()];
  if (unique.length === 0) return;
  const counted = await counterOf(db).count(unique);
  const now = Date.now();
  for (const [i, [, limit]] of unique.entries()) {
    const hit = counted[i];
    if (hit && hit.count > limit.max) {
      throw tooManyRequests(Math.max(1, Math.ceil((hit.resetAt.getTime() - now) / 1000)));
    }
  }
}

interface Waiting {
  hits: readonly Hit[];
  resolve: (counted: Counted[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Each database's counter: hits that arrive while a count is being written go together in
 * the next one, so a burst of chat messages costs a few statements instead of one each
 * (each is a round trip, and on the embedded database a turn of its one thread). A lone
 * hit is written at once.
 */
class Counter {
  private waiting: Waiting[] = [];
  private writing = false;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Each hit's count, in the order given. */
  count(hits: readonly Hit[]): Promise<Counted[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ hits, resolve, reject });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          const counted = await countHits(
            this.db,
            batch.flatMap((waiting) => waiting.hits),
          );
          let at = 0;
          for (const waiting of batch) {
            waiting.resolve(counted.slice(at, at + waiting.hits.length));
            at += waiting.hits.length;
          }
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

const counterOf = oncePerDatabase((db) => new Counter(db));

/**
 * Adds the hits to their keys in one statement, whatever their number (arrays, so one
 * prepared statement), and answers each hit's place in order: a key hit n times that now
 * counts c gave its hits c − n + 1 … c, as one statement per hit would have.
 */
async function countHits(db: Db, hits: readonly Hit[]): Promise<Counted[]> {
  const now = new Date();
  const perKey = new Map<string, { n: number; windowMs: number }>();
  for (const [key, limit] of hits) {
    const entry = perKey.get(key);
    if (entry) entry.n += 1;
    else perKey.set(key, { n: 1, windowMs: limit.windowMs });
  }
  const keys = [...perKey.keys()];
  const added = [...perKey.values()];
  const resets = added.map(({ windowMs }) => new Date(now.getTime() + windowMs).toISOString());
  const result = await db.execute<{ key: string; count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    select * from unnest(${sql.param(keys)}::text[], ${sql.param(added.map(({ n }) => n))}::int[],
      ${sql.param(resets)}::timestamptz[])
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz
        then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz
        then excluded.reset_at else rate_limits.reset_at end
    returning key, count, reset_at`);
  // Each key's count before these hits, and its window's end.
  const before = new Map(
    result.rows.map((row) => [
      row.key,
      { count: Number(row.count) - (perKey.get(row.key)?.n ?? 0), resetAt: new Date(row.reset_at) },
    ]),
  );
  return hits.map(([key]) => {
    const counted = before.get(key) ?? { count: 0, resetAt: now };
    counted.count += 1;
    return { ...counted };
  });
}
