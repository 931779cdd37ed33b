import { existsSync, statSync, utimesSync } from 'node:fs';
import { fromRoot } from './paths.mjs';
import { formatDuration, npm, run } from './run.mjs';

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : undefined);

/** Why node_modules needs an install, or undefined when it is current. */
export function installReason() {
  if (!existsSync(fromRoot('node_modules'))) return 'node_modules is missing';
  const lock = mtime(fromRoot('package-lock.json'));
  const installed = mtime(fromRoot('node_modules', '.package-lock.json'));
  if (installed === undefined) return 'node_modules was not installed by npm';
  if (lock !== undefined && lock > installed)
    return 'package-lock.json changed since the last install';
  return undefined;
}

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json, with
 * `npm ci`: exactly the lockfile, nothing re-resolved. Silent when there is nothing to do.
 * Throws when the install fails (a lockfile out of step with package.json among the
 * reasons: `npm install` there, and commit the lockfile it writes).
 */
export async function ensureDeps() {
  const reason = installReason();
  if (!reason) return;
  const started = performance.now();
  console.log(`deps: ${reason}; running npm ci`);
  const { code } = await run(npm, ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm ci failed (exit code ${code})`);
  // npm writes the hidden lockfile last, but make sure this check is quiet next time.
  const hidden = fromRoot('node_modules', '.package-lock.json');
  if (existsSync(hidden)) utimesSync(hidden, new Date(), new Date());
  console.log(`deps: installed in ${formatDuration(performance.now() - started)}`);
}
