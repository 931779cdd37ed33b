#!/usr/bin/env node
// `npm test`: dependencies → Chromium → lint → typecheck → unit tests → build (stale
// only) → browser tests. Stops at the first failing step. `--only unit|e2e|lint|typecheck|build`
// (comma-separated for several) runs just those steps, plus what they need.
import { buildStale } from './build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { runOnSupportedNode } from './lib/node-runtime.mjs';
import { formatDuration, npm, run } from './lib/run.mjs';
import { runVitest } from './lib/vitest.mjs';

// On a machine whose Node is older than the project's, the suite runs on the pinned one.
await runOnSupportedNode(import.meta.filename);

const ORDER = ['deps', 'chromium', 'lint', 'typecheck', 'unit', 'build', 'e2e'];
const NEEDS = { e2e: ['chromium', 'build'] };

function selectedSteps(argv) {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return ORDER;
  const value = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const wanted = (value ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((step) => !ORDER.includes(step) || step === 'deps');
  if (wanted.length === 0 || unknown.length > 0) {
    console.error(`test: --only takes one or more of ${ORDER.slice(1).join(', ')}`);
    process.exit(2);
  }
  const steps = new Set(['deps', ...wanted, ...wanted.flatMap((step) => NEEDS[step] ?? [])]);
  return ORDER.filter((step) => steps.has(step));
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let chromePath;

/** Runs an npm script quietly; its output is shown only when it fails. */
async function npmScript(name) {
  const { code, output } = await run(npm, ['run', name, '--silent'], { quiet: true });
  if (code !== 0) process.stderr.write(output);
  return code === 0;
}

async function vitest(name, args, env) {
  const { code, counts } = await runVitest(name, args, env);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return code === 0;
}

const STEPS = {
  deps: async () => {
    await ensureDeps();
    return true;
  },
  chromium: async () => {
    chromePath = await ensureChromium();
    return `using ${chromePath}`;
  },
  lint: () => npmScript('lint'),
  typecheck: () => npmScript('typecheck'),
  unit: () => vitest('unit', []),
  build: async () => {
    const { ok, built } = await buildStale();
    return ok && (built === 0 ? 'everything was up to date' : `${built} rebuilt`);
  },
  e2e: () => vitest('e2e', ['--config', 'e2e/vitest.config.ts'], { CHROME_PATH: chromePath }),
};

const steps = selectedSteps(process.argv.slice(2));
const started = performance.now();
for (const [i, step] of steps.entries()) {
  const stepStarted = performance.now();
  let result;
  try {
    result = await STEPS[step]();
  } catch (error) {
    console.error(`test: ${error instanceof Error ? error.message : error}`);
    result = false;
  }
  const took = formatDuration(performance.now() - stepStarted);
  if (result === false) {
    const skipped = steps.slice(i + 1);
    console.error(`test: ${step} FAILED in ${took}`);
    if (skipped.length > 0) console.error(`test: not run: ${skipped.join(', ')}`);
    if (totals.passed + totals.failed > 0) {
      console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
    }
    process.exit(1);
  }
  console.log(`test: ${step} ok in ${took}${typeof result === 'string' ? ` (${result})` : ''}`);
}
console.log(`test: all steps passed in ${formatDuration(performance.now() - started)}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
