import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  configureClient,
  followEvents,
  type StreamedEvent,
  streamPropertyInterestConversation,
} from '../src/index.ts';
import { sendJson, startServer } from './http-server.ts';

const ID = '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b';
const params = { propertyId: ID };
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  configureClient({ baseUrl: server.url, tokens: { tenant: () => 'session-token' } });
});

describe('followEvents', () => {
  it('parses events split anywhere across chunks, and resolves when the server ends', async () => {
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // One event cut inside its field name, a comment, a multi-line data field.
      response.write('event: conversation\ndata: {"id":1}\n\nev');
      response.write('ent: messages\n: keep-alive\ndata: line one\ndata: line two\n\n');
      response.end('event: end\ndata: {"reason":"lifetime"}\n\n');
    });
    const events: StreamedEvent[] = [];
    const status = await followEvents(streamPropertyInterestConversation, { params }, (event) =>
      events.push(event),
    );
    expect(status).toBe(200);
    expect(events.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'conversation', data: '{"id":1}' },
      { event: 'messages', data: 'line one\nline two' },
      { event: 'end', data: '{"reason":"lifetime"}' },
    ]);
    expect(server.received[0]?.headers).toMatchObject({
      accept: 'text/event-stream',
      authorization: 'Bearer session-token',
    });
    expect(server.received[0]?.url).toBe(`/api/v1/conversations/property-interest/${ID}/events`);
  });

  it('returns the status of an answer that is not a stream, once, without retrying', async () => {
    server.respond((response) => sendJson(response, 503, {}, { 'retry-after': '0' }));
    const events: StreamedEvent[] = [];
    expect(
      await followEvents(streamPropertyInterestConversation, { params }, (e) => events.push(e)),
    ).toBe(503);
    expect(events).toEqual([]);
    expect(server.received).toHaveLength(1);
  });

  it('rejects when the caller aborts an open stream, and the server sees it closed', async () => {
    let closed: Promise<void> = Promise.resolve();
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: conversation\ndata: {}\n\n');
      closed = new Promise((resolve) => response.on('close', () => resolve()));
    });
    const controller = new AbortController();
    const following = followEvents(
      streamPropertyInterestConversation,
      { params },
      () => controller.abort(),
      { signal: controller.signal },
    );
    await expect(following).rejects.toThrow();
    await closed;
  });
});
