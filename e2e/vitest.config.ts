import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: `node scripts/test.mjs --only e2e` builds what is stale, finds a Chromium
 * and runs this config with CHROME_PATH set. Two files at a time (more on a larger
 * machine): each starts its own server and browser, and spends much of its time waiting on
 * them: on a quiet 2-core machine two at once take 2 min 38 s where one after another
 * took 4 min 40 s (2026-11-26).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    // Server logs are shown under the test that failed, not between the results.
    setupFiles: ['./support/quiet-logs.ts'],
    // One first start migrates the embedded database; later starts copy it.
    globalSetup: ['./support/global-setup.ts'],
    // Upper bounds, not speeds: a fault test starts the server two or three times, and a
    // first start migrates the embedded database, slow on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
  },
});
