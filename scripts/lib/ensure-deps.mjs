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
 * Installs dependencies when node_modules is missing or older than package-lock.json:
 * `npm ci` (exactly the lockfile) when there is one, else `npm install`. Silent when there
 * is nothing to do. Throws when the install fails.
 */
export async function ensureDeps() {
  const reason = installReason();
  if (!reason) return;
  const started = performance.now();
  const flags = ['--no-audit', '--no-fund'];
  let command = existsSync(fromRoot('package-lock.json')) ? 'ci' : 'install';
  console.log(`deps: ${reason}; running npm ${command}`);
  // npm ci's output is kept back: when it refuses, npm install is tried and speaks instead.
  let { code, output } = await run(npm, [command, ...flags], { quiet: command === 'ci' });
  if (code !== 0 && command === 'ci') {
    // npm ci refuses a lockfile that lacks optional packages the registry does not serve
    // (some platforms' binaries); npm install settles the same versions and skips them.
    const why = output.match(/npm error (`npm ci` can only install[^\n]*|Missing: [^\n]*)/)?.[1];
    console.log(`deps: npm ci failed${why ? `: ${why}` : ` (exit code ${code})`}`);
    command = 'install';
    console.log('deps: running npm install instead');
    ({ code } = await run(npm, [command, ...flags]));
  }
  if (code !== 0) throw new Error(`npm ${command} failed (exit code ${code})`);
  // npm writes the hidden lockfile last, but make sure this check is quiet next time.
  const hidden = fromRoot('node_modules', '.package-lock.json');
  if (existsSync(hidden)) utimesSync(hidden, new Date(), new Date());
  console.log(`deps: installed in ${formatDuration(performance.now() - started)}`);
}
