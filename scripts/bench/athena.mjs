// `node scripts/bench/athena.mjs`: Athena's built-in reply on a property with 60 policies
// and a 2,000,000-character lease (see packages/server/src/ai/eval/bench.ts). Prints one
// JSON line: index build time, the longest event-loop stall while it ran, and turn p50/p95.
import { spawnSync } from 'node:child_process';
import { fromRoot } from '../lib/paths.mjs';

const run = spawnSync('npx', ['tsx', 'packages/server/src/ai/eval/bench.ts'], {
  cwd: fromRoot('.'),
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.stdout.write(run.stdout);
process.exitCode = run.status ?? 1;
