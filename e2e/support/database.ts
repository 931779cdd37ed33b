import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { until } from './until.ts';

/**
 * The database of a server a test started, read while the server runs: to wait for the
 * server's own state (its job queue drained, an outbox row sent) instead of sleeping.
 */
export interface ServerDatabase {
  /** What the server's environment needs for this database (give it to startServer). */
  env: Record<string, string>;
  query<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Deletes what was made for it (nothing for PostgreSQL). */
  remove: () => void;
}

/**
 * One statement on a connection of its own, closed after: the test never holds a connection
 * that the server's stop (or the embedded database's) would wait for.
 */
async function queryOnce<Row extends object>(
  config: pg.ClientConfig,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL database at `url`, the server's DATABASE_URL. */
export function postgresDatabase(url: string): ServerDatabase {
  return {
    env: { DATABASE_URL: url },
    query: (text, params) => queryOnce({ connectionString: url }, text, params),
    remove: () => {},
  };
}

/**
 * The embedded database of one server start. The server serves it on a private Unix socket
 * in a folder it makes in its TMPDIR (packages/server/src/db/connection.ts); this picks that
 * TMPDIR, so the test (the same OS user) connects as the server's own pool does. One per
 * start: a server killed by SIGKILL leaves its socket folder behind.
 */
export function embeddedDatabase(): ServerDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-e2e-tmp-'));
  const socketFolder = () => {
    const folders = readdirSync(dir).filter((name) => name.startsWith('porchlight-db-'));
    if (folders.length !== 1) {
      throw new Error(`expected one embedded database socket folder in ${dir}, found ${folders}`);
    }
    return join(dir, folders[0] as string);
  };
  return {
    env: { TMPDIR: dir },
    query: (text, params) =>
      queryOnce({ host: socketFolder(), user: 'postgres', database: 'postgres' }, text, params),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * How many jobs of `task` can still do its work: waiting, due, running, or failed with
 * attempts left; with `payload`, only those whose payload holds its fields. From
 * graphile-worker's tables, as jobs/queue.ts reads them: its public view has no payload.
 */
export async function jobsLeft(
  db: ServerDatabase,
  task: string,
  payload: Record<string, string> = {},
): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    `select count(*)::int as left
       from graphile_worker._private_jobs j
       join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = $1
        and (j.attempts < j.max_attempts or j.locked_at is not null)
        and j.payload::jsonb @> $2::jsonb`,
    [task, JSON.stringify(payload)],
  );
  return row?.left ?? 0;
}

/**
 * Waits until no job of `task` (with `payload`) is left to run: then whatever that work
 * could write has been written, and a count of it is final. The explicit signal that a
 * duplicate cannot come any more, where a fixed sleep would only make one unlikely.
 */
export async function noJobsLeft(
  db: ServerDatabase,
  task: string,
  payload: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<void> {
  await until(
    `no ${task} job left for ${JSON.stringify(payload)}`,
    () => jobsLeft(db, task, payload),
    (left) => left === 0,
    timeoutMs,
  );
}
