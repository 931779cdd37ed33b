import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { rateLimits } from '../src/db/schema/index.ts';
import { statementName } from '../src/db/statement-names.ts';
import { openTestDatabase } from './helpers.ts';

describe('the database connection', () => {
  let dir: string;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'porchlight-db-'));
    ({ database, dispose } = await openTestDatabase(dir));
  });
  afterAll(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers hundreds of concurrent queries of different shapes correctly', async () => {
    // Different statements with different parameter counts: interleaved protocol messages
    // from two connections would bind one query's values to another's statement.
    const queries = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? { text: 'select $1::int as v', values: [i], expected: i }
        : i % 3 === 1
          ? { text: 'select $1::int + $2::int as v', values: [i, 5], expected: i + 5 }
          : {
              text: 'select length($1::text) + $2::int * $3::int as v',
              values: ['abc', i, 2],
              expected: 3 + i * 2,
            },
    );
    const results = await Promise.all(queries.map((q) => database.pool.query(q.text, q.values)));
    for (const [i, result] of results.entries())
      expect(result.rows[0].v).toBe(queries[i]?.expected);
  });

  it('keeps concurrent transactions whole: a rolled-back one leaves nothing, committed ones all land', async () => {
    const work = Array.from({ length: 20 }, (_, i) =>
      database.db
        .transaction(async (tx) => {
          await tx.insert(rateLimits).values({ key: `tx-${i}`, count: i, resetAt: new Date() });
          await tx.execute(sql`select pg_sleep(0.001)`);
          if (i % 2 === 1) throw new Error('roll back');
        })
        .catch(() => 'rolled back'),
    );
    await Promise.all(work);
    const rows = await database.db.select().from(rateLimits);
    const keys = rows.map((row) => row.key).filter((key) => key.startsWith('tx-'));
    expect(keys.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `tx-${i * 2}`).sort());
  });

  it('prepares a statement with parameters once per connection, and keeps no parameterless one', async () => {
    const text = 'select $1::int * 2 as v';
    const client = await database.pool.connect();
    try {
      for (const n of [1, 2, 3]) expect((await client.query(text, [n])).rows[0].v).toBe(n * 2);
      await client.query('select 1 as one');
      const { rows } = await client.query<{ name: string; statement: string }>(
        `select name, statement from pg_prepared_statements where name = $1 or statement = 'select 1 as one'`,
        [statementName(text)],
      );
      expect(rows).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      client.release();
    }
  });

  it("runs one named statement on every pooled connection at once, and one's failed bind closes nothing for the others", async () => {
    // On the embedded database every connection shares its one session: the second Parse of
    // a name is answered without the backend, and a Close of it leaves it for the others.
    const text = 'select $1::int + $2::int as v';
    const sums = await Promise.all(
      Array.from({ length: 60 }, (_, i) => database.pool.query(text, [i, 1])),
    );
    expect(sums.map((result) => result.rows[0].v)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    // A value pg cannot send fails the bind, after which pg closes the statement.
    const unsendable = {
      toPostgres: () => {
        throw new Error('cannot be sent');
      },
    };
    await expect(database.pool.query(text, [unsendable, 1])).rejects.toThrow('cannot be sent');
    const again = await Promise.all(
      Array.from({ length: 20 }, (_, i) => database.pool.query(text, [i, 2])),
    );
    expect(again.map((result) => result.rows[0].v)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });

  it('runs the migrations again without change (idempotent start-up)', async () => {
    await runMigrations(database.pool);
    await runMigrations(database.pool);
    const tables = await database.pool.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows[0].n).toBeGreaterThanOrEqual(20);
  });
});
