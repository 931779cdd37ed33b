import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './paths.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
// Test files never reach a bundle, so editing one does not make a build stale.
const isTestFile = (name) => /\.(test|spec|e2e)\.[cm]?[jt]sx?$/.test(name);

/** The most recently modified file under the given paths (files or folders). */
export function newestFile(paths) {
  let newest = { path: undefined, mtimeMs: 0 };
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
        if (entry.isFile() && isTestFile(entry.name)) continue;
        visit(join(path, entry.name));
      }
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * Why a build is stale, or undefined when its stamp is newer than every input.
 * The stamp's mtime is the moment its build started, so an edit made during a build
 * still counts as newer.
 */
export function staleReason(inputs, stampPath) {
  if (!existsSync(stampPath)) return 'never built';
  const stamp = statSync(stampPath).mtimeMs;
  const newest = newestFile(inputs);
  if (newest.mtimeMs > stamp) return `${relative(root, newest.path)} changed`;
  return undefined;
}
