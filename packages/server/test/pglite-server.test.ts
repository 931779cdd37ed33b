import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servePglite } from '../src/db/pglite-server.ts';
import { usesPostgres } from './helpers.ts';

/** The embedded database's socket server, on this thread so its writes can be counted. */
describe.skipIf(usesPostgres)('the embedded database socket server', () => {
  let dir: string;
  let db: PGlite;
  let server: { stop(): Promise<void> };
  let client: pg.Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'porchlight-socket-'));
    db = await PGlite.create();
    server = await servePglite(db, join(dir, '.s.PGSQL.5432'));
    client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('create table notes (id int primary key, body text not null)');
  });
  afterAll(async () => {
    await client.end();
    await server.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The server's socket writes while `run` runs (the client's own writes left out). */
  async function serverWrites(run: () => Promise<unknown>): Promise<number> {
    const own = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    const write = vi.spyOn(Socket.prototype, 'write');
    try {
      await run();
      return write.mock.contexts.filter((socket) => socket !== own).length;
    } finally {
      write.mockRestore();
    }
  }

  it("answers a query's Parse, Bind, Describe, Execute and Sync in one write", async () => {
    const insert = { text: 'insert into notes values ($1, $2) returning body', values: [1, 'one'] };
    expect(await serverWrites(() => client.query(insert))).toBe(1);
    const named = { name: 'read-note', text: 'select body from notes where id = $1', values: [1] };
    expect(await serverWrites(() => client.query(named))).toBe(1);
    // Prepared already: Bind, Describe, Execute, Sync.
    const again = await client.query(named);
    expect(again.rows).toEqual([{ body: 'one' }]);
    expect(await serverWrites(() => client.query(named))).toBe(1);
  });

  it('answers a failing query whole, and the connection goes on', async () => {
    const duplicate = { text: 'insert into notes values ($1, $2)', values: [1, 'again'] };
    await expect(client.query(duplicate)).rejects.toThrow(/duplicate key/);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it("keeps each connection's answers its own when many query at once", async () => {
    const pool = new pg.Pool({
      host: dir,
      port: 5432,
      user: 'postgres',
      database: 'postgres',
      max: 5,
    });
    try {
      const asked = Array.from({ length: 100 }, (_, i) => ({ i, j: i * 7 }));
      const answers = await Promise.all(
        asked.map(({ i, j }) =>
          pool.query('select $1::int as i, $2::int as j', [i, j]).then((r) => r.rows[0]),
        ),
      );
      expect(answers).toEqual(asked);
      expect(pool.totalCount).toBe(5);
    } finally {
      await pool.end();
    }
  });
});
