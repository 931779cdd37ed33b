import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawLauncher } from './launcher.ts';
import type { WidgetRecord } from './namespace.ts';
import { UNREAD_EVERY, watchUnread } from './unread.ts';

const ORIGIN = 'https://porchlight.example';

/** A fake API answering the unread polls in turn; records what was asked. */
function fakeApi(answers: Array<{ status: number; body?: unknown; etag?: string }>) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, headers: request.headers });
    const answer = answers.shift() ?? { status: 304 };
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: {
        'content-type': 'application/json',
        ...(answer.etag ? { etag: answer.etag } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function widget(mode?: 'tenant' | 'resident'): WidgetRecord {
  const options = { propertyId: 'p1', ...(mode ? { mode } : {}) };
  const record = { id: 'w', options, ...drawLauncher(options) };
  document.body.append(record.host);
  return record;
}

const badge = (w: WidgetRecord) => w.root.querySelector('.b')?.textContent ?? null;
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the unread badge before the chat is opened', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('asks nothing for a visitor who never chatted, nor for a resident chat', async () => {
    const calls = fakeApi([]);
    watchUnread(widget(), ORIGIN);
    localStorage.setItem('porchlight:tenantToken', 't');
    watchUnread(widget('resident'), ORIGIN);
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 2);
    expect(calls).toEqual([]);
  });

  it('counts the replies after the last one the chat showed, politely, with the ETag', async () => {
    localStorage.setItem('porchlight:tenantToken', 'jwt');
    localStorage.setItem('porchlight:seen_p1', 'm1');
    const calls = fakeApi([
      { status: 200, body: { unread: 0, last: 'm1' }, etag: '"v1"' },
      { status: 304 },
      { status: 200, body: { unread: 2, last: 'm3' }, etag: '"v2"' },
    ]);
    const w = widget();
    watchUnread(w, ORIGIN);
    await settle();
    expect(calls[0]!.url).toBe(
      `${ORIGIN}/api/v2/conversations/property-interest/p1/unread?after=m1`,
    );
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jwt');
    expect(badge(w)).toBeNull();
    // Nothing more before the interval.
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]!.headers.get('if-none-match')).toBe('"v1"');
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY);
    expect(badge(w)).toBe('2');
    expect(w.button.getAttribute('aria-label')).toBe('Chat, 2 new messages');
  });

  it('without a remembered message, counts from the first answer’s last one', async () => {
    localStorage.setItem('porchlight:tenantToken', 'jwt');
    const calls = fakeApi([
      { status: 200, body: { unread: 0, last: 'm5' } },
      { status: 200, body: { unread: 1, last: 'm6' } },
    ]);
    const w = widget();
    watchUnread(w, ORIGIN);
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY);
    expect(calls[0]!.url).not.toContain('after');
    expect(calls[1]!.url).toContain('after=m5');
    expect(badge(w)).toBe('1');
    expect(w.button.getAttribute('aria-label')).toBe('Chat, 1 new message');
  });

  it('stops at 401 or 404, after three failures, and once the panel is drawn', async () => {
    localStorage.setItem('porchlight:tenantToken', 'jwt');
    let calls = fakeApi([{ status: 404 }]);
    watchUnread(widget(), ORIGIN);
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 3);
    expect(calls).toHaveLength(1);

    calls = fakeApi([{ status: 500 }, { status: 502 }, { status: 503 }, { status: 200 }]);
    watchUnread(widget(), ORIGIN);
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 10);
    expect(calls).toHaveLength(3);

    calls = fakeApi([]);
    const opened = widget();
    watchUnread(opened, ORIGIN);
    await settle();
    opened.panel = { set() {}, isOpen: () => true, askReset() {}, destroy() {} };
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 3);
    expect(calls).toHaveLength(1);
  });

  it('polls four times less often while the tab is hidden', async () => {
    localStorage.setItem('porchlight:tenantToken', 'jwt');
    const calls = fakeApi([]);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    watchUnread(widget(), ORIGIN);
    await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 4 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });
});
