import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, users } from '../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

/**
 * The manager's viewings (issue 15, item 4): a prospect's TEXT-mode request becomes a
 * booking the manager confirms, shown on the agenda with the prospect's answers; the
 * manager moves or cancels it and the prospect's calendar follows.
 */
describe('the agenda, and viewings booked, moved and cancelled by the manager', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;
  let prospect: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ TIMEZONE: 'UTC' });
    manager = await createManager(t.app);
    await t.app.db.update(users).set({ scheduleViewing: 'TEXT' }).where(eq(users.id, manager.id));
    const [property] = await t.app.db
      .insert(properties)
      .values({
        userId: manager.id,
        address: '77 Lake Shore Dr, Chicago, IL 60611',
        type: 'MULTI_FAMILY',
        timeZone: 'America/Chicago',
        questions: 'PETS',
      })
      .returning();
    propertyId = property!.id;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'texter@example.com', propertyId },
    });
    prospect = { authorization: `Bearer ${started.json().jwt}` };
  });
  afterAll(() => t.close());

  const inDays = (days: number, hourUtc: number) => {
    const at = new Date(Date.now() + days * 86_400_000);
    at.setUTCHours(hourUtc, 0, 0, 0);
    return at.toISOString();
  };

  async function items(kind: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/attention',
      headers: manager.headers,
    });
    return (response.json().items as { id: string; kind: string; lead: { id: string } }[]).filter(
      (item) => item.kind === kind,
    );
  }

  async function mailsTo(to: string) {
    return t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to)))
      .orderBy(mailOutbox.createdAt);
  }

  it('turns a TEXT-mode request into a booking the manager confirms', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: prospect,
      payload: { message: 'Could I see the apartment Saturday morning around 10?' },
    });
    let requests = await items('VIEWING_REQUEST');
    for (let i = 0; i < 300 && requests.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      requests = await items('VIEWING_REQUEST');
    }
    expect(requests).toHaveLength(1);
    const leadId = requests[0]!.lead.id;

    const past = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${leadId}/viewing`,
      headers: manager.headers,
      payload: { datetime: inDays(-1, 16) },
    });
    expect(past.statusCode).toBe(400);

    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${leadId}/viewing`,
      headers: manager.headers,
      payload: { datetime: inDays(3, 16) },
    });
    expect(booked.statusCode).toBe(200);
    const viewing = booked.json();
    expect(viewing).toMatchObject({
      timeZone: 'America/Chicago',
      lead: { id: leadId, email: 'texter@example.com', status: 'SCHEDULING_COMPLETE' },
    });
    expect(await items('VIEWING_REQUEST')).toEqual([]);

    const agenda = await t.app.inject({
      method: 'GET',
      url: `/api/v1/viewings?propertyId=${propertyId}`,
      headers: manager.headers,
    });
    expect(agenda.json().map((v: { id: string }) => v.id)).toEqual([viewing.id]);
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${propertyId}`,
      headers: prospect,
    });
    expect(chat.json().messages.at(-1).content).toMatch(/The property manager confirmed it/);
    const mails = await mailsTo('texter@example.com');
    expect(mails.at(-1)?.subject).toBe(
      'Your viewing of 77 Lake Shore Dr, Chicago, IL 60611 is booked',
    );
    expect(mails.at(-1)?.ics).toContain('METHOD:REQUEST');

    // Moved: the same viewing, the same calendar event, a later sequence.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${leadId}/viewing`,
      headers: manager.headers,
      payload: { datetime: inDays(4, 17) },
    });
    expect(moved.json().id).toBe(viewing.id);
    const after = await mailsTo('texter@example.com');
    expect(after.at(-1)?.subject).toContain('is moved');
    expect(after.at(-1)?.ics).toContain(`UID:viewing-${viewing.id}@porchlight`);

    // Another lead cannot be put on top of it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'second@example.com', propertyId },
    });
    expect(other.statusCode).toBe(201);
    const [secondLead] = (await items('NEW_LEAD')).filter((item) => item.lead.id !== leadId);
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${secondLead!.lead.id}/viewing`,
      headers: manager.headers,
      payload: { datetime: inDays(4, 17) },
    });
    expect(clash.statusCode).toBe(409);

    // Cancelled: withdrawn from the prospect's calendar, the lead back to choosing a time.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/viewings/${viewing.id}`,
      headers: manager.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const last = (await mailsTo('texter@example.com')).at(-1);
    expect(last?.subject).toContain('is cancelled');
    expect(last?.ics).toContain('METHOD:CANCEL');
    expect(last?.ics).toContain(`UID:viewing-${viewing.id}@porchlight`);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/viewings',
      headers: manager.headers,
    });
    expect(empty.json()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/viewings/${viewing.id}`,
      headers: manager.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an agenda span that ends before it starts, or is longer than 92 days', async () => {
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/viewings?from=${inDays(5, 0)}&to=${inDays(1, 0)}`,
      headers: manager.headers,
    });
    expect(backwards.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/v1/viewings?from=${inDays(0, 0)}&to=${inDays(200, 0)}`,
      headers: manager.headers,
    });
    expect(long.statusCode).toBe(400);
  });
});
