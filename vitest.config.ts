import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

const postgres: TestProjectConfiguration[] = [];
if (process.env.TEST_DATABASE_URL) {
  postgres.push({
    extends: './packages/server/vitest.config.ts',
    root: './packages/server',
    test: {
      name: 'server-pg',
      env: { PORCHLIGHT_TEST_DB: 'postgres' },
      // Athena's engine (src/ai) opens no database: its tests, the evaluation floors among
      // them, say the same on either and run once, on \`server\`.
      exclude: [...configDefaults.exclude, 'src/ai/**'],
    },
  });
} else {
  console.warn(
    '\n[porchlight] TEST_DATABASE_URL is not set: the server suite runs on PGlite only and SKIPS PostgreSQL.\n' +
      '             Set TEST_DATABASE_URL=postgres://user@host:5432/db (an account that may create databases) to run both.\n',
  );
}

/**
 * `npx vitest run` from the root runs every workspace's unit tests in one process pool.
 * Each entry is a workspace folder; its own vitest.config.ts or vite.config.ts (if any)
 * sets its environment. Browser tests live in e2e/ with their own config.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (CPUs − 1): on a 2-core machine, one worker for
    // the whole suite. A test file spends much of its time waiting (timers, sockets, the job
    // worker), so a worker per core finishes sooner (server suite: 300 s → 204 s on 2 cores).
    maxWorkers: Math.max(2, availableParallelism()),
    // Console output, the in-process server's log among it (packages/server/test/helpers.ts),
    // is shown only for a test that failed: a green run reads as its passes.
    silent: 'passed-only',
    projects: [
      'packages/*',
      'widget',
      'dashboard',
      'demo-site',
      { test: { name: 'repo', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      ...postgres,
    ],
  },
});
