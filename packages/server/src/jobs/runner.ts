import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Logger as GraphileLogger,
  Logger,
  type Runner,
  run,
  runMigrations,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { DatabaseListener } from '../db/listener.ts';
import { databaseBusy, databaseUnavailable } from '../db/unavailable.ts';
import { checkJobTables, JOB_ADDED_CHANNEL, staleJobWorkers } from './queue.ts';

export interface TaskHelpers {
  /** This attempt's number, from 1. */
  attempts: number;
  /**
   * Given when the work is done at once in the process that queued it (jobs/now.ts): its
   * job, waiting to run later in case it cannot. A task that deletes it in its own last
   * write (`jobDoneSql`) answers true.
   */
  fallbackJob?: string;
}

/** A job's work; it answers true when it deleted its `fallbackJob` itself. */
export type TaskHandler = (payload: unknown, helpers: TaskHelpers) => Promise<unknown>;
export type TaskList = Record<string, TaskHandler>;

/** Routes graphile-worker's log lines into the app's logger. */
/**
 * graphile-worker 0.18 stopping while jobs it fetched wait for a worker: it starts handing
 * them back, then throws from its own bookkeeping and reports each step of the shutdown as
 * an error. The hand-back query is under way by then, and a job it misses is freed at the
 * next start (recoverStaleJobs): one warning says so, the rest is detail.
 */
const SHUTDOWN_RACE = /Cannot background something when the queue is already released/;
const SHUTDOWN_RACE_ECHO = /Errors occurred whilst deactivating queue/;

/** The level a graphile-worker message is logged at here, and its text. */
export function jobLogLevel(
  level: string,
  message: string,
): { level: 'error' | 'warn' | 'debug'; message: string } {
  if (SHUTDOWN_RACE.test(message)) {
    return {
      level: 'warn',
      message:
        'the job runner stopped with fetched jobs still waiting: they are handed back, or freed at the next start',
    };
  }
  if (SHUTDOWN_RACE_ECHO.test(message)) return { level: 'debug', message };
  if (level === 'error') return { level: 'error', message };
  if (level === 'warning') return { level: 'warn', message };
  return { level: 'debug', message };
}

function bridgeLogger(log: FastifyBaseLogger): GraphileLogger {
  return new Logger(() => (level, message, meta) => {
    const fields = { scope: 'jobs', ...(meta ?? {}) };
    const mapped = jobLogLevel(level, message);
    log[mapped.level](fields, mapped.message);
  });
}

/**
 * Creates the job tables (idempotent, locked by graphile-worker itself), then checks they
 * have what jobs/queue.ts relies on (a start with another graphile-worker stops here).
 */
export async function migrateJobs(pool: pg.Pool, log: FastifyBaseLogger): Promise<void> {
  await runMigrations({ pgPool: pool, logger: bridgeLogger(log) });
  await checkJobTables(pool);
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
  const workers = await staleJobWorkers(pool, kind === 'pglite', staleMinutes);
  if (workers.length > 0) {
    await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [workers]);
  }
  return workers.length;
}

/** A job that failed on an unreachable database looks again after 0.25 s, 0.5 s, … up to 5 s. */
const OUTAGE_FIRST_LOOK_MS = 250;
const OUTAGE_LONGEST_WAIT_MS = 5_000;

/** A failure that says nothing of the job: the database is unreachable, or every connection is in use. */
const databaseAway = (error: unknown) => databaseUnavailable(error) !== null || databaseBusy(error);

/**
 * Runs one task. When it failed because the database is unreachable, or every connection
 * of the pool is in use, the failure is given back only once the database answers again:
 * graphile-worker records a job's outcome without waiting on the write, so one made then
 * fails too (an unhandled rejection) and leaves the job locked for four hours. Recorded
 * afterwards, the attempt fails normally and the job is retried with its usual backoff.
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
    if (!databaseAway(error)) throw error;
    // An answer, or an error that is neither, ends the wait; so does the runner stopping.
    const answers = () =>
      ping().then(
        () => true,
        (pingError: unknown) => !databaseAway(pingError),
      );
    for (let wait = OUTAGE_FIRST_LOOK_MS; ; wait = Math.min(wait * 2, OUTAGE_LONGEST_WAIT_MS)) {
      await sleep(wait, undefined, signal ? { signal } : {}).catch(() => {});
      if (signal?.aborted || (await answers())) break;
    }
    throw error;
  }
}

/** A set of tasks with workers of its own, so a slow kind of job cannot hold up another. */
export interface JobLane {
  name: string;
  /** Task names this lane runs; the lane without a list runs every task no other lane names. */
  tasks?: readonly string[];
  concurrency: number;
  /** Recurring jobs this lane's runner schedules (graphile-worker's crontab format). */
  crontab?: string;
}

