import { describe, expect, it, vi } from 'vitest';
import { connectToHost } from './host-link.ts';
import { envelope, isBridgeEnvelope, parseHostOrigin } from './protocol.ts';

const HOST = 'https://listings.example';

/** A framed window: its parent records what is posted to it. */
function framedWindow() {
  const posted: { data: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }),
  };
  const target = new EventTarget();
  const win = Object.assign(target, { parent }) as unknown as Window;
  const receive = (origin: string, data: unknown, source: unknown = parent) =>
    win.dispatchEvent(Object.assign(new Event('message'), { origin, data, source }));
  return { win, posted, receive };
}

describe('parseHostOrigin', () => {
  it('accepts only an exact http(s) origin', () => {
    expect(parseHostOrigin(HOST)).toBe(HOST);
    expect(parseHostOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    for (const bad of [null, '', '*', 'null', `${HOST}/`, `${HOST}/page`, 'javascript:alert(1)']) {
      expect(parseHostOrigin(bad)).toBeUndefined();
    }
  });
});

describe('connectToHost', () => {
  it('says it is ready, then posts public events, always to the host origin only', () => {
    const { win, posted } = framedWindow();
    const link = connectToHost(win, HOST);
    expect(posted).toEqual([]);
    link.ready();
    link.emit('viewingScheduled', { datetime: '2026-11-24T15:00:00Z' });
    expect(posted).toEqual([
      { data: envelope({ type: '__ready' }), targetOrigin: HOST },
      {
        data: envelope({ type: 'viewingScheduled', detail: { datetime: '2026-11-24T15:00:00Z' } }),
        targetOrigin: HOST,
      },
    ]);
    expect(posted.every(({ data }) => isBridgeEnvelope(data))).toBe(true);
  });

  it('answers __hello from the parent at the host origin, and ignores everyone else', () => {
    const { win, posted, receive } = framedWindow();
    connectToHost(win, HOST);
    receive('https://evil.example', envelope({ type: '__hello' }));
    receive(HOST, envelope({ type: '__hello' }), {});
    receive(HOST, { type: '__hello' });
    expect(posted).toEqual([]);
    receive(HOST, envelope({ type: '__hello' }));
    expect(posted).toEqual([{ data: envelope({ type: '__ready' }), targetOrigin: HOST }]);
  });

  it("runs the host's open, reset and prefill, from the parent at the host origin only", () => {
    const { win, receive } = framedWindow();
    const commands: unknown[] = [];
    connectToHost(win, HOST, (command) => commands.push(command));
    receive('https://evil.example', envelope({ type: '__reset' }));
    receive(HOST, envelope({ type: '__reset' }), {});
    receive(HOST, { source: 'porchlight', message: { type: '__drop-database' } });
    receive(HOST, envelope({ type: '__prefill', detail: null as never }));
    expect(commands).toEqual([]);
    receive(HOST, envelope({ type: '__open' }));
    receive(HOST, envelope({ type: '__reset' }));
    receive(HOST, envelope({ type: '__prefill', detail: { email: 'ana@example.com' } }));
    expect(commands).toEqual([
      { type: '__open' },
      { type: '__reset' },
      { type: '__prefill', detail: { email: 'ana@example.com' } },
    ]);
  });

  it('talks to no one without a valid host origin or outside a frame', () => {
    const { win, posted } = framedWindow();
    const nowhere = connectToHost(win, undefined);
    nowhere.ready();
    nowhere.emit('message', { role: 'user', text: 'hi' });
    const alone = Object.assign(new EventTarget(), { postMessage: vi.fn() });
    Object.assign(alone, { parent: alone });
    const unframed = connectToHost(alone as unknown as Window, HOST);
    unframed.ready();
    unframed.emit('message', { role: 'user', text: 'hi' });
    expect(posted).toEqual([]);
    expect(alone.postMessage).not.toHaveBeenCalled();
  });
});
