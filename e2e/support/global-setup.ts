import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/**
 * Starts the built server once on a new DATA_DIR, as a first `npm start` does (it creates
 * and migrates the embedded database), and stops it; every later start in the run begins
 * with a copy of that database (support/server.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-e2e-migrated-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  project.provide('migratedDatabase', join(dataDir, 'pgdata'));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
