import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupported, MINIMUM_NODE, PINNED_NODE } from '../lib/node-runtime.mjs';
import { fromRoot } from '../lib/paths.mjs';

/* One Node policy, said the same way everywhere it is said. */
const read = (path) => readFileSync(fromRoot(path), 'utf8');
const [major, minor] = MINIMUM_NODE;

describe('the Node.js policy', () => {
  it('is the same in engines, .nvmrc, the README, @types/node and the server bundle', () => {
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.engines.node).toBe(`>=${major}.${minor}`);
    expect(read('.nvmrc').trim()).toBe(String(major));
    expect(read('README.md')).toContain(`Node.js ${major}.${minor} or newer`);
    expect(read('README.md')).toContain(`tested on Node ${PINNED_NODE}`);
    expect(pkg.devDependencies['@types/node'].split('.')[0]).toBe(String(major));
    expect(read('packages/server/build.mjs')).toContain(`target: 'node${major}'`);
  });

  it('fetches a release that meets it, and tells which do', () => {
    expect(isSupported(PINNED_NODE)).toBe(true);
    expect(isSupported('22.18.0')).toBe(true);
    expect(isSupported('24.1.0')).toBe(true);
    expect(isSupported('22.17.1')).toBe(false);
    expect(isSupported('20.20.2')).toBe(false);
  });

  it('is what every locked dependency accepts', () => {
    const lock = JSON.parse(read('package-lock.json'));
    // The oldest supported release, checked against each package's engines range.
    const oldest = [major, minor, 0];
    const refusing = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      if (!range || entry.optional || entry.dev) continue;
      if (!acceptsOldest(range, oldest)) refusing.push(`${path}: ${range}`);
    }
    expect(refusing).toEqual([]);
  });
});

/** Whether a simple engines range (>=, ^, ~, ||, x) admits this version. */
function acceptsOldest(range, [vMajor, vMinor, vPatch]) {
  const compare = ([a, b, c]) => vMajor - a || vMinor - b || vPatch - c;
  const parse = (text) =>
    text
      .replace(/^v/, '')
      .split('.')
      .map((n) => (/^\d+$/.test(n) ? Number(n) : 0));
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((part) => {
        if (part === '*' || part === 'x') return true;
        const match = /^(>=|<=|>|<|\^|~|=)?(.+)$/.exec(part);
        const [op, text] = [match?.[1] ?? '=', match?.[2] ?? ''];
        const [a = 0, b = 0, c = 0] = parse(text);
        const order = compare([a, b, c]);
        if (/[x*]/.test(text) && op === '>=') return vMajor >= a;
        if (op === '>=') return order >= 0;
        if (op === '>') return order > 0;
        if (op === '<=') return order <= 0;
        if (op === '<') return order < 0;
        if (op === '^') return vMajor === a && order >= 0;
        if (op === '~') return vMajor === a && vMinor === b && order >= 0;
        if (/[x*]/.test(text)) return text.startsWith('*') || vMajor === a;
        return order === 0;
      }),
  );
}