export interface JobRunners {
  stop(): Promise<void>;
}

/**
 * Starts one worker pool per lane. graphile-worker only fetches jobs whose task its pool
 * knows, so each lane's workers take only their own jobs: a mail server that never answers
 * holds the mail lane's workers, never the ones that write Athena's replies.
 *
 * Waking: graphile-worker wakes every pool on any new job (its notice names no task), and
 * each woken pool asks the database for a job, though only one lane can have it: three
 * statements a job where one does. So a pool ignores that notice and wakes on
 * JOB_ADDED_CHANNEL's (jobs/queue.ts), through the process's listener, for its own tasks
 * alone; what that notice does not announce (a retry's later run, a cron job) is found by
 * the pool's poll. (On the embedded database graphile-worker's notice would not even reach
 * it: a NOTIFY reaches the connection that committed it, which the listener relays.)
 */
export async function startJobRunners(
  pool: pg.Pool,
  listener: DatabaseListener,
  tasks: TaskList,
  log: FastifyBaseLogger,
  settings: { lanes: readonly JobLane[]; pollIntervalMs: number },
): Promise<JobRunners> {
  const named = new Set(settings.lanes.flatMap((lane) => lane.tasks ?? []));
  /** Wakes one idle worker of the lane that runs a task. */
  const wakeFor = new Map<string, () => void>();
  const runners: Runner[] = [];
  for (const lane of settings.lanes) {
    const laneTasks = Object.fromEntries(
      Object.entries(tasks).filter(([name]) =>
        lane.tasks ? lane.tasks.includes(name) : !named.has(name),
      ),
    );
    if (Object.keys(laneTasks).length === 0) continue;
    const events: WorkerEvents = new EventEmitter();
    events.on('pool:create', ({ workerPool }) => {
      const nudge = workerPool.nudge.bind(workerPool);
      // graphile-worker's untargeted wake-up (it calls this on its notice): ignored.
      workerPool.nudge = () => {};
      const wake = () => {
        if (workerPool._active && !workerPool._shuttingDown) nudge(1);
      };
      for (const name of Object.keys(laneTasks)) wakeFor.set(name, wake);
    });
    runners.push(
      await startJobRunner(pool, laneTasks, log, {
        concurrency: lane.concurrency,
        pollIntervalMs: settings.pollIntervalMs,
        events,
        ...(lane.crontab ? { crontab: lane.crontab } : {}),
      }),
    );
  }
  await listener.listen(JOB_ADDED_CHANNEL, (task) => wakeFor.get(task)?.());
  return {
    async stop() {
      wakeFor.clear();
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}

/**
 * Starts the worker. Jobs live in PostgreSQL (graphile-worker): they survive restarts, retry
 * with exponential backoff, and each runs once even with several server processes.
 */
export async function startJobRunner(
  pool: pg.Pool,
  tasks: TaskList,
  log: FastifyBaseLogger,
  settings: {
    concurrency: number;
    pollIntervalMs: number;
    events?: WorkerEvents;
    crontab?: string;
  },
): Promise<Runner> {
  return run({
    ...(settings.events ? { events: settings.events } : {}),
    ...(settings.crontab ? { crontab: settings.crontab } : {}),
    pgPool: pool,
    concurrency: settings.concurrency,
    noHandleSignals: true,
    pollInterval: settings.pollIntervalMs,
    // Each worker pool fetches (and locks) up to one more job than it has workers in one
    // statement, and hands them out as workers free up: under a burst of messages a job
    // costs a fraction of a fetch instead of one. (Named statements, graphile-worker's
    // default, are shared on the embedded database too: db/pglite-server.ts.)
    preset: { worker: { localQueue: { size: settings.concurrency + 1 } } },
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
