import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, tenantLeases, tenants, units } from '../src/db/schema/index.ts';
import { RESIDENT_GREETING } from '../src/modules/resident/resident.service.ts';
import {
  createManager,
  createTestApp,
  firstLink,
  type TestApp,
  type TestManager,
  waitForMail,
} from './helpers.ts';

describe('Resident AI: link sign-in, conversations, activity', () => {
  let t: TestApp;
  let manager: TestManager;
  let other: TestManager;
  let propertyId: string;
  let unitId: string;
  let residentHeaders: { authorization: string };
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
    manager = await createManager(t.app);
    other = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '3 Birch Court', type: 'CONDO' })
      .returning();
    propertyId = property!.id;
    const [unit] = await t.app.db.insert(units).values({ propertyId, unitNumber: '7' }).returning();
    unitId = unit!.id;
    const [tenant] = await t.app.db
      .insert(tenants)
      .values({
        userId: manager.id,
        firstName: 'Rita',
        lastName: 'Moreno',
        email: 'rita@example.com',
      })
      .returning();
    await t.app.db.insert(tenantLeases).values({ tenantId: tenant!.id, propertyId, unitId });
  });
  afterAll(() => t.close());

  const start = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/conversations/resident', payload, headers });

  it('e-mails a resident a /resident-ai link and answers a stranger the same 202 without mail', async () => {
    const stranger = await start({ propertyId, unitId, email: 'nobody@example.com' });
    const resident = await start({ propertyId, unitId, email: 'Rita@Example.com' });
    expect(stranger.statusCode).toBe(202);
    expect(resident.statusCode).toBe(202);
    expect(resident.json().message).toBe(
      'A login link was sent to rita@example.com. Please check your email and click the link to log in.',
    );
    const mail = await waitForMail(t.app, 'rita@example.com');
    const link = new URL(firstLink(mail.text));
    expect(link.pathname).toBe('/resident-ai');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      propertyId,
      unitId,
      resident: 'true',
      email: 'rita@example.com',
    });
    expect(
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com')),
    ).toEqual([]);

    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/resident/callback?token=${link.searchParams.get('token')}&email=rita%40example.com`,
    });
    expect(callback.statusCode).toBe(200);
    residentHeaders = { authorization: `Bearer ${callback.json().jwt}` };
  });

  it('opens a conversation (201), restores it (200), and serves it with an ETag that answers 304', async () => {
    const created = await start({ propertyId, unitId }, residentHeaders);
    expect(created.statusCode).toBe(201);
    conversationId = created.json().id;
    const again = await start({ propertyId, unitId }, residentHeaders);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversationId);

    const url = `/api/v1/conversations/resident/${conversationId}`;
    const first = await t.app.inject({ method: 'GET', url, headers: residentHeaders });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...residentHeaders, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${url}/messages`,
      headers: residentHeaders,
      payload: { message: 'When is rent due?', unitId },
    });
    expect(sent.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...residentHeaders, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    // Resident AI greets first, in every new conversation.
    expect(first.json().messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: RESIDENT_GREETING }),
    ]);
    expect(RESIDENT_GREETING).toBe(
      "Hi, I'm Athena. I can answer questions about your home, its policies and your lease.",
    );
    expect(changed.json().messages[1]).toMatchObject({
      role: 'user',
      content: 'When is rent due?',
    });
    // Athena answers from the lease, or hands the question to the manager at once.
    const deadline = Date.now() + 10_000;
    let list: { role: string; content: string }[] = [];
    while (list.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      list = (await t.app.inject({ method: 'GET', url, headers: residentHeaders })).json().messages;
    }
    expect(list[2]).toMatchObject({ role: 'assistant' });
    expect(list[2]?.content).toContain('passed your question to your property manager');
    expect((await waitForMail(t.app, manager.email)).subject).toBe(
      'A resident needs you: 3 Birch Court',
    );
  });

  it('lists the conversation in the manager’s Resident Activity, and only there', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/conversations/resident',
      headers: manager.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        tenant: { firstName: 'Rita', lastName: 'Moreno' },
        property: { address: '3 Birch Court' },
        unit: { unitNumber: '7' },
        lastMessage: expect.objectContaining({ role: 'assistant' }),
        conversation: { id: conversationId },
      },
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/conversations/resident',
      headers: other.headers,
    });
    expect(theirs.json()).toEqual([]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/resident/${conversationId}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    const managerRead = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/resident/${conversationId}`,
      headers: manager.headers,
    });
    expect(managerRead.statusCode).toBe(200);
  });

  it('lets the manager preview with their own session, kept apart from residents’ conversations', async () => {
    const preview = await start({ propertyId, unitId }, manager.headers);
    expect(preview.statusCode).toBe(201);
    expect(preview.json().id).not.toBe(conversationId);
    const previewed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/resident/${preview.json().id}`,
      headers: manager.headers,
    });
    // The preview opens as a resident's chat does: with the greeting.
    expect(previewed.json().messages.map((m: { content: string }) => m.content)).toEqual([
      RESIDENT_GREETING,
    ]);
    expect((await start({ propertyId, unitId }, other.headers)).statusCode).toBe(404);
  });

  it('resets to a new conversation, greeted again', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/resident/${conversationId}/reset`,
      headers: residentHeaders,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().messages).toEqual([
      expect.objectContaining({ role: 'assistant', content: RESIDENT_GREETING }),
    ]);
    expect(reset.json().id).not.toBe(conversationId);
    const restored = await start({ propertyId, unitId }, residentHeaders);
    expect(restored.json().id).toBe(reset.json().id);
    // Resident Activity lists chats the resident wrote in, not one holding only the greeting.
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/v1/conversations/resident',
      headers: manager.headers,
    });
    const listed = activity
      .json()
      .map((item: { conversation: { id: string } }) => item.conversation.id);
    expect(listed).toContain(conversationId);
    expect(listed).not.toContain(reset.json().id);
  });

  it('refuses a prospect token and an anonymous start without e-mail', async () => {
    expect((await start({ propertyId })).statusCode).toBe(400);
    const prospect = {
      authorization: `Bearer ${await t.app.auth.tokens.sign({ audience: 'tenant', subject: manager.id, email: 'x@example.com' })}`,
    };
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/resident/${conversationId}`,
      headers: prospect,
    });
    expect(read.statusCode).toBe(401);
  });
});
