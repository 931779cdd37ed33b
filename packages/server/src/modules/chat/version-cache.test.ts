import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedVersion, forgetConversation, rememberVersion } from './version-cache.ts';

describe('the poll version cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a remembered version until its short lifetime ends', () => {
    vi.useFakeTimers();
    rememberVersion('p1:prop', 'c1', 3);
    expect(cachedVersion('p1:prop')).toMatchObject({ id: 'c1', version: 3 });
    vi.advanceTimersByTime(300);
    expect(cachedVersion('p1:prop')).toBeUndefined();
  });

  it('forgets every poller of a conversation when a message is added', () => {
    rememberVersion('p2:prop', 'c2', 1);
    rememberVersion('p3:prop', 'c2', 1);
    rememberVersion('p4:prop', 'c3', 1);
    forgetConversation('c2');
    expect(cachedVersion('p2:prop')).toBeUndefined();
    expect(cachedVersion('p3:prop')).toBeUndefined();
    expect(cachedVersion('p4:prop')).toMatchObject({ id: 'c3' });
  });
});
