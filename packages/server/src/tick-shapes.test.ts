import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { describe, expect, it } from 'vitest';

/** tick-shapes.ts as JavaScript, to run inline: importing a .ts file would load Node's type stripper first, which changes the heap under test. */
const moduleSource = stripTypeScriptTypes(
  readFileSync(new URL('./tick-shapes.ts', import.meta.url), 'utf8'),
);

/**
 * In a Node of its own (V8's natives syntax tells whether two objects share a shape): plain
 * objects used as dictionaries with thousands of different first keys, garbage collections
 * with no tick object alive, then two tick objects queued.
 */
function tickObjectsShareAShape(keep: boolean): boolean {
  const script = `${moduleSource}
    if (${keep}) keepTickShapes();
    await new Promise((resolve) => setTimeout(resolve, 1));
    const dictionaries = [];
    for (let i = 0; i < 3000; i++) {
      const counts = {};
      counts['word' + i] = 1;
      dictionaries.push(counts);
    }
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 1));
    globalThis.gc();
    const queued = [];
    const watch = createHook({ init(id, type, trigger, resource) { if (type === 'TickObject') queued.push(resource); } }).enable();
    process.nextTick(() => {}, 1);
    process.nextTick(() => {}, 2);
    watch.disable();
    console.log(new Function('a', 'b', 'return %HaveSameMap(a, b)')(...queued));
  `;
  const printed = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return printed.trim() === 'true';
}

describe('keepTickShapes', () => {
  it('keeps every tick object on one shape after plain objects took thousands of first keys', () => {
    expect(tickObjectsShareAShape(true)).toBe(true);
  });

  it('is needed on this Node: without it, tick objects each get a shape of their own', () => {
    // If this fails, the Node in use no longer drops the transition: tick-shapes.ts can go.
    expect(tickObjectsShareAShape(false)).toBe(false);
  });
});
