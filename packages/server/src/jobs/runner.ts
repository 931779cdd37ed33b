import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Logger as GraphileLogger,
  Logger,
  type Runner,
  run,
  runMigrations,
} from 'graphile-worker';
import type pg from 'pg';
import { databaseUnavailable } from '../db/unavailable.ts';

export type TaskHandler = (payload: unknown, helpers: { attempts: number }) => Promise<void>;
export type TaskList = Record<string, TaskHandler>;

/** Routes graphile-worker's log lines into the app's logger. */
function bridgeLogger(log: FastifyBaseLogger): GraphileLogger {
  return new Logger(() => (level, message, meta) => {
    const fields = { scope: 'jobs', ...(meta ?? {}) };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

/** Creates the job tables (idempotent, locked by graphile-worker itself). */
export async function migrateJobs(pool: pg.Pool, log: FastifyBaseLogger): Promise<void> {
  await runMigrations({ pgPool: pool, logger: bridgeLogger(log) });
}

/**
 * Frees jobs held by workers that died (a SIGKILL, a crash): graphile-worker would only
 * retake them after four hours. On the embedded database every lock at start is a dead
 * process's (it serves one process); on PostgreSQL, locks older than `staleMinutes` are
 * (no job runs that long), so a restarted or surviving process re-runs them once.
 */
export async function recoverStaleJobs(
  pool: pg.Pool,
  kind: 'pglite' | 'postgres',
  staleMinutes = 15,
): Promise<number> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `select distinct locked_by from graphile_worker._private_jobs
      where locked_by is not null and ($1 or locked_at < now() - make_interval(mins => $2))`,
    [kind === 'pglite', staleMinutes],
  );
  const workers = rows.map((row) => row.locked_by);
  if (workers.length > 0) {
    await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [workers]);
  }
  return workers.length;
}

/** A job that failed on an unreachable database looks again after 0.25 s, 0.5 s, … up to 5 s. */
const OUTAGE_FIRST_LOOK_MS = 250;
const OUTAGE_LONGEST_WAIT_MS = 5_000;

/**
 * Runs one task. When it failed because the database is unreachable, the failure is given
 * back only once the database answers again: graphile-worker records a job's outcome
 * without waiting on the write, so one made during the outage is lost (an unhandled
 * rejection) and leaves the job locked for four hours. Recorded after the outage, the
 * attempt fails normally and the job is retried with its usual backoff.
 */
export async function runTask(
  handler: TaskHandler,
  payload: unknown,
  attempts: number,
  ping: () => Promise<unknown>,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await handler(payload, { attempts });
  } catch (error) {
    if (!databaseUnavailable(error)) throw error;
    // Any answer but "unreachable" ends the wait; so does the runner stopping.
    const answers = () =>
      ping().then(
        () => true,
        (pingError: unknown) => !databaseUnavailable(pingError),
      );
    for (let wait = OUTAGE_FIRST_LOOK_MS; ; wait = Math.min(wait * 2, OUTAGE_LONGEST_WAIT_MS)) {
      await sleep(wait, undefined, signal ? { signal } : {}).catch(() => {});
      if (signal?.aborted || (await answers())) break;
    }
    throw error;
  }
}

/**
 * Starts the worker. Jobs live in PostgreSQL (graphile-worker): they survive restarts, retry
 * with exponential backoff, and each runs once even with several server processes.
 */
export async function startJobRunner(
  pool: pg.Pool,
  tasks: TaskList,
  log: FastifyBaseLogger,
  settings: { concurrency: number; pollIntervalMs: number },
): Promise<Runner> {
  return run({
    pgPool: pool,
    concurrency: settings.concurrency,
    noHandleSignals: true,
    pollInterval: settings.pollIntervalMs,
    noPreparedStatements: true,
    logger: bridgeLogger(log),
    taskList: Object.fromEntries(
      Object.entries(tasks).map(([name, handler]) => [
        name,
        (payload: unknown, helpers: { job: { attempts: number }; abortSignal?: AbortSignal }) =>
          runTask(
            handler,
            payload,
            helpers.job.attempts,
            () => pool.query('select 1'),
            helpers.abortSignal,
          ),
      ]),
    ),
  });
}
