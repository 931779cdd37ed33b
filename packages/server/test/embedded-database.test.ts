import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EmbeddedDatabase, startEmbedded } from '../src/db/embedded.ts';
import { usesPostgres } from './helpers.ts';

/** The embedded database's own thread: served on a socket, started again after a crash. */
describe.skipIf(usesPostgres)('the embedded database thread', () => {
  let dir: string;
  let embedded: EmbeddedDatabase;
  const crashes: Error[] = [];
  const query = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'porchlight-embedded-'));
    cpSync(inject('pgliteTemplate'), dir, { recursive: true });
    embedded = await startEmbedded({
      dataDir: join(dir, 'pgdata'),
      socketPath: join(dir, '.s.PGSQL.5432'),
      onCrash: (error) => crashes.push(error),
    });
  });
  afterAll(async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the database on its socket', async () => {
    await query('create table notes (body text not null)');
    await query('insert into notes values ($1)', ['kept']);
    expect(await query('select body from notes')).toEqual([{ body: 'kept' }]);
  });

  it('starts again on the same data when its thread dies, and says so', async () => {
    const dead = embedded.thread;
    await dead.terminate();
    // Until the new thread listens, a connection fails as with an unreachable server.
    let rows: unknown[] | undefined;
    for (let i = 0; i < 100 && !rows; i++) {
      rows = await query('select body from notes').catch(() => undefined);
      if (!rows) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows).toEqual([{ body: 'kept' }]);
    expect(embedded.thread).not.toBe(dead);
    expect(crashes).toHaveLength(1);
  });

  it('refuses to start on a data folder it cannot use, with the reason', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(
      startEmbedded({ dataDir: join(file, 'pgdata'), socketPath: join(dir, 'other.sock') }),
    ).rejects.toThrow();
  });
});
