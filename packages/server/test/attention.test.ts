import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attentionItems,
  mailOutbox,
  properties,
  users,
  webhookDeliveries,
} from '../src/db/schema/index.ts';
import { createDigestTask, createNotifyTask } from '../src/modules/attention/attention.tasks.ts';
import {
  createManager,
  createTestApp,
  jobsSettled,
  type TestApp,
  type TestManager,
} from './helpers.ts';

/**
 * Needs attention (issue 15): what a prospect's chat leaves for the manager reaches them,
 * once, and the manager's answer reaches the prospect and teaches Athena.
 */
describe('Needs attention', () => {
  let t: TestApp;
  let manager: TestManager;
  let other: TestManager;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp({ UNREAD_REPLY_MAIL_DELAY_SECONDS: '0' });
    manager = await createManager(t.app);
    other = await createManager(t.app);
    await t.app.db
      .update(users)
      .set({ webhookUrl: 'https://hooks.example.com/porchlight' })
      .where(eq(users.id, manager.id));
    const [property] = await t.app.db
      .insert(properties)
      .values({
        userId: manager.id,
        address: '18 Orchard Lane, Boise, ID 83702',
        type: 'DUPLEX',
        questions: 'PETS',
        amenities: 'ON_SITE_PARKING',
        parkingPrice: 40,
      })
      .returning();
    propertyId = property!.id;
  });
  afterAll(() => t.close());

  type Message = { role: string; content: string; authorName?: string };

  async function startChat(email: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId },
    });
    expect(started.statusCode).toBe(201);
    return { authorization: `Bearer ${started.json().jwt}` };
  }

  async function messages(headers: { authorization: string }): Promise<Message[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${propertyId}`,
      headers,
    });
    return response.json().messages;
  }

  /** Waits until the conversation satisfies `done` (Athena answers in a job). */
  async function until(
    headers: { authorization: string },
    done: (list: Message[]) => boolean,
  ): Promise<Message[]> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const list = await messages(headers);
      if (done(list)) return list;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    throw new Error(
      `the conversation did not get there: ${JSON.stringify(await messages(headers))}`,
    );
  }

  async function say(headers: { authorization: string }, message: string) {
    const before = (await messages(headers)).length;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message },
    });
    expect(sent.statusCode).toBe(200);
    return until(headers, (list) => list.length > before + 1 && list.at(-1)?.role !== 'user');
  }

  const list = async (who: TestManager, status = 'OPEN') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/attention?status=${status}`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { id: string; kind: string; text: string; lead: { email: string } | null }[];
      openCount: number;
    };
  };

  const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  async function waitForMails(to: string, count: number) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const rows = await mailsTo(to);
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    throw new Error(`fewer than ${count} mails to ${to}`);
  }

  it('lists a new lead with its webhook event, and mails the manager once', async () => {
    await startChat('new.lead@example.com');
    await until(await startChat('second.lead@example.com'), (m) => m.length > 0);
    const { items, openCount } = await list(manager);
    const leads = items.filter((item) => item.kind === 'NEW_LEAD');
    expect(leads.map((item) => item.lead?.email).sort()).toEqual([
      'new.lead@example.com',
      'second.lead@example.com',
    ]);
    expect(openCount).toBeGreaterThanOrEqual(2);
    const mails = await waitForMails(manager.email, 2);
    expect(
      mails.filter((m) => m.subject.startsWith('New lead: new.lead@example.com')),
    ).toHaveLength(1);
    const events = await t.app.db
      .select({ type: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, manager.id));
    expect(events.filter((e) => e.type === 'attention.new_lead')).toHaveLength(2);
    // The notification job run again (a retry, a second process) mails nobody twice.
    const notify = createNotifyTask(t.app);
    const first = leads[0]!;
    await notify({ itemId: first.id });
    await notify({ itemId: first.id });
    const again = await mailsTo(manager.email);
    expect(
      again.filter((m) => m.subject.startsWith(`New lead: ${first.lead?.email}`)),
    ).toHaveLength(1);
  });

  it('answer once: the prospect gets it live, and the next prospect gets it from Athena', async () => {
    const asker = await startChat('asker@example.com');
    await until(asker, (m) => m.length > 0);
    const question = 'Is there a bike room in the building?';
    const reply = await say(asker, question);
    expect(reply.at(-1)?.content).toMatch(/property manager/i);
    const item = (await list(manager)).items.find((i) => i.kind === 'UNANSWERED_QUESTION');
    expect(item?.text).toContain('bike room');

    // Another manager can neither see nor answer it.
    expect((await list(other)).items).toEqual([]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/answer`,
      headers: other.headers,
      payload: { answer: 'No.', remember: true },
    });
    expect(foreign.statusCode).toBe(404);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/answer`,
      headers: manager.headers,
      payload: { answer: '   ', remember: true },
    });
    expect(blank.statusCode).toBe(400);

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/answer`,
      headers: manager.headers,
      payload: {
        answer: 'Yes, there is a locked bike room in the basement, free for residents.',
        remember: true,
      },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'DONE', outcome: 'ANSWERED' });
    const seen = await messages(asker);
    expect(seen.at(-1)).toMatchObject({
      role: 'manager',
      authorName: 'Test Manager',
      content: 'Yes, there is a locked bike room in the basement, free for residents.',
    });
    // Answering twice is refused: the prospect is not told twice.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/answer`,
      headers: manager.headers,
      payload: { answer: 'Yes.', remember: false },
    });
    expect(twice.statusCode).toBe(409);

    // The fact is listed with the property's, and Athena answers the next prospect from it.
    const facts = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}/facts`,
      headers: manager.headers,
    });
    expect(facts.json()).toMatchObject([
      { question, answer: expect.stringContaining('bike room') },
    ]);
    const next = await startChat('next.asker@example.com');
    await until(next, (m) => m.length > 0);
    const taught = await say(next, 'do you have a bike room?');
    expect(taught.at(-1)?.content).toContain('locked bike room in the basement');
    expect(
      (await list(manager)).items.filter(
        (i) => i.kind === 'UNANSWERED_QUESTION' && i.lead?.email === 'next.asker@example.com',
      ),
    ).toEqual([]);
  });

  it('takeover: the manager writes as themselves, Athena is silent until handed back', async () => {
    const prospect = await startChat('takeover@example.com');
    await until(prospect, (m) => m.length > 0);
    const [lead] = await t.app.db
      .select({ id: attentionItems.interestId })
      .from(attentionItems)
      .innerJoin(users, eq(users.id, attentionItems.userId))
      .where(
        and(eq(attentionItems.kind, 'NEW_LEAD'), eq(attentionItems.text, 'takeover@example.com')),
      );
    const leadId = lead!.id!;
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${leadId}/messages`,
      headers: manager.headers,
      payload: { message: 'Hi, this is Test from the office. Happy to help directly.' },
    });
    expect(write.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${leadId}/messages`,
      headers: other.headers,
      payload: { message: 'Hello' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await messages(prospect)).at(-1)).toMatchObject({ role: 'manager' });

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: prospect,
      payload: { message: 'Great, can I see it on Saturday?' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/${leadId}/conversation`,
      headers: manager.headers,
    });
    expect(read.json().assistantPaused).toBe(true);
    await jobsSettled(t.app); // a reply would be stored by now
    expect((await messages(prospect)).at(-1)).toMatchObject({ role: 'user' });

    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${leadId}/assistant`,
      headers: manager.headers,
      payload: { paused: false },
    });
    expect(back.statusCode).toBe(200);
    const answered = await until(prospect, (m) => m.at(-1)?.role === 'assistant');
    expect(answered.at(-1)?.content.length).toBeGreaterThan(0);

    // A reset starts a new thread for the prospect; the manager still reads the first.
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/conversations/property-interest/${propertyId}/reset`,
      headers: prospect,
    });
    const threads = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/${leadId}/conversation`,
      headers: manager.headers,
    });
    const body = threads.json();
    expect(body.threads).toHaveLength(2);
    expect(body.threads[0].messages.some((m: Message) => m.role === 'manager')).toBe(true);
    expect(body.currentThreadId).toBe(body.threads[1].id);
  });

  it('a call request without Vapi is an item with outcomes, confirmed once (by the chat)', async () => {
    const prospect = await startChat('caller@example.com');
    await until(prospect, (m) => m.length > 0);
    const before = await messages(prospect);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers: prospect,
      payload: { propertyId, phone: '2025550143' },
    });
    expect(requested.statusCode).toBe(200);
    // The chat's thanks is the one confirmation: nothing more is written in the conversation.
    expect(await messages(prospect)).toEqual(before);
    const item = (await list(manager)).items.find((i) => i.kind === 'CALL_REQUEST');
    expect(item?.text).toContain('(202) 555-0143');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/resolve`,
      headers: manager.headers,
      payload: { outcome: 'MAYBE' },
    });
    expect(bad.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${item!.id}/resolve`,
      headers: manager.headers,
      payload: { outcome: 'NO_ANSWER' },
    });
    expect(done.json()).toMatchObject({ status: 'DONE', outcome: 'NO_ANSWER' });
    const doneList = await list(manager, 'DONE');
    expect(doneList.items.some((i) => i.id === item!.id)).toBe(true);
  });

  it('a daily digest mails every waiting item in one mail, once', async () => {
    const digester = await createManager(t.app);
    await t.app.db
      .update(users)
      .set({ notificationMode: 'DAILY_DIGEST' })
      .where(eq(users.id, digester.id));
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: digester.id, address: '7 Quiet Street, Salem, OR 97301', type: 'DUPLEX' })
      .returning();
    for (const email of ['d1@example.com', 'd2@example.com']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/conversations/property-interest',
        payload: { email, propertyId: property!.id },
      });
    }
    // The notification jobs have run: no mail yet, the items wait for the digest.
    const deadline = Date.now() + 5_000;
    let pending = 2;
    while (pending > 0 && Date.now() < deadline) {
      const jobs = await t.app.db.execute(
        "select count(*)::int as n from graphile_worker.jobs where task_identifier = 'attention.notify'",
      );
      pending = (jobs.rows[0] as { n: number }).n;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(await mailsTo(digester.email)).toEqual([]);
    const digest = createDigestTask(t.app);
    await Promise.all([digest({ userId: digester.id }), digest({ userId: digester.id })]);
    const mails = await mailsTo(digester.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Porchlight: 2 things need your attention');
    expect(mails[0]?.text).toContain('d1@example.com');
    expect(mails[0]?.text).toContain('d2@example.com');
  });
});
