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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
