import { type FakeApi, fakeApi, sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  conversation,
  type Mounted,
  mount,
  PROPERTY,
  settle,
  setUpChatTests,
} from './test-utils.tsx';

let chat: Mounted | undefined;

// Registered first, so it runs after the chat is destroyed (after-hooks run in reverse).
afterEach(() => vi.unstubAllGlobals());
setUpChatTests({ signedIn: true });

const log = () => chat?.root.querySelector('[role="log"]') as HTMLElement;
const polls = (api: FakeApi) => api.callsTo('getPropertyInterestConversation');
const opened = (api: FakeApi) => api.callsTo('streamPropertyInterestConversation');

/**
 * The API with the conversation's GET answering `messages`: the chat's calls go through
 * the client, the stream is read with the global fetch, so both are the fake.
 */
function serve(...messages: Parameters<typeof conversation>) {
  const api = fakeApi();
  api.on('getPropertyInterestConversation', { status: 200, body: conversation(...messages) });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

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
  /** The server's last word before it closes: why the stream ends. */
  const endWith = (reason: 'lifetime' | 'session') => {
    push(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    end();
  };
  /** The stream's response, as the server opens it. */
  const response = () => new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  return { send, sendAfter, end, endWith, response };
}

describe('the event stream', () => {
  it('adds the new messages a `messages` event brings, and starts over when they do not fit', async () => {
    const api = serve(['assistant', 'Hi!']);
    const streams = [eventStream(), eventStream()];
    api.on('streamPropertyInterestConversation', streams[0]!.response, streams[1]!.response);
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
    expect(opened(api)).toHaveLength(2);
    expect(log().textContent).not.toContain('d');
    streams[1]!.send(whole);
    await settle();
    expect(log().textContent).toContain('Yes, two.');
  });

  it('takes the first messages of a conversation that was empty as what follows it', async () => {
    const api = serve();
    const stream = eventStream();
    api.on('streamPropertyInterestConversation', stream.response);
    chat = await mount(api, { live: true });
    stream.send(conversation());
    await settle();
    stream.sendAfter(conversation(['assistant', 'Hello, I am Athena.']), null);
    await settle();
    expect(log().textContent).toContain('Hello, I am Athena.');
    expect(opened(api)).toHaveLength(1);
  });

  it('shows pushed messages and stops polling while the stream holds', async () => {
    const api = serve(['assistant', 'Hi!']);
    const stream = eventStream();
    api.on('streamPropertyInterestConversation', stream.response);
    chat = await mount(api, { live: true });
    const [open] = opened(api);
    expect(open?.params).toEqual({ propertyId: PROPERTY });
    expect(new URL(open?.url ?? '').origin).toBe(API);
    expect(open?.authorization).toBe('Bearer tok');
    stream.send(conversation(['assistant', 'Hi!']));
    await settle();
    const polled = polls(api).length;

    stream.send(conversation(['assistant', 'Hi!'], ['user', 'Cats?'], ['assistant', 'Yes, two.']));
    await settle();
    expect(log().textContent).toContain('Yes, two.');
    expect(chat.events.filter(([name]) => name === 'message')).toHaveLength(2);
    await settle(5000);
    expect(polls(api)).toHaveLength(polled);
  });

  it('falls back to the one-second poll when the stream ends, and tries it again later', async () => {
    const api = serve(['assistant', 'Hi!']);
    const stream = eventStream();
    api.on('streamPropertyInterestConversation', stream.response);
    chat = await mount(api, { live: true });
    stream.send(conversation(['assistant', 'Hi!']));
    await settle();
    stream.end();
    await settle();
    const before = polls(api).length;
    await settle(1000);
    await settle(1000);
    expect(polls(api).length).toBeGreaterThanOrEqual(before + 2);
    api.on('streamPropertyInterestConversation', {
      status: 503,
      body: sample.apiError('UNAVAILABLE'),
    });
    await settle(15_000);
    expect(opened(api)).toHaveLength(2);
  });

  it('follows a new stream at once when the server ends one at its longest life', async () => {
    const api = serve(['assistant', 'Hi!']);
    const streams = [eventStream(), eventStream()];
    api.on('streamPropertyInterestConversation', streams[0]!.response, streams[1]!.response);
    chat = await mount(api, { live: true });
    streams[0]!.send(conversation(['assistant', 'Hi!']));
    await settle();
    streams[0]!.endWith('lifetime');
    await settle();
    await settle();
    expect(opened(api)).toHaveLength(2);
    streams[1]!.send(conversation(['assistant', 'Hi!'], ['assistant', 'Still there?']));
    await settle();
    expect(log().textContent).toContain('Still there?');
  });

  it('does not open the stream again at once when its session ended', async () => {
    const api = serve(['assistant', 'Hi!']);
    const stream = eventStream();
    api.on('streamPropertyInterestConversation', stream.response);
    chat = await mount(api, { live: true });
    stream.send(conversation(['assistant', 'Hi!']));
    await settle();
    stream.endWith('session');
    await settle(1000);
    expect(opened(api)).toHaveLength(1);
  });

  it('polls from the start when the server has no stream', async () => {
    const api = serve(['assistant', 'Hi!']);
    api.on('streamPropertyInterestConversation', {
      status: 404,
      body: sample.apiError('NOT_FOUND'),
    });
    chat = await mount(api, { live: true });
    await settle(1000);
    await settle(1000);
    expect(opened(api).length).toBeGreaterThan(0);
    expect(polls(api).length).toBeGreaterThanOrEqual(3);
    expect(log().textContent).toContain('Hi!');
  });
});
