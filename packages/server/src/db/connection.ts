import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbedded } from './embedded.ts';
import * as schema from './schema/index.ts';
import { PreparingClient } from './statement-names.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: everything a Db does, inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/** What a query that only reads needs: the database or any transaction. */
export type Reader = Pick<Db, 'select'>;

export interface Database {
  db: Db;
  /** The pg pool behind `db`; the job queue shares it. */
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where a dedicated connection (LISTEN) can reach the same database. */
  connectionString?: string;
  close(): Promise<void>;
}

/**
 * A dropped connection must not crash the process: an idle client's error surfaces on its
 * next query instead, where the request or job that made it handles it. Every client's
 * NOTIFY messages are re-emitted by the pool as 'notification': the embedded database has
 * one session, so a notification arrives on whichever connection ran the committing query.
 */
function guardPool(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    client.on('notification', (message) => pool.emit('notification', message));
  });
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients go back to it when their connection ends. Drizzle's
 * transaction releases its client in a `finally` that a failed BEGIN never reaches: while
 * the database goes away, each such failure would hold a pool slot for good, until no
 * request could get a connection after the outage (and closing the pool waited forever).
 * A client whose connection ended is given back (the pool drops it); its holder's own
 * release later does nothing. Only `connect()` as a promise hands clients out to holders;
 * the pool's own `query` uses the callback form and releases as it should.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('end', ended);
        release(error);
      };
      const ended = () => releaseOnce(new Error('The connection ended while checked out.'));
      client.once('end', ended);
      client.release = releaseOnce;
      return client;
    });
  }
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  /** PostgreSQL: how long a new connection may take (CONNECT_TIMEOUT_MS unless a test says). */
  connectTimeoutMs?: number;
  /** How long a request waits for a free pooled connection before it is answered "busy". */
  acquireTimeoutMs?: number;
  /** PostgreSQL: statement_timeout of every connection (0: none). */
  statementTimeoutMs?: number;
  /** PostgreSQL: idle_in_transaction_session_timeout of every connection (0: none). */
  idleInTransactionTimeoutMs?: number;
  /** The embedded database: told when its thread ended unexpectedly (it is restarted). */
  onEmbeddedCrash?: (error: Error) => void;
}

/**
 * A PostgreSQL server that does not answer (a stopped host, a lost network) fails the
 * request after this long, as a 503, instead of holding it; the same bound applies to a
 * request waiting for a free connection of a saturated pool.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the database. Both modes speak the PostgreSQL wire protocol through `pg`, so the
 * app, Drizzle and the job queue have one code path: the embedded PGlite runs on a thread of
 * its own and is served on a private Unix socket (in a 0700 temp folder, so no other local
 * user can reach it).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new ReleasingPool({
      Client: PreparingClient,
      connectionString: options.databaseUrl,
      max: options.poolSize,
      // pg-pool's one timeout bounds both a new connection and the wait for a free one.
      connectionTimeoutMillis:
        options.connectTimeoutMs ?? options.acquireTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // A runaway statement or a transaction left open cannot hold a connection for good.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.idleInTransactionTimeoutMs
        ? { idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs }
        : {}),
      // Notices a peer that vanished without closing its connections (a failed-over host).
      keepAlive: true,
    });
    guardPool(pool);
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const socketDir = mkdtempSync(join(tmpdir(), 'porchlight-db-'));
  const embedded = await startEmbedded({
    dataDir: join(options.dataDir, 'pgdata'),
    socketPath: join(socketDir, '.s.PGSQL.5432'),
    ...(options.onEmbeddedCrash ? { onCrash: options.onEmbeddedCrash } : {}),
  }).catch((error: unknown) => {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  });
  const pool = new ReleasingPool({
    Client: PreparingClient,
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: options.poolSize,
    // Connecting over the private socket is instant: this bounds the wait for a free one.
    connectionTimeoutMillis: options.acquireTimeoutMs ?? CONNECT_TIMEOUT_MS,
  });
  guardPool(pool);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    async close() {
      await pool.end();
      await embedded.stop();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
