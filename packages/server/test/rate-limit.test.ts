import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hitRateLimits } from '../src/http/rate-limit.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (key: string) =>
  (await t.app.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key}`))
    .rows[0]?.count;

/** Each call's outcome: 'ok', or the Retry-After of its 429. */
const outcomes = (calls: Promise<void>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => 'ok',
        (error: { statusCode?: number; headers?: Record<string, string> }) => {
          expect(error.statusCode).toBe(429);
          return 'refused';
        },
      ),
    ),
  );

describe('rate limits', () => {
  it('counts hits that arrive together exactly as one after another: the first max pass', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const calls = Array.from({ length: 8 }, () => hitRateLimits(t.app.db, [['together', limit]]));
    expect(await outcomes(calls)).toEqual(['ok', 'ok', 'ok', ...Array(5).fill('refused')]);
    expect(await stored('together')).toBe(8);
    // The window still holds: the next one is refused too.
    await expect(hitRateLimits(t.app.db, [['together', limit]])).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('writes hits that arrive while a count is written in one statement', async () => {
    const execute = vi.spyOn(t.app.db, 'execute');
    try {
      const limit = { max: 100, windowMs: 60_000 };
      const calls = Array.from({ length: 40 }, (_, i) =>
        hitRateLimits(t.app.db, [
          [`session:${i}`, limit],
          ['address', limit],
        ]),
      );
      expect(await outcomes(calls)).toEqual(Array(40).fill('ok'));
      // The first alone, the others together while it was written.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
    expect(await stored('address')).toBe(40);
    expect(await stored('session:39')).toBe(1);
  });

  it('refuses by the first full limit given, and a full window counts again once it ends', async () => {
    const roomy = { max: 10, windowMs: 60_000 };
    const tight = { max: 1, windowMs: 60_000 };
    await hitRateLimits(t.app.db, [
      ['roomy', roomy],
      ['tight', tight],
    ]);
    await expect(
      hitRateLimits(t.app.db, [
        ['roomy', roomy],
        ['tight', tight],
      ]),
    ).rejects.toMatchObject({ statusCode: 429 });
    await t.app.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'
      where key = 'tight'`);
    await hitRateLimits(t.app.db, [['tight', tight]]);
    expect(await stored('tight')).toBe(1);
  });
});
