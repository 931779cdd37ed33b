import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { root } from './paths.mjs';

/** PATH with the workspace's and the root's node_modules/.bin first, as `npm run` sets it. */
export function binPath(cwd = root) {
  const bins = [join(cwd, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  return [...new Set(bins), process.env.PATH ?? ''].join(delimiter);
}

/**
 * Runs a command. With `quiet`, its output is kept and returned (to be shown only when it
 * fails); otherwise it goes straight to the terminal. Resolves with the exit code: a
 * failing command is a result here, not an exception, so callers decide what it means.
 */
export function run(command, args, { cwd = root, env = {}, quiet = false, shell = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      shell,
      env: { ...process.env, PATH: binPath(cwd), ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The npm executable for this platform. */
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** '850 ms' or '12.3 s'. */
export function formatDuration(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
