import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { migrateJobs } from '../src/jobs/runner.ts';
import { createPostgresDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On `server-pg`: the migrated PostgreSQL database each test database is copied from. */
    postgresTemplate: string;
  }
}

const quietLog = {
  debug() {},
  info() {},
  warn() {},
  error: console.error,
} as unknown as Parameters<typeof migrateJobs>[1];

/** Runs the app's and the job queue's migrations on a database, then closes it. */
async function migrate(
  options: Omit<Parameters<typeof openDatabase>[0], 'poolSize'>,
): Promise<void> {
  const database = await openDatabase({ ...options, poolSize: 2 });
  await runMigrations(database.pool);
  await migrateJobs(database.pool, quietLog);
  await database.close();
}

/**
 * Creates one migrated PGlite database for the whole run; each test file copies it
 * (≈0.3 s) instead of running initdb and the migrations again (≈4 s). On `server-pg`,
 * a migrated PostgreSQL database too, which each test database is created from
 * (`create database … template`, ≈0.1 s instead of ≈1 s of migrations).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-template-'));
  await migrate({ dataDir: dir });
  project.provide('pgliteTemplate', dir);
  if (project.config.env?.PORCHLIGHT_TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL) {
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const template = await createPostgresDatabase('porchlight_template');
  await migrate({ databaseUrl: template.url, dataDir: dir });
  project.provide('postgresTemplate', template.name);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template.drop();
  };
}
