import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/connection.ts';
import { databaseUnavailable } from '../src/db/unavailable.ts';
import { registerErrorHandler } from '../src/http/errors.ts';
import { runTask } from '../src/jobs/runner.ts';
import { createTestApp, openTestDatabase, type TestApp } from './helpers.ts';

/**
 * What the product does while its database cannot be reached, without stopping one: a
 * loopback port where nothing listens refuses connections, and one that accepts them but
 * never answers stands for a database that hangs. The e2e suite (faults-database.e2e.ts)
 * stops and restarts a real PostgreSQL under traffic.
 */

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  let refused: pg.Pool;
  beforeAll(async () => {
    refused = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' });
    refused.on('error', () => {});
  });
  afterAll(() => refused.end());

  it('recognises a refused connection, also under the query error Drizzle wraps it in', async () => {
    const direct = await refused.query('select 1').catch((error: unknown) => error);
    expect(databaseUnavailable(direct)).toMatchObject({ code: 'ECONNREFUSED' });
    const wrapped = await drizzle(refused)
      .execute(sql`select ${'a prospect wrote this'}::text`)
      .catch((error: unknown) => error);
    const cause = databaseUnavailable(wrapped);
    expect(cause).toMatchObject({ code: 'ECONNREFUSED' });
    // Only the cause is logged: the wrapper's message quotes the query and its values.
    expect(cause?.message).not.toContain('a prospect wrote this');
  });

  it('recognises a server shutting down or starting, a dropped connection, a connect timeout', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('the database system is shutting down', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated'),
      }),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Cannot use a pool after calling end on the pool'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'refused'),
    ]) {
      expect(databaseUnavailable(error), error.message).not.toBeNull();
    }
  });

  it('leaves every other error alone, even one whose message quotes the words', () => {
    const unique = withCode('duplicate key value violates unique constraint', '23505');
    const quoting = new Error('Failed query: insert … params: Connection terminated', {
      cause: unique,
    });
    for (const error of [unique, quoting, new TypeError('x is undefined'), 'text', null]) {
      expect(databaseUnavailable(error)).toBeNull();
    }
  });
});

describe('the error handler while the database is unreachable', () => {
  const app = Fastify({ logger: false });
  let refused: pg.Pool;
  beforeAll(async () => {
    refused = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' });
    refused.on('error', () => {});
    registerErrorHandler(app);
    app.get('/records', async () => drizzle(refused).execute(sql`select 1`));
    app.get('/bug', async () => {
      throw withCode('duplicate key value violates unique constraint', '23505');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await refused.end();
  });

  it('answers 503 UNAVAILABLE with Retry-After and a plain message, never the driver error', async () => {
    const response = await app.inject({ method: 'GET', url: '/records' });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const { error } = response.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/try again/i);
    expect(response.body).not.toMatch(/ECONNREFUSED|select|127\.0\.0\.1/);
  });

  it('still answers any other failure with a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });
});

describe('the PostgreSQL pool', () => {
  it('gives up on a server that accepts connections but never answers, as unavailable', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket); // holds the connection, says nothing
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-outage-'));
    const database = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing`,
      dataDir,
      poolSize: 2,
      connectTimeoutMs: 200,
    });
    try {
      const failure = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(databaseUnavailable(failure)).not.toBeNull();
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('with a checked-out connection that ends', () => {
    let dir: string;
    let database: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'porchlight-outage-'));
      ({ database, dispose } = await openTestDatabase(dir));
    });
    afterAll(async () => {
      await dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    /** Cuts the next client the pool hands out, as a database going away would. */
    const cutNextClient = () =>
      database.pool.once('acquire', (client) => {
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
      });

    it('gives a transaction whose BEGIN failed back to the pool (Drizzle never releases it)', async () => {
      cutNextClient();
      const failed = await database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .catch((error: unknown) => error);
      expect(databaseUnavailable(failed)).not.toBeNull();
      for (let i = 0; i < 50 && database.pool.totalCount !== database.pool.idleCount; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(database.pool.totalCount).toBe(database.pool.idleCount);
      // The pool still serves, and closing it does not wait for the lost client.
      const rows = await database.db.execute(sql`select 1 as one`);
      expect(rows.rows[0]).toEqual({ one: 1 });
    });

    it("ignores the holder's own release after the connection ended", async () => {
      const client = await database.pool.connect();
      const ended = new Promise((resolve) => client.once('end', resolve));
      (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
      await ended;
      expect(() => client.release()).not.toThrow();
    });
  });
});

describe('a job that fails because the database is unreachable', () => {
  const refusedError = () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');

  it('gives its failure back only once the database answers again', async () => {
    const ping = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(refusedError())
      .mockRejectedValueOnce(refusedError())
      .mockResolvedValue(undefined);
    const failure = refusedError();
    await expect(
      runTask(
        async () => {
          throw failure;
        },
        {},
        1,
        ping,
      ),
    ).rejects.toBe(failure);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('waits the same way while every connection of the pool is in use', async () => {
    const busy = () => new Error('timeout exceeded when trying to connect');
    const ping = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(busy())
      .mockResolvedValue(undefined);
    const failure = busy();
    await expect(
      runTask(
        async () => {
          throw failure;
        },
        {},
        1,
        ping,
      ),
    ).rejects.toBe(failure);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('fails at once for any other error, and stops waiting when the runner aborts', async () => {
    const ping = vi.fn<() => Promise<unknown>>().mockRejectedValue(refusedError());
    const bug = new TypeError('x is undefined');
    await expect(runTask(async () => Promise.reject(bug), {}, 1, ping)).rejects.toBe(bug);
    expect(ping).not.toHaveBeenCalled();

    const controller = new AbortController();
    const waiting = runTask(
      async () => Promise.reject(refusedError()),
      {},
      1,
      ping,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 300);
    await expect(waiting).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 while the database cannot be reached, and 200 again once it can', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const pool = t.app.database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query.bind(pool);
    const spy = vi
      .spyOn(pool, 'query')
      .mockImplementation((...args: unknown[]) =>
        args[0] === 'select 1'
          ? Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))
          : query(...args),
      );
    try {
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBeDefined();
      expect(down.json().error.code).toBe('UNAVAILABLE');
    } finally {
      spy.mockRestore();
    }
    const up = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });
  });
});
