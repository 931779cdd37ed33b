// A module's SQL lives in its `*.queries.ts` (or a `*.store.ts` its README names): routes,
// services, tasks and rules call named query functions, so every module has the one shape
// docs/architecture.md gives it. The test reads each module file and flags a statement run
// outside those files: a query builder called on the database or a transaction
// (`db.select(…)`, `tx.update(…)`, `app.db.execute(…)`, …) or raw SQL (sql`…`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.mjs';

const MODULES = fromRoot('packages', 'server', 'src', 'modules');

/**
 * Files whose SQL has not moved yet, each still to go: the list only shrinks. A file that no
 * longer runs SQL must leave it (the test says so), and no other file may join it.
 */
const NOT_YET = new Set([]);

const QUERIES_FILE = /\.(queries|store)\.ts$/;
const RUNS_SQL =
  /\b(db|tx|app\.db|database)\s*\.\s*(select|insert|update|delete|execute|query)\s*[(<]|\bsql`/;

function moduleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const runningSql = moduleFiles(MODULES)
  .map((path) => relative(MODULES, path))
  .filter((path) => !QUERIES_FILE.test(path))
  .filter((path) => RUNS_SQL.test(readFileSync(join(MODULES, path), 'utf8')));

it('runs SQL in a module only from its queries files', () => {
  expect(runningSql.filter((path) => !NOT_YET.has(path))).toEqual([]);
});

it('lists as not yet moved only files that still run SQL', () => {
  expect([...NOT_YET].filter((path) => !runningSql.includes(path))).toEqual([]);
});

it('recognises a statement across lines, and a query function call as none', () => {
  expect(RUNS_SQL.test('await app.db\n    .select({ id: users.id })')).toBe(true);
  expect(RUNS_SQL.test('const [row] = await tx.update(users).set(values)')).toBe(true);
  expect(RUNS_SQL.test('where: sql`lower(email) = :email`')).toBe(true);
  expect(RUNS_SQL.test('await findUserByEmail(tx, email)')).toBe(false);
  expect(RUNS_SQL.test('await db.transaction(async (tx) => save(tx, row))')).toBe(false);
});
