import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.mjs';

/*
 * `npm ci` is the only install (scripts/lib/ensure-deps.mjs) and refuses a lockfile out of
 * step with package.json: this says so in the test run, naming the difference, instead of
 * on the next fresh clone.
 */
const readJson = (path) => JSON.parse(readFileSync(fromRoot(path), 'utf8'));
const lock = readJson('package-lock.json');
const root = readJson('package.json');
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The dependency lists of a package.json, as the lockfile records them. */
const declared = (pkg) =>
  Object.fromEntries(KINDS.flatMap((kind) => (pkg[kind] ? [[kind, pkg[kind]]] : [])));

describe('package-lock.json', () => {
  it('is lockfile version 3, with one entry per workspace and nothing more', () => {
    expect(lock.lockfileVersion).toBe(3);
    const workspaces = Object.keys(lock.packages).filter(
      (path) => path !== '' && !path.includes('node_modules'),
    );
    expect(workspaces.sort()).toEqual([...root.workspaces].sort());
  });

  for (const path of ['', ...root.workspaces]) {
    it(`records ${path || 'the root'}'s dependencies exactly as its package.json declares them`, () => {
      const pkg = readJson(path ? `${path}/package.json` : 'package.json');
      const entry = lock.packages[path];
      expect(declared(entry ?? {})).toEqual(declared(pkg));
      expect(entry?.engines ?? null).toEqual(pkg.engines ?? null);
    });
  }

  it('resolves every dependency a workspace declares', () => {
    const missing = [];
    for (const path of ['', ...root.workspaces]) {
      const pkg = readJson(path ? `${path}/package.json` : 'package.json');
      for (const kind of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(pkg[kind] ?? {})) {
          const found =
            lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] ??
            lock.packages[`node_modules/${name}`];
          if (!found) missing.push(`${path || '.'}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
