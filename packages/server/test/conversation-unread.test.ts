import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, properties, tenantPropertyInterests } from '../src/db/schema/index.ts';
import { createManager, createTestApp, startProspectChat, type TestApp } from './helpers.ts';

interface Unread {
  unread: number;
  last: string | null;
}

/** The launcher's badge on a listing page whose chat was never opened. */
describe('unread replies', () => {
  let t: TestApp;
  let propertyId: string;
  let otherPropertyId: string;
  let prospect: { headers: Record<string, string>; prospectId: string };
  let manager: Awaited<ReturnType<typeof createManager>>;
  const unread = (query = '', extra: Record<string, string> = {}, id = propertyId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${id}/unread${query}`,
      headers: { ...prospect.headers, ...extra },
    });

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.app);
    const [property, other] = await t.app.db
      .insert(properties)
      .values([
        { userId: manager.id, address: '9 Badge St', type: 'CONDO' },
        { userId: manager.id, address: '11 Badge St', type: 'CONDO' },
      ])
      .returning();
    propertyId = property!.id;
    otherPropertyId = other!.id;
    prospect = await startProspectChat(t.app, propertyId, 'badge@example.com');
  });
  afterAll(() => t.close());

  it("counts the manager's reply after what the chat showed, without marking it read", async () => {
    const deadline = Date.now() + 10_000;
    let first: Unread = { unread: 0, last: null };
    while (!first.last && Date.now() < deadline) {
      first = (await unread()).json() as Unread;
      if (!first.last) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Without `after`: nothing counted, the last message given as the baseline.
    expect(first).toEqual({ unread: 0, last: expect.any(String) });
    const [interest] = await t.app.db
      .select({
        id: tenantPropertyInterests.id,
        conversationId: tenantPropertyInterests.conversationId,
      })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, prospect.prospectId));
    const before = await unread(`?after=${first.last}`);
    expect(before.json()).toEqual({ unread: 0, last: first.last });
    const unchanged = await unread(`?after=${first.last}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(unchanged.statusCode).toBe(304);

    const write = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${interest!.id}/messages`,
      headers: manager.headers,
      payload: { message: 'Hi, this is the office: the flat is still free.' },
    });
    expect(write.statusCode).toBe(200);
    const after = await unread(`?after=${first.last}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    const body = after.json() as Unread;
    expect(body.unread).toBe(1);
    expect(body.last).not.toBe(first.last);
    // Not shown yet: the reply is still the prospect's unread one (its e-mail may go).
    const [conversation] = await t.app.db
      .select({ seen: conversations.prospectSeenAt })
      .from(conversations)
      .where(eq(conversations.id, interest!.conversationId!));
    expect(conversation!.seen).toBeNull();
  });

  it('answers 404 for a property the prospect never chatted about, 401 without a session', async () => {
    expect((await unread('', {}, otherPropertyId)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${propertyId}/unread`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
