// graphile-worker's private tables (`_private_jobs`, `_private_tasks`, …) are not its
// interface: a release may change them without notice. The product reaches them from one
// file, packages/server/src/jobs/queue.ts, which checks at start that the columns it relies
// on are there (checkJobTables). Tests may look inside the queue (that is what some of them
// check, and a release that changes it fails them loudly); the product's code may not.
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { root } from '../lib/paths.mjs';

const THE_ONE_FILE = 'packages/server/src/jobs/queue.ts';

/** Tests, their fixtures and support, and the end-to-end journeys: allowed to look inside. */
const isTest = (path) =>
  /\.(test|e2e)\.[cm]?[jt]sx?$/.test(path) ||
  path.startsWith('e2e/') ||
  /^packages\/[^/]+\/test\//.test(path);

it('leaves graphile-worker’s private tables to jobs/queue.ts in the product’s code', () => {
  // Every tracked or new file naming one, by git (node_modules and builds are ignored).
  const hits = execFileSync('git', ['grep', '-l', '--untracked', '-e', '_private_', '--', '.'], {
    cwd: root,
  })
    .toString()
    .split('\n')
    .filter(Boolean);
  expect(hits).toContain(THE_ONE_FILE);
  const elsewhere = hits.filter(
    (path) => path !== THE_ONE_FILE && !isTest(path) && !path.endsWith('.md'),
  );
  expect(elsewhere).toEqual([]);
});
