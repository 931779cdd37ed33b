import { createHook } from 'node:async_hooks';

/** One tick object of each shape Node makes (no argument to four), kept for the process's life. */
export const keptTickObjects: object[] = [];

/**
 * Keeps the shape of Node's tick objects (what `process.nextTick` queues, a few times per
 * request) known to V8 for the life of the process. Call it before any other module loads.
 *
 * Why: a tick object starts as an empty object literal, and V8 finds its shape by following a
 * transition from the empty literal's shape. Transitions are weak: with no tick object alive
 * at a garbage collection, theirs is dropped, and once some code has given plain objects
 * thousands of different first keys (the Stripe client does, on import; so does code using
 * objects as dictionaries) that shape takes no new transition. From then on every tick
 * object gets a shape of its own, built property by property in the runtime, and every site
 * that reads one goes megamorphic: about a fifth of a poll's CPU on this server
 * (docs/performance.md, 2026-11-28). Holding one tick object of each shape keeps the
 * transitions alive.
 */
export function keepTickShapes(): void {
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') keptTickObjects.push(resource);
    },
  }).enable();
  const noop = () => {};
  process.nextTick(noop);
  process.nextTick(noop, 1);
  process.nextTick(noop, 1, 2);
  process.nextTick(noop, 1, 2, 3);
  process.nextTick(noop, 1, 2, 3, 4);
  hook.disable();
}
