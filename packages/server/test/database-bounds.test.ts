import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { databaseBusy, databaseUnavailable } from '../src/db/unavailable.ts';
import {
  createManager,
  createTestApp,
  jobsSettled,
  type TestApp,
  usesPostgres,
} from './helpers.ts';

/**
 * PostgreSQL bounded: a runaway statement and a transaction left open end by themselves,
 * and a request that finds every connection in use is answered 503 "busy" with Retry-After
 * after DB_ACQUIRE_TIMEOUT_MS, distinct from "unreachable" (was: it waited without bound
 * on the embedded database, and was called unreachable on PostgreSQL).
 */
describe('a saturated pool', () => {
  let t: TestApp;
  const held: pg.PoolClient[] = [];
  beforeAll(async () => {
    // Idle job workers would borrow and return connections every 50 ms of the test default.
    t = await createTestApp({ JOB_POLL_INTERVAL_MS: '60000' });
  });
  afterAll(async () => {
    for (const client of held) client.release();
    await t.close();
  });

  it('answers 503 BUSY with Retry-After, not UNAVAILABLE, while every connection is in use', async () => {
    const manager = await createManager(t.app);
    // Jobs of the start (the first reminder sweep…) done first: a job that ended while the
    // pool is held could not record its outcome (graphile-worker does not wait on that write).
    await jobsSettled(t.app);
    const pool = t.database.pool as pg.Pool & {
      options: { max: number; connectionTimeoutMillis?: number };
    };
    // The test pools wait CONNECT_TIMEOUT_MS; this one is told to give up sooner.
    const timeout = pool.options.connectionTimeoutMillis;
    pool.options.connectionTimeoutMillis = 300;
    // Job listeners hold some connections already: take every one that is left, until the
    // pool makes us wait.
    for (;;) {
      const client = await pool.connect().catch(() => null);
      if (!client) break;
      held.push(client);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/page',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('BUSY');
    expect(response.headers['retry-after']).toBe('2');
    for (const client of held.splice(0)) client.release();
    pool.options.connectionTimeoutMillis = timeout;
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/page',
      headers: manager.headers,
    });
    expect(after.statusCode).toBe(200);
  });

  it('tells busy from unreachable', () => {
    const exhausted = new Error('timeout exceeded when trying to connect');
    expect(databaseBusy(exhausted)).toBe(true);
    expect(databaseUnavailable(exhausted)).toBeNull();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseBusy(refused)).toBe(false);
    expect(databaseUnavailable(refused)).not.toBeNull();
  });
});

describe.runIf(usesPostgres)('PostgreSQL statement and idle-in-transaction timeouts', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'porchlight-bounds-'));
    database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir,
      poolSize: 2,
      statementTimeoutMs: 200,
      idleInTransactionTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a statement that runs past DB_STATEMENT_TIMEOUT_MS, as busy', async () => {
    // Ended by the server (a 5 s sleep that ran out would not be an error at all).
    const error = await database.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
    expect(databaseBusy(error)).toBe(true);
  });

  it('ends a transaction left idle past DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', async () => {
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('select 1');
    // The server ends the session: wait for the client to notice, not for a fixed time.
    const ended = new Promise<void>((resolve) => client.once('error', () => resolve()));
    await ended;
    const error = await client.query('select 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    client.release(true);
  });
});
