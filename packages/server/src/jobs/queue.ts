/**
 * The one file that reaches into graphile-worker's private tables (`_private_jobs`,
 * `_private_tasks`), for speed where its public functions cost a prospect's wait; the
 * columns it relies on are checked when the server starts (checkJobTables), so a release
 * that changes them stops the server with a clear message instead of failing quietly.
 */
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/connection.ts';

/**
 * The channel that names each new job's task, so that only the lane that runs it wakes
 * (jobs/runner.ts): graphile-worker's own notice says only that some job was added.
 */
export const JOB_ADDED_CHANNEL = 'porchlight_job_added';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** Attempts before the job is given up (graphile-worker backs off exponentially between them). */
  maxAttempts?: number;
  /** At most one pending job per key: a newer enqueue replaces the older one. */
  jobKey?: string;
  /** 'preserve_run_at': a newer enqueue with the same key keeps the pending job's time. */
  jobKeyMode?: 'replace' | 'preserve_run_at';
}

/**
 * Adds a durable job. Pass the transaction that writes the rows the job is about, so that
 * the job exists if and only if they do (a crash between the two cannot lose or orphan it).
 * The same statement announces its task (delivered at commit, when the job can be taken).
 */
export async function enqueue(
  db: Pick<Db, 'execute'>,
  task: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.execute(jobSql(task, payload, options));
}

/**
 * `enqueue`'s statement, for a writer that adds the job within a statement of its own (a
 * CTE): one round trip instead of two.
 */
export const jobSql = (
  task: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): SQL => sql`select graphile_worker.add_job(
    ${task},
    ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? 12}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => ${options.jobKeyMode ?? 'replace'}::text
  ), pg_notify(${JOB_ADDED_CHANNEL}, ${task})`;

/**
 * A job with nothing but a task, a payload, its attempts and maybe a delay (no key, no
 * queue), as one insert into graphile-worker's jobs table instead of `add_job`, whose
 * PL/pgSQL (five statements: tasks, queues, keys, notice, insert) was the costliest step of
 * a prospect's message on the embedded database. The row is the one `add_job` makes for
 * such a job (graphile-worker 0.18's schema; job-lanes.test.ts compares the two). The
 * task's id is the one its worker pool recorded on starting (before the server takes
 * requests); a task never recorded fails the insert (task_id is required) rather than
 * losing the job. A statement of its own, or a CTE of another that passes `gate`, the
 * condition it adds. Answers the job's id. A job due now wakes its lane; one due later is
 * found by the lane's poll.
 */
export const plainJobSql = (
  task: string,
  payload: Record<string, unknown>,
  { maxAttempts, gate = sql`true`, delayMs }: { maxAttempts: number; gate?: SQL; delayMs?: number },
): SQL => sql`insert into graphile_worker._private_jobs (task_id, payload, max_attempts, run_at)
    select (select id from graphile_worker._private_tasks where identifier = ${task}),
      ${JSON.stringify(payload)}::json, ${maxAttempts}::smallint,
      now() + ${delayMs ?? 0}::int * interval '1 millisecond'
    where ${gate}
    returning id${delayMs ? sql`` : sql`, pg_notify(${JOB_ADDED_CHANNEL}, ${task})`}`;

/**
 * Makes jobs waiting for later due now and wakes their lane, but for any a worker holds
 * already (jobs given up by the one who meant to do their work itself).
 */
export const jobsDueNowSql = (jobIds: readonly string[], task: string): SQL => sql`
    with due as (
      update graphile_worker._private_jobs set run_at = now()
      where id = any(${sql.param(jobIds)}::bigint[]) and locked_at is null
      returning id
    )
    select count(*)::int as due, pg_notify(${JOB_ADDED_CHANNEL}, ${task}) from due`;

/** Deletes a job waiting for later whose work was done without it (no worker holds it). */
export const jobDoneSql = (jobId: string, gate: SQL = sql`true`): SQL => sql`
    delete from graphile_worker._private_jobs
    where id = ${jobId}::bigint and locked_at is null and ${gate}
    returning id`;

/**
 * On the embedded database at start (one process, so every waiting one was left by a
 * process that died): the jobs of these tasks that wait for a process to do their work at
 * once (never attempted, not yet due) become due now.
 */
export const leftAtOnceJobsDueSql = (tasks: readonly string[]): SQL => sql`
    update graphile_worker._private_jobs set run_at = now()
    where task_id in (select id from graphile_worker._private_tasks
        where identifier = any(${sql.param(tasks)}::text[]))
      and attempts = 0 and locked_at is null and run_at > now()
    returning id`;

/** Given-up jobs (every attempt failed) last updated more than `days` ago: deleted. */
export const oldFailedJobsSql = (days: number): SQL => sql`
    delete from graphile_worker._private_jobs
    where attempts >= max_attempts and locked_at is null
      and updated_at < now() - make_interval(days => ${days})`;

/**
 * The workers holding jobs that look abandoned: on the embedded database every lock at
 * start (it serves one process); on PostgreSQL, locks older than `staleMinutes`.
 */
export async function staleJobWorkers(
  pool: pg.Pool,
  everyLock: boolean,
  staleMinutes: number,
): Promise<string[]> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `select distinct locked_by from graphile_worker._private_jobs
      where locked_by is not null and ($1 or locked_at < now() - make_interval(mins => $2))`,
    [everyLock, staleMinutes],
  );
  return rows.map((row) => row.locked_by);
}

/** The private columns this file writes or reads, by table (graphile-worker 0.18's schema). */
export const RELIED_ON_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  _private_jobs: [
    'id',
    'task_id',
    'payload',
    'max_attempts',
    'attempts',
    'run_at',
    'locked_at',
    'locked_by',
    'updated_at',
  ],
  _private_tasks: ['id', 'identifier'],
};

/**
 * Refuses to go on when graphile-worker's tables lack a column this file relies on (a
 * release that renamed one): the server would otherwise start and lose jobs quietly.
 */
export async function checkJobTables(pool: pg.Pool, schema = 'graphile_worker'): Promise<void> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = $1 and table_name = any($2::text[])`,
    [schema, Object.keys(RELIED_ON_COLUMNS)],
  );
  const found = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  const missing = Object.entries(RELIED_ON_COLUMNS).flatMap(([table, columns]) =>
    columns.filter((column) => !found.has(`${table}.${column}`)).map((c) => `${table}.${c}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `The installed graphile-worker's tables are not the ones this version of Porchlight was written for (missing ${missing.join(', ')}). Install the graphile-worker version in package-lock.json (npm ci).`,
    );
  }
}
