import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on TEST_DATABASE_URL's server, with a client of its own. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on TEST_DATABASE_URL's server named `<prefix>_<random>`, a copy of
 * `template` when one is given: its name, its URL, and how to drop it.
 */
export async function createPostgresDatabase(prefix: string, template?: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
