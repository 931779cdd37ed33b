import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, properties, units } from '../src/db/schema/index.ts';
import {
  appendMessage,
  conversationMessages,
} from '../src/modules/conversations/conversation.store.ts';
import { serveConversationStream } from '../src/modules/conversations/conversation-stream.ts';
import { openStream } from './event-stream.ts';
import { createManager, createTestApp, type TestApp, tokenFor } from './helpers.ts';

let t: TestApp;
let base = '';
let propertyId = '';
let unitId = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const manager = await createManager(t.app);
  const [property] = await t.app.db
    .insert(properties)
    .values({ userId: manager.id, address: '3 Stream Road', type: 'CONDO' })
    .returning();
  propertyId = property!.id;
  const [unit] = await t.app.db.insert(units).values({ propertyId, unitNumber: '1' }).returning();
  unitId = unit!.id;
});

afterAll(async () => {
  // The test's fetch client can leave a spare connection that never sent a request; Node's
  // server would wait it out (headersTimeout, 60 s) before closing.
  t.app.server.closeAllConnections();
  await t.close();
});

async function startChat(email: string) {
  const response = await fetch(`${base}/api/v2/conversations/property-interest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, propertyId, unitId }),
  });
  expect(response.status).toBe(201);
  const { jwt } = (await response.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

const streamUrl = () => `${base}/api/v1/conversations/property-interest/${propertyId}/events`;

describe('conversation event stream', () => {
  it("pushes the prospect's message and Athena's reply the moment they are stored", async () => {
    const auth = await startChat('streamer@example.com');
    const stream = openStream(streamUrl(), auth);
    const response = await stream.ready;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    await stream.next(() => true);

    const sent = await fetch(`${base}/api/v1/conversations/property-interest/${propertyId}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Is parking included?' }),
    });
    expect(sent.status).toBe(200);
    await stream.next((c) => c.messages.some((m) => m.content === 'Is parking included?'));
    // Athena's answer follows the question (the greeting may have been folded into it, when
    // the question came before the greeting job ran: one pending reply per conversation).
    await stream.next((c) => {
      const asked = c.messages.findIndex((m) => m.content === 'Is parking included?');
      return asked >= 0 && c.messages.slice(asked + 1).some((m) => m.role === 'assistant');
    });
    // The whole conversation once, then only what is new.
    expect(stream.sent[0]?.name).toBe('conversation');
    expect(stream.sent.slice(1).every((event) => event.name === 'messages')).toBe(true);
    expect(stream.sent.slice(1).every((event) => event.count >= 1)).toBe(true);
    stream.close();
  });

  it('sends every message once and in order: a burst of them, and one too long for its notification', async () => {
    const auth = await startChat('burst-reader@example.com');
    const stream = openStream(streamUrl(), auth);
    const { id } = await stream.next(() => true);
    // The notification carries each message (the stream sends it without a read) unless it
    // would not fit in one (8,000 bytes): then the stream reads what is new.
    const long = `A long note. ${'x'.repeat(9_000)}`;
    await appendMessage(t.app.db, id, 'manager', long, { authorName: 'Pat' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => appendMessage(t.app.db, id, 'user', `burst ${i}`)),
    );
    const stored = await conversationMessages(t.app.db, id);
    const last = stored.at(-1)?.id;
    const shown = await stream.next((c) => c.messages.at(-1)?.id === last);
    // The helper checks that each delta continues after the last message it holds.
    expect(shown.messages.map((m) => m.id)).toEqual(stored.map((m) => m.id));
    expect(shown.messages.find((m) => m.role === 'manager')?.content).toBe(long);
    stream.close();
  });

  it('moves to the new conversation after a reset', async () => {
    const auth = await startChat('resetter@example.com');
    const stream = openStream(streamUrl(), auth);
    const first = await stream.next(() => true);
    const reset = await fetch(
      `${base}/api/v2/conversations/property-interest/${propertyId}/reset`,
      {
        method: 'POST',
        headers: auth,
      },
    );
    expect(reset.status).toBe(200);
    const moved = await stream.next((c) => c.id !== first.id);
    expect(moved.id).not.toBe(first.id);
    stream.close();
  });

  it('refuses a missing token (401), a manager token (401) and a prospect without a chat (404)', async () => {
    expect((await fetch(streamUrl())).status).toBe(401);
    const manager = await createManager(t.app);
    expect(
      (await fetch(streamUrl(), { headers: await tokenFor(t.app, 'manager', manager.id) })).status,
    ).toBe(401);
    const stranger = await tokenFor(t.app, 'tenant', '00000000-0000-4000-8000-000000000009');
    expect((await fetch(streamUrl(), { headers: stranger })).status).toBe(404);
  });

  it('delivers a change another server process announces through PostgreSQL NOTIFY', async (context) => {
    if (t.database.kind !== 'postgres' || !t.database.connectionString) {
      context.skip();
      return;
    }
    const auth = await startChat('elsewhere@example.com');
    const stream = openStream(streamUrl(), auth);
    const first = await stream.next(() => true);
    // Another process: its own connection writes the message and NOTIFYs on commit.
    const other = new pg.Client({ connectionString: t.database.connectionString });
    await other.connect();
    try {
      // As every writer does (appendMessage): the conversation's row is locked before the
      // message takes its place, so messages are numbered in the order they commit.
      await other.query('begin');
      await other.query('update conversations set version = version + 1 where id = $1', [first.id]);
      await other.query(
        'insert into messages (conversation_id, role, content) values ($1, $2, $3)',
        [first.id, 'user', 'Written by another process'],
      );
      await other.query("select pg_notify('conversation_changed', $1)", [first.id]);
      await other.query('commit');
    } finally {
      await other.end();
    }
    await stream.next((c) => c.messages.some((m) => m.content === 'Written by another process'));
    stream.close();
  });

  it('sends a change committed during its first read and notified before it followed', async (context) => {
    // Only a server with concurrent sessions lets a change commit while the read runs.
    if (t.database.kind !== 'postgres') {
      context.skip();
      return;
    }
    const auth = await startChat('overtaken@example.com');
    const opened = openStream(streamUrl(), auth);
    const first = await opened.next(() => true);
    opened.close();
    // A stream whose first read takes a while (the conversation found through pg_sleep):
    // its snapshot is taken before the message below commits, and the message's
    // notification arrives before the read ends, while nothing follows the conversation yet.
    const session = await t.app.auth.tokens.verify(auth.authorization.slice('Bearer '.length));
    const side = Fastify();
    side.get('/slow', (request, reply) =>
      serveConversationStream(
        t.app,
        request,
        reply,
        session!,
        sql`select ${conversations.id} from ${conversations}, pg_sleep(0.5) where ${conversations.id} = ${first.id}`,
      ),
    );
    await side.listen({ port: 0, host: '127.0.0.1' });
    try {
      const sideUrl = `http://127.0.0.1:${(side.server.address() as AddressInfo).port}/slow`;
      const stream = openStream(sideUrl, {});
      const reading = sql`select count(*)::int as n from pg_stat_activity
        where state = 'active' and query like '%pg_sleep(0.5)%' and pid <> pg_backend_pid()`;
      for (let n = 0; n === 0; ) {
        n = (await t.app.db.execute<{ n: number }>(reading)).rows[0]?.n ?? 0;
      }
      await appendMessage(t.app.db, first.id, 'user', 'Sent while the stream read');
      await stream.next((c) => c.messages.some((m) => m.content === 'Sent while the stream read'));
      stream.close();
    } finally {
      side.server.closeAllConnections();
      await side.close();
    }
  });

  it('ends open streams when the server closes', async () => {
    const extra = await createTestApp();
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(extra.app.server.address() as AddressInfo).port}`;
    const manager = await createManager(extra.app);
    const [property] = await extra.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '4 Stream Road', type: 'CONDO' })
      .returning();
    const start = await fetch(`${url}/api/v2/conversations/property-interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'closing@example.com', propertyId: property!.id }),
    });
    const { jwt } = (await start.json()) as { jwt: string };
    const stream = openStream(
      `${url}/api/v1/conversations/property-interest/${property!.id}/events`,
      {
        authorization: `Bearer ${jwt}`,
      },
    );
    await stream.next(() => true);
    await extra.close(); // would hang if the stream held the server open
    stream.close();
  });
});
