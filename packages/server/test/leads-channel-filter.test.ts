import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
} from '../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

interface PageBody {
  leads: Array<{ tenantPropertyInterest: { id: string }; potentialTenant: { email: string } }>;
  nextCursor: string | null;
}

type Channel = 'CHAT' | 'EMAIL' | 'SMS';

describe("the leads list's channel filter", () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  const ids: Record<string, string> = {};
  let seq = 0;

  const page = (query: string, headers = me.headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/leads/page?${query}`, headers });

  /** The lead ids of every page of a query, in order. */
  async function allIds(query: string) {
    const found: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const response = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PageBody;
      found.push(...body.leads.map((lead) => lead.tenantPropertyInterest.id));
      cursor = body.nextCursor;
      if (!cursor) return found;
    }
    throw new Error('Pagination never ended.');
  }

  /**
   * A lead whose current conversation answers on `channel` (none: no conversation yet), with
   * earlier threads on `earlier` (closed by a reset: they do not count).
   */
  async function seedLead(
    name: string,
    propertyId: string,
    channel: Channel | null,
    earlier: Channel[] = [],
  ) {
    seq += 1;
    const [prospect] = await t.app.db
      .insert(potentialTenants)
      .values({ email: `${name}@example.com` })
      .returning();
    const thread = async (on: Channel, at: Date) => {
      const [conversation] = await t.app.db
        .insert(conversations)
        .values({
          kind: 'PROPERTY_INTEREST',
          propertyId,
          potentialTenantId: prospect!.id,
          channel: on,
          lastMessageAt: at,
        })
        .returning();
      await t.app.db.insert(messages).values({
        conversationId: conversation!.id,
        role: 'user',
        content: 'Is it still available?',
        channel: on,
        createdAt: at,
      });
      return conversation!.id;
    };
    for (const [i, on] of earlier.entries()) {
      await thread(on, new Date(Date.UTC(2026, 0, 1, i)));
    }
    const at = new Date(Date.UTC(2026, 1, 1, 0, seq));
    const conversationId = channel ? await thread(channel, at) : null;
    const [interest] = await t.app.db
      .insert(tenantPropertyInterests)
      .values({
        propertyId,
        potentialTenantId: prospect!.id,
        conversationId,
        lastMessageAt: conversationId ? at : null,
        status: 'PRE_SCREENING',
        firstName: name,
      })
      .returning();
    ids[name] = interest!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    const [mine] = await t.app.db
      .insert(properties)
      .values({ userId: me.id, address: '12 Oak St', type: 'CONDO' })
      .returning();
    const [theirs] = await t.app.db
      .insert(properties)
      .values({ userId: other.id, address: '1 Elsewhere', type: 'CONDO' })
      .returning();
    await seedLead('chatty', mine!.id, 'CHAT');
    await seedLead('mailer', mine!.id, 'EMAIL');
    await seedLead('writer', mine!.id, 'EMAIL');
    await seedLead('texter', mine!.id, 'SMS');
    // Texted before a reset, chats now: the lead answers in the chat.
    await seedLead('switcher', mine!.id, 'CHAT', ['SMS']);
    // Forwarded, never chatted: no conversation, so no channel.
    await seedLead('silent', mine!.id, null);
    await seedLead('stranger', theirs!.id, 'SMS');
  });
  afterAll(() => t.close());

  it('gives only the leads whose conversation answers on the channel, on every page', async () => {
    const only = (query: string) => allIds(`${query}&limit=1`);
    expect((await only('channel=EMAIL')).sort()).toEqual([ids.mailer, ids.writer].sort());
    expect(await only('channel=SMS')).toEqual([ids.texter]);
    expect((await only('channel=CHAT')).sort()).toEqual([ids.chatty, ids.switcher].sort());
    // Without the filter, every lead of the manager, the one without a conversation too.
    expect(await allIds('limit=200')).toHaveLength(6);
  });

  it('keeps to the sort and combines with the other filters', async () => {
    const byName = await allIds('channel=EMAIL&sort=name&order=asc&limit=1');
    expect(byName).toEqual([ids.mailer, ids.writer]);
    const reversed = await allIds('channel=EMAIL&sort=name&order=desc&limit=1');
    expect(reversed).toEqual([ids.writer, ids.mailer]);
    expect(await allIds('channel=EMAIL&q=writer')).toEqual([ids.writer]);
    expect(await allIds('channel=SMS&status=SCHEDULING_COMPLETE')).toEqual([]);
  });

  it("never shows another manager's lead on that channel", async () => {
    expect(await allIds('channel=SMS')).not.toContain(ids.stranger);
    const theirs = (await page('channel=SMS', other.headers)).json() as PageBody;
    expect(theirs.leads.map((lead) => lead.tenantPropertyInterest.id)).toEqual([ids.stranger]);
  });

  it('refuses a channel it does not know', async () => {
    for (const channel of ['PHONE', 'email', '']) {
      const response = await page(`channel=${channel}`);
      expect(response.statusCode, channel).toBe(400);
    }
  });

  it('exports the same leads as the filtered page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/export?channel=EMAIL&sort=name&order=asc',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('mailer@example.com');
    expect(lines[2]).toContain('writer@example.com');
  });
});
