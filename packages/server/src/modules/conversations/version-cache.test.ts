import { afterEach, describe, expect, it, vi } from 'vitest';
import { markChanging, VersionCache } from './version-cache.ts';

const exact = () => {
  const cache = new VersionCache();
  cache.setExact(true);
  return cache;
};

describe('the poll version cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a remembered version until the conversation changes', () => {
    const cache = exact();
    cache.remember('p1:prop', 'c1', 3, cache.stamp());
    expect(cache.get('p1:prop')).toMatchObject({ id: 'c1', version: 3 });
    cache.forget('c1');
    expect(cache.get('p1:prop')).toBeUndefined();
  });

  it('forgets every poller of a conversation when it changes, and no one else', () => {
    const cache = exact();
    const stamp = cache.stamp();
    cache.remember('p2:prop', 'c2', 1, stamp);
    cache.remember('p3:prop', 'c2', 1, stamp);
    cache.remember('p4:prop', 'c3', 1, stamp);
    cache.forget('c2');
    expect(cache.get('p2:prop')).toBeUndefined();
    expect(cache.get('p3:prop')).toBeUndefined();
    expect(cache.get('p4:prop')).toMatchObject({ id: 'c3' });
  });

  it('does not remember a read that began before a change it may have missed', () => {
    const cache = exact();
    const stamp = cache.stamp(); // the read starts…
    cache.forget('c5'); // …a change commits and is announced…
    cache.remember('p5:prop', 'c5', 1, stamp); // …and the read ends with the old version
    expect(cache.get('p5:prop')).toBeUndefined();
    // A change to another conversation does not stop this one from being remembered.
    const next = cache.stamp();
    cache.forget('c6');
    cache.remember('p5:prop', 'c5', 2, next);
    expect(cache.get('p5:prop')).toMatchObject({ version: 2 });
  });

  it('remembers nothing while notifications may be missed, and empties when they flow again', () => {
    const cache = new VersionCache();
    cache.remember('p7:prop', 'c7', 1, cache.stamp());
    expect(cache.get('p7:prop')).toBeUndefined();
    cache.setExact(true);
    const stamp = cache.stamp();
    cache.remember('p7:prop', 'c7', 1, stamp);
    cache.setExact(false);
    cache.setExact(true);
    expect(cache.get('p7:prop')).toBeUndefined();
    // A read begun before the listener came back is not trusted either.
    cache.remember('p7:prop', 'c7', 1, stamp);
    expect(cache.get('p7:prop')).toBeUndefined();
  });

  it('reads its own write: a conversation being changed is not answered from the cache until its notification', () => {
    const cache = exact();
    cache.remember('p9:prop', 'c9', 1, cache.stamp());
    markChanging('c9'); // the writer, before its commit
    expect(cache.get('p9:prop')).toBeUndefined();
    cache.remember('p9:prop', 'c9', 1, cache.stamp()); // a read before the commit shows
    expect(cache.get('p9:prop')).toBeUndefined();
    cache.forget('c9'); // the notification, after the commit
    cache.remember('p9:prop', 'c9', 2, cache.stamp());
    expect(cache.get('p9:prop')).toMatchObject({ version: 2 });
  });

  it('lets the mark of a change that never committed lapse', () => {
    vi.useFakeTimers();
    const cache = exact();
    markChanging('c10');
    cache.remember('p10:prop', 'c10', 1, cache.stamp());
    expect(cache.get('p10:prop')).toBeUndefined();
    vi.advanceTimersByTime(11_000);
    cache.remember('p10:prop', 'c10', 1, cache.stamp());
    expect(cache.get('p10:prop')).toMatchObject({ version: 1 });
  });

  it('keeps an entry no longer than its backstop lifetime, spread over 7.5–12.5 min', () => {
    vi.useFakeTimers();
    const cache = exact();
    for (let i = 0; i < 200; i++) cache.remember(`p${i}:prop`, `c${i}`, 1, cache.stamp());
    vi.advanceTimersByTime(449_000);
    const kept = () =>
      Array.from({ length: 200 }, (_, i) => cache.get(`p${i}:prop`)).filter(Boolean);
    expect(kept()).toHaveLength(200);
    vi.advanceTimersByTime(151_000);
    // No cliff: some have expired by the middle of the window, not all.
    expect(kept().length).toBeGreaterThan(0);
    expect(kept().length).toBeLessThan(200);
    vi.advanceTimersByTime(151_000);
    expect(kept()).toHaveLength(0);
  });

  it('evicts the least recently used entry when full, keeping the rest', () => {
    const cache = exact();
    cache.remember('first', 'c-first', 1, cache.stamp());
    for (let i = 0; i < 199_999; i++) cache.remember(`k${i}`, `c${i}`, 1, cache.stamp());
    // A hit makes "first" the most recent; the next insert evicts k0 instead.
    expect(cache.get('first')).toBeDefined();
    cache.remember('new', 'c-new', 1, cache.stamp());
    expect(cache.get('first')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBeDefined();
  });
});
