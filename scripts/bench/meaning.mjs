// `node scripts/bench/meaning.mjs`: the meaning ranker (packages/server/src/ai/meaning) on a
// property with 60 policies and a 2,000,000-character lease (see
// packages/server/scripts/bench-meaning.ts). Prints one JSON line: vectors.bin's load time
// and resident memory in a fresh process, the index build, and ranking p50/p95 per question.
import { spawnSync } from 'node:child_process';
import { fromRoot } from '../lib/paths.mjs';

const run = spawnSync('npx', ['tsx', 'packages/server/scripts/bench-meaning.ts'], {
  cwd: fromRoot('.'),
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.stdout.write(run.stdout);
process.exitCode = run.status ?? 1;
