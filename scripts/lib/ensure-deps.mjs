import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from './paths.mjs';
import { formatDuration, npm, run } from './run.mjs';

/** Written into node_modules once an install has finished: what it was made from. */
export const STAMP = '.porchlight-install.json';

const lockHash = (root) => {
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : null;
};

const nodeMajor = (version = process.versions.node) => Number(version.split('.')[0]);

/**
 * Why node_modules under `root` needs an install, or undefined when it is the finished
 * install of this lockfile on this Node major. Only a finished install leaves the stamp, so
 * one cut off half-way, one made by hand (`npm install` without the project's script), one
 * of another lockfile or of another Node are each done again rather than built on.
 */
export function installReason(root = fromRoot(), node = process.versions.node) {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(root, 'node_modules', STAMP), 'utf8'));
  } catch {
    return 'node_modules is not a finished install of this project';
  }
  if (stamp.lock !== lockHash(root)) return 'package-lock.json changed since the last install';
  if (stamp.node !== nodeMajor(node)) {
    return `node_modules was installed with Node ${stamp.node}, this is Node ${nodeMajor(node)}`;
  }
  return undefined;
}

/**
 * What `npm ci` is run with: exactly the lockfile, and the build's tools too whatever
 * NODE_ENV says (with NODE_ENV=production npm would leave out devDependencies, and the
 * build, which needs esbuild, vite and rollup, could not run).
 */
export const CI_ARGS = ['ci', '--include=dev', '--no-audit', '--no-fund'];

/** Marks the install under `root` finished, for this lockfile and this Node. */
export function stampInstall(root = fromRoot(), node = process.versions.node) {
  writeFileSync(
    join(root, 'node_modules', STAMP),
    `${JSON.stringify({ lock: lockHash(root), node: nodeMajor(node), at: new Date().toISOString() })}\n`,
  );
}

/**
 * Installs dependencies unless node_modules is the finished install of this lockfile on this
 * Node (installReason), with `npm ci` (CI_ARGS). The stamp goes first, so an install cut off
 * half-way is never taken for a finished one. Silent when there is nothing to do. Throws
 * when the install fails (a lockfile out of step with package.json among the reasons:
 * `npm install` there, and commit the lockfile it writes).
 */
export async function ensureDeps() {
  const reason = installReason();
  if (!reason) return;
  const started = performance.now();
  console.log(`deps: ${reason}; running npm ci`);
  rmSync(fromRoot('node_modules', STAMP), { force: true });
  const { code } = await run(npm, CI_ARGS);
  if (code !== 0) throw new Error(`npm ci failed (exit code ${code})`);
  stampInstall();
  console.log(`deps: installed in ${formatDuration(performance.now() - started)}`);
}
