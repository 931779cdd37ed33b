import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { migrateJobs } from '../src/jobs/runner.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const quietLog = {
  debug() {},
  info() {},
  warn() {},
  error: console.error,
} as unknown as Parameters<typeof migrateJobs>[1];

/**
 * Creates one migrated PGlite database for the whole run; each test file copies it
 * (≈0.3 s) instead of running initdb and the migrations again (≈4 s).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-template-'));
  const database = await openDatabase({ dataDir: dir, poolSize: 2 });
  await runMigrations(database.pool);
  await migrateJobs(database.pool, quietLog);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
