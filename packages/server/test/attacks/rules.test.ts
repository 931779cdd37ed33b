/**
 * Product rules a request could step around (issue 27): each refused with a clear 4xx and
 * nothing changed, while the request the rule allows still goes through.
 */
import { defaultViewingDays, isOfferedSlot, wallClockAt } from '@porchlight/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionItems, properties, users, viewings } from '../../src/db/schema/index.ts';
import { ownInterest } from '../../src/modules/conversations/conversations.service.ts';
import { ASSISTANT_REPLY_TASK } from '../../src/modules/conversations/interests.ts';
import {
  createManager,
  createTestApp,
  sendProspectMessage,
  startProspectChat,
  type TestApp,
  type TestManager,
  tokenFor,
} from '../helpers.ts';
import { type SeededAccount, seedAccount, snapshot } from './fixtures.ts';

/**
 * Finding 7: an item resolved with another kind's outcome. Before, a new lead could be
 * marked CALLED_BACK (and a call request plain DONE): whatever outcome was sent was stored.
 */
describe("an attention item's outcome is one its kind takes", () => {
  let t: TestApp;
  let a: SeededAccount;

  beforeAll(async () => {
    t = await createTestApp();
    a = await seedAccount(t.app, 'outcomes');
  });
  afterAll(() => t.close());

  const item = async (kind: 'NEW_LEAD' | 'CALL_REQUEST') => {
    const [row] = await t.app.db
      .insert(attentionItems)
      .values({
        userId: a.manager.id,
        propertyId: a.propertyId,
        interestId: a.interestId,
        conversationId: a.conversationId,
        kind,
        text: kind === 'CALL_REQUEST' ? 'Call me at 312 555 0199' : a.prospectEmail,
      })
      .returning({ id: attentionItems.id });
    return row!.id;
  };
  const resolve = (id: string, outcome?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${id}/resolve`,
      headers: a.manager.headers,
      payload: outcome === undefined ? {} : { outcome },
    });
  const stored = async (id: string) =>
    (await t.app.db.select().from(attentionItems).where(eq(attentionItems.id, id)))[0];

  it.each([
    ['a new lead', 'NEW_LEAD', 'CALLED_BACK'],
    ['a new lead', 'NEW_LEAD', 'NO_ANSWER'],
    ['a call request', 'CALL_REQUEST', 'DONE'],
    ['a call request', 'CALL_REQUEST', undefined],
  ] as const)(
    'refuses %s resolved with %s / %s: a 400 on outcome, nothing changed',
    async (_, kind, outcome) => {
      const id = await item(kind);
      const before = await snapshot(t.app);
      const response = await resolve(id, outcome);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'outcome' } });
      expect(response.json().error.message).toMatch(/outcome/i);
      expect(await snapshot(t.app)).toEqual(before);
      expect(await stored(id)).toMatchObject({ status: 'OPEN', outcome: null, resolvedAt: null });
    },
  );

  it.each([
    ['NEW_LEAD', 'DONE', 'DONE'],
    ['NEW_LEAD', undefined, 'DONE'],
    ['CALL_REQUEST', 'CALLED_BACK', 'CALLED_BACK'],
    ['CALL_REQUEST', 'NO_ANSWER', 'NO_ANSWER'],
  ] as const)('resolves a %s item with %s as %s', async (kind, outcome, expected) => {
    const id = await item(kind);
    const response = await resolve(id, outcome);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'DONE', outcome: expected });
    expect(await stored(id)).toMatchObject({ status: 'DONE', outcome: expected });
  });

  it('takes DONE for every other kind, as before', async () => {
    const response = await resolve(a.attentionItemId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'UNANSWERED_QUESTION', outcome: 'DONE' });
  });
});

/** The first slot the default viewing hours offer, `daysAhead` days on or later (UTC). */
function offeredSlot(daysAhead: number): string {
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  for (let step = 0; step < 7 * 48; step++) {
    const at = new Date(start.getTime() + step * 30 * 60_000);
    if (isOfferedSlot(defaultViewingDays(), wallClockAt(at, 'UTC'))) return at.toISOString();
  }
  throw new Error('No offered slot in a week.');
}

/**
 * Finding 5: a manager who takes viewing requests by text (scheduleViewing TEXT) still had
 * calendar slots booked by prospects calling the booking endpoint directly: before, the
 * prospect's booking answered 200, moved their viewing and mailed everyone.
 */
describe('a prospect books no calendar slot when viewings are arranged by text', () => {
  let t: TestApp;
  let a: SeededAccount;
  let prospect: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ TIMEZONE: 'UTC' });
    a = await seedAccount(t.app, 'by-text');
    await t.app.db.update(users).set({ scheduleViewing: 'TEXT' }).where(eq(users.id, a.manager.id));
    prospect = await tokenFor(t.app, 'tenant', a.prospectId, a.prospectEmail);
  });
  afterAll(() => t.close());

  const prospectBooks = (datetime: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${a.propertyId}/schedule-viewing`,
      headers: prospect,
      payload: { propertyId: a.propertyId, datetime },
    });
  const booked = async () =>
    (await t.app.db.select().from(viewings).where(eq(viewings.interestId, a.interestId))).map((v) =>
      v.startsAt.toISOString(),
    );

  it("refuses the prospect's booking with a 409 that says how to ask instead, storing nothing", async () => {
    const before = await snapshot(t.app);
    const held = await booked();
    const response = await prospectBooks(offeredSlot(5));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(response.json().error.message).toMatch(/property manager will confirm/);
    expect(await snapshot(t.app)).toEqual(before);
    expect(await booked()).toEqual(held);
  });

  it("still lets the manager book the lead's viewing themselves", async () => {
    const slot = offeredSlot(6);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${a.interestId}/viewing`,
      headers: a.manager.headers,
      payload: { datetime: slot },
    });
    expect(response.statusCode).toBe(200);
    expect(await booked()).toEqual([slot]);
  });

  it('books the same request once the manager offers calendar slots again', async () => {
    await t.app.db
      .update(users)
      .set({ scheduleViewing: 'CALENDAR' })
      .where(eq(users.id, a.manager.id));
    const slot = offeredSlot(7);
    expect((await prospectBooks(slot)).statusCode).toBe(200);
    expect(await booked()).toEqual([slot]);
  });
});

/**
 * Finding 4: the manager's pause undone by the prospect. Before, the pause was kept on the
 * conversation, and the prospect's reset made a new one: Athena greeted the new thread and
 * answered the next message while the manager believed the lead was theirs, and the lead
 * read as not paused.
 */
describe("a prospect's reset keeps the manager's pause", () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '12 Hushed Lane', type: 'MULTI_FAMILY' })
      .returning({ id: properties.id });
    propertyId = property!.id;
  });
  afterAll(() => t.close());

  const chatUrl = () => `/api/v2/conversations/property-interest/${propertyId}`;
  const messages = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: chatUrl(), headers })).json().messages as {
      role: string;
      content: string;
    }[];
  /** Athena's turns still queued or under way for a conversation (a job leaves when done). */
  const turnsLeft = async (conversationId: string) =>
    (
      await t.app.db.execute<{ n: number }>(sql`
        select count(*)::int as n from graphile_worker._private_jobs as jobs
        join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
        where tasks.identifier = ${ASSISTANT_REPLY_TASK}
          and jobs.payload->>'conversationId' = ${conversationId}`)
    ).rows[0]!.n;
  /** Waits until every turn of the conversation has been given (answered or kept silent). */
  const turnsGiven = async (conversationId: string) => {
    for (let i = 0; i < 500 && (await turnsLeft(conversationId)) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await turnsLeft(conversationId)).toBe(0);
  };
  const until = async (
    headers: Record<string, string>,
    done: (m: { role: string }[]) => boolean,
  ) => {
    for (let i = 0; i < 500; i++) {
      const now = await messages(headers);
      if (done(now)) return now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`Not yet: ${JSON.stringify(await messages(headers))}`);
  };
  const leadChat = async (leadId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/leads/${leadId}/conversation`,
        headers: manager.headers,
      })
    ).json() as { assistantPaused: boolean; currentThreadId: string; threads: unknown[] };
  const setPaused = (leadId: string, paused: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${leadId}/assistant`,
      headers: manager.headers,
      payload: { paused },
    });

  it('leaves Athena silent in the new thread until the manager hands the lead back', async () => {
    const { headers, prospectId } = await startProspectChat(
      t.app,
      propertyId,
      'resetter@example.com',
    );
    await until(headers, (m) => m.some((x) => x.role === 'assistant')); // the greeting
    const lead = await ownInterest(t.app.db, prospectId, propertyId);
    expect((await setPaused(lead.id, true)).statusCode).toBe(200);

    const reset = await t.app.inject({ method: 'POST', url: `${chatUrl()}/reset`, headers });
    expect(reset.statusCode).toBe(200);
    await sendProspectMessage(t.app, propertyId, headers, 'Hello? Is anyone there?');
    const { conversationId } = await ownInterest(t.app.db, prospectId, propertyId);
    expect(conversationId).not.toBe(lead.conversationId);
    // The new thread's greeting and the turn for the message have both been given.
    await turnsGiven(conversationId);
    expect((await messages(headers)).map((m) => m.role)).toEqual(['user']);
    const read = await leadChat(lead.id);
    expect(read.currentThreadId).toBe(conversationId);
    expect(read.threads).toHaveLength(2);
    expect(read.assistantPaused).toBe(true);

    // Handed back: Athena answers what the prospect wrote in the new thread.
    expect((await setPaused(lead.id, false)).statusCode).toBe(200);
    const answered = await until(headers, (m) => m.at(-1)?.role === 'assistant');
    expect(answered.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect((await leadChat(lead.id)).assistantPaused).toBe(false);
  });

  it("keeps a takeover by the manager's own message too, and greets the new thread when handed back", async () => {
    const { headers, prospectId } = await startProspectChat(
      t.app,
      propertyId,
      'taken-over@example.com',
    );
    await until(headers, (m) => m.some((x) => x.role === 'assistant'));
    const lead = await ownInterest(t.app.db, prospectId, propertyId);
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/messages`,
      headers: manager.headers,
      payload: { message: 'Hi, this is the office. I will take it from here.' },
    });
    expect(wrote.statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: `${chatUrl()}/reset`, headers });
    const { conversationId } = await ownInterest(t.app.db, prospectId, propertyId);
    await turnsGiven(conversationId); // the new thread's greeting, kept silent
    expect(await messages(headers)).toEqual([]);
    expect((await leadChat(lead.id)).assistantPaused).toBe(true);

    expect((await setPaused(lead.id, false)).statusCode).toBe(200);
    const greeted = await until(headers, (m) => m.length > 0);
    expect(greeted.map((m) => m.role)).toEqual(['assistant']);
  });
});
