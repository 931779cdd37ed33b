import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJobTables, RELIED_ON_COLUMNS } from '../src/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * jobs/queue.ts writes graphile-worker's private tables for speed; the server refuses to
 * start on a graphile-worker whose tables lack what it relies on (issue 32, item 4).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("graphile-worker's tables", () => {
  it('have every column the queue relies on, as installed', async () => {
    await expect(checkJobTables(t.database.pool)).resolves.toBeUndefined();
  });

  it('stop the start, naming what is missing, when a release renamed one', async () => {
    const pool = t.database.pool;
    await pool.query('drop schema if exists job_tables_probe cascade');
    await pool.query('create schema job_tables_probe');
    try {
      // The tables as a release might have them: one column renamed.
      const jobs = RELIED_ON_COLUMNS._private_jobs!.map((c) =>
        c === 'run_at' ? 'run_after text' : `${c} text`,
      );
      await pool.query(`create table job_tables_probe._private_jobs (${jobs.join(', ')})`);
      await pool.query('create table job_tables_probe._private_tasks (id text, identifier text)');
      await expect(checkJobTables(pool, 'job_tables_probe')).rejects.toThrow(
        /not the ones this version of Porchlight was written for \(missing _private_jobs\.run_at\)/,
      );
    } finally {
      await pool.query('drop schema job_tables_probe cascade');
    }
  });
});
