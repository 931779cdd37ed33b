import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { run } from './run.mjs';

/**
 * Runs `vitest run` with the terminal reporter plus a JSON report, and returns the exit
 * code with the counts read from that report (so the test script can close on one
 * "N passed, N failed" line). What a test logs is shown only when it failed
 * (`--silent=passed-only`): a green run reads as its passes.
 */
export async function runVitest(name, args, env = {}) {
  const report = fromRoot('test-results', `${name}.json`);
  mkdirSync(fromRoot('test-results'), { recursive: true });
  rmSync(report, { force: true });
  const { code } = await run(
    'vitest',
    [
      'run',
      ...args,
      '--silent=passed-only',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = json.numFailedTests ?? 0;
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  return { code, counts };
}
