import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any fixed number; every process takes this lock so only one migrates at a time. */
const MIGRATION_LOCK = 727_274_001;

/** The SQL migrations folder, found from this file whether it runs from src/ or a bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The database migrations folder (drizzle/) was not found.');
}

/** Applies pending migrations; idempotent and safe with several processes starting at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // A migration (an index on a large table) may rightly run past DB_STATEMENT_TIMEOUT_MS,
    // and waiting for another process's migration is not a runaway statement either.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}
