import { defineConfig } from 'vitest/config';

/**
 * Server tests run the real app in-process on a fresh database per file. The root config
 * runs this project twice when TEST_DATABASE_URL is set: `server` on PGlite and
 * `server-pg` on PostgreSQL (PORCHLIGHT_TEST_DB=postgres).
 */
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
