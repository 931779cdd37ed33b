import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  CONVERSATION_PATH,
  conversation,
  fakeApi,
  json,
  type Mounted,
  mount,
  PROPERTY,
  settle,
  setUpChatTests,
} from './test-utils.tsx';

const EVENTS_PATH = `/api/v1/conversations/property-interest/${PROPERTY}/events`;

let chat: Mounted | undefined;

// Registered first, so it runs after the chat is destroyed (after-hooks run in reverse).
afterEach(() => vi.unstubAllGlobals());
setUpChatTests({ signedIn: true });

const log = () => chat?.root.querySelector('[role="log"]') as HTMLElement;

/** A server's event stream that the test feeds event by event. */
function eventStream() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  const send = (c: ReturnType<typeof conversation>) =>
    push(`event: conversation\ndata: ${JSON.stringify(c)}\n\n`);
  /** The messages of `c` after its message `after`, as the server sends what is new. */
  const sendAfter = (c: ReturnType<typeof conversation>, after: string | null) => {
    const from = after === null ? -1 : c.messages.findIndex((m) => m.id === after);
    const body = { id: c.id, after, messages: c.messages.slice(from + 1) };
    push(`event: messages\ndata: ${JSON.stringify(body)}\n\n`);
  };
  return { body, send, sendAfter, end };
}

describe('the event stream', () => {
  it('adds the new messages a `messages` event brings, and starts over when they do not fit', async () => {
    const api = fakeApi();
    api.on(`GET ${CONVERSATION_PATH}`, json(200, conversation(['assistant', 'Hi!'])));
    const streams = [eventStream(), eventStream()];
    const streamFetch = vi.fn(
      async () =>
        new Response(streams[streamFetch.mock.calls.length - 1]!.body, {
          headers: { 'content-type': 'text/event-stream' },
        }),
    );
    vi.stubGlobal('fetch', streamFetch);
    chat = await mount(api, { live: true });
    const whole = conversation(['assistant', 'Hi!'], ['user', 'Cats?'], ['assistant', 'Yes, two.']);
    streams[0]!.send(conversation(['assistant', 'Hi!']));
    await settle();
    streams[0]!.sendAfter(whole, 'm0');
    await settle();
    expect(log().textContent).toContain('Cats?');
    expect(log().textContent).toContain('Yes, two.');
    expect(chat.events.filter(([name]) => name === 'message')).toHaveLength(2);

    // Messages after one this chat does not have: a new stream, which starts whole.
    streams[0]!.sendAfter(
      conversation(
        ['assistant', 'Hi!'],
        ['user', 'a'],
        ['user', 'b'],
        ['user', 'c'],
        ['user', 'd'],
      ),
      'm3',
    );
    await settle();
    expect(streamFetch).toHaveBeenCalledTimes(2);
    expect(log().textContent).not.toContain('d');
    streams[1]!.send(whole);
    await settle();
    expect(log().textContent).toContain('Yes, two.');
  });

  it('takes the first messages of a conversation that was empty as what follows it', async () => {
    const api = fakeApi();
    api.on(`GET ${CONVERSATION_PATH}`, json(200, conversation()));
    const stream = eventStream();
    const streamFetch = vi.fn(
      async () => new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    vi.stubGlobal('fetch', streamFetch);
    chat = await mount(api, { live: true });
    stream.send(conversation());
    await settle();
    stream.sendAfter(conversation(['assistant', 'Hello, I am Athena.']), null);
    await settle();
    expect(log().textContent).toContain('Hello, I am Athena.');
    expect(streamFetch).toHaveBeenCalledTimes(1);
  });

  it('shows pushed messages and stops polling while the stream holds', async () => {
    const api = fakeApi();
    api.on(`GET ${CONVERSATION_PATH}`, json(200, conversation(['assistant', 'Hi!'])));
    const stream = eventStream();
    const streamFetch = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(`${API}${EVENTS_PATH}`);
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
      return new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', streamFetch);
    chat = await mount(api, { live: true });
    stream.send(conversation(['assistant', 'Hi!']));
    await settle();
    const polled = api.to(`GET ${CONVERSATION_PATH}`).length;

    stream.send(conversation(['assistant', 'Hi!'], ['user', 'Cats?'], ['assistant', 'Yes, two.']));
    await settle();
    expect(log().textContent).toContain('Yes, two.');
    expect(chat.events.filter(([name]) => name === 'message')).toHaveLength(2);
    await settle(5000);
    expect(api.to(`GET ${CONVERSATION_PATH}`)).toHaveLength(polled);
  });

  it('falls back to the one-second poll when the stream ends, and tries it again later', async () => {
    const api = fakeApi();
    api.on(`GET ${CONVERSATION_PATH}`, json(200, conversation(['assistant', 'Hi!'])));
    const stream = eventStream();
    const streamFetch = vi.fn(
      async () => new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    vi.stubGlobal('fetch', streamFetch);
    chat = await mount(api, { live: true });
    stream.send(conversation(['assistant', 'Hi!']));
    await settle();
    stream.end();
    await settle();
    const before = api.to(`GET ${CONVERSATION_PATH}`).length;
    await settle(1000);
    await settle(1000);
    expect(api.to(`GET ${CONVERSATION_PATH}`).length).toBeGreaterThanOrEqual(before + 2);
    streamFetch.mockImplementation(async () => json(503, null));
    await settle(15_000);
    expect(streamFetch).toHaveBeenCalledTimes(2);
  });

  it('polls from the start when the server has no stream', async () => {
    const api = fakeApi();
    api.on(`GET ${CONVERSATION_PATH}`, json(200, conversation(['assistant', 'Hi!'])));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'NOT_FOUND', message: 'Not found' })),
    );
    chat = await mount(api, { live: true });
    await settle(1000);
    await settle(1000);
    expect(api.to(`GET ${CONVERSATION_PATH}`).length).toBeGreaterThanOrEqual(3);
    expect(log().textContent).toContain('Hi!');
  });
});
