import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: `node scripts/test.mjs --only e2e` builds what is stale, finds a Chromium
 * and runs this config with CHROME_PATH set. Files run one after another: each starts
 * its own server and browser, and two at once would only fight over 2 cores.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    // Upper bounds, not speeds: a fault test starts the server two or three times, and a
    // first start migrates the embedded database, slow on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
