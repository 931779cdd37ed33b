// `node scripts/bench/answers.mjs`: Athena's answers (packages/server/src/ai/answers) on a
// property with 60 policies and a 2,000,000-character lease (see
// packages/server/src/ai/answers/bench.ts). Prints one JSON line: the index build, the
// longest event-loop stall while it ran, and answerQuestion p50/p95 per question.
import { spawnSync } from 'node:child_process';
import { fromRoot } from '../lib/paths.mjs';

const run = spawnSync('npx', ['tsx', 'packages/server/src/ai/answers/bench.ts'], {
  cwd: fromRoot('.'),
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.stdout.write(run.stdout);
process.exitCode = run.status ?? 1;
