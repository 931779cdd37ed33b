// The server's insides point one way (docs/architecture.md, inside the server): no two areas
// of packages/server/src (db, jobs, mail, http, ai, each modules/<feature>, …) import each
// other, directly or round a longer loop, and a module reaches another only through its
// public file, modules/<feature>/index.ts. The test reads the import graph of the server's
// source (test files left out; `import type` left out, since it is gone at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.mjs';

const SRC = fromRoot('packages', 'server', 'src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// `import …from './x.ts'`, `export … from './x.ts'`, `import './x.ts'`; not `import type`.
const RELATIVE_IMPORT =
  /^(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every value import between two files of the server, as paths relative to src/. */
function importsOf(root) {
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
      .filter(([, , typeOnly]) => !typeOnly)
      .map(([, , , source]) => ({
        from: relative(root, file),
        to: relative(root, resolve(dirname(file), source)),
      })),
  );
}

/** The area a file belongs to: modules/<feature>, `modules` (its index.ts), db, app, … */
function areaOf(path) {
  const [top, second, ...rest] = path.split('/');
  if (top === 'modules') return rest.length > 0 ? `modules/${second}` : 'modules';
  return second === undefined ? top.replace(/\.tsx?$/, '') : top;
}

/** Each cycle between areas, as one loop `a -> b -> a` with the file imports that close it. */
function areaCycles(imports) {
  const next = new Map();
  const via = new Map();
  for (const { from, to } of imports) {
    const [a, b] = [areaOf(from), areaOf(to)];
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a).add(b);
    if (!via.has(`${a} ${b}`)) via.set(`${a} ${b}`, `${from} -> ${to}`);
  }
  return stronglyConnected(next).map((component) => {
    const loop = loopThrough(component, next);
    const edges = loop.slice(1).map((b, i) => via.get(`${loop[i]} ${b}`));
    return `${loop.join(' -> ')} (${edges.join('; ')})`;
  });
}

/** Tarjan's strongly connected components of more than one area. */
function stronglyConnected(next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return components;
}

/** A shortest loop from the component's first area back to itself (breadth first). */
function loopThrough(component, next) {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of next.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

/**
 * Imports into a module from outside it that miss its public file, modules/<feature>/index.ts.
 * modules/index.ts, which registers every module, may also take a module's plugins: its
 * `*.routes.ts`, `*.plugin.ts` and `*.task.ts` entry points. Inside a module, files import
 * each other, never their own index.ts (its re-exports would loop back into them).
 */
function deepImports(imports) {
  return imports
    .filter(({ from, to }) => {
      const target = areaOf(to);
      if (!target.startsWith('modules/')) return false;
      const isPublic = to === `${target}/index.ts`;
      if (areaOf(from) === target) return isPublic && from !== to;
      if (isPublic) return false;
      return !(from === 'modules/index.ts' && /\.(routes|plugin|task)\.ts$/.test(basename(to)));
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('the server import graph', () => {
  const imports = importsOf(SRC);

  it('has no cycle between areas', () => {
    expect(areaCycles(imports)).toEqual([]);
  });

  it('reaches a module only through its index.ts (docs/architecture.md, inside the server)', () => {
    expect(deepImports(imports)).toEqual([]);
  });

  it('names a cycle, and a deep import, in a made-up graph', () => {
    const made = [
      { from: 'db/plugin.ts', to: 'jobs/runner.ts' },
      { from: 'jobs/runner.ts', to: 'mail/outbox.ts' },
      { from: 'mail/outbox.ts', to: 'db/schema/index.ts' },
      { from: 'modules/units/units.queries.ts', to: 'modules/properties/index.ts' },
      { from: 'modules/properties/facts.ts', to: 'modules/units/units.queries.ts' },
    ];
    expect(areaCycles(made)).toEqual([
      'db -> jobs -> mail -> db (db/plugin.ts -> jobs/runner.ts; jobs/runner.ts -> mail/outbox.ts; mail/outbox.ts -> db/schema/index.ts)',
      'modules/properties -> modules/units -> modules/properties (modules/properties/facts.ts -> modules/units/units.queries.ts; modules/units/units.queries.ts -> modules/properties/index.ts)',
    ]);
    expect(deepImports(made)).toEqual([
      'modules/properties/facts.ts -> modules/units/units.queries.ts',
    ]);
  });
});
