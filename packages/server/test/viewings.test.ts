import { instantAt } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, properties, tenantPropertyInterests, viewings } from '../src/db/schema/index.ts';
import { createConfirmBookingTask } from '../src/modules/viewings/viewings.service.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  waitForMail,
} from './helpers.ts';

describe('viewings: hours and booking', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };

  /** The next date (after tomorrow) whose weekday is `weekday` (0 = Sunday), at hh:mm Chicago time. */
  function chicago(weekday: number, hour: number, minute = 0) {
    const date = new Date(Date.now() + 2 * 86_400_000);
    while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
    const local = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour,
      minute,
    };
    return instantAt(local, 'America/Chicago').toISOString();
  }

  beforeAll(async () => {
    // Two prospects book many times over: the per-session booking limit is another test's.
    t = await createTestApp({ TIMEZONE: 'America/Chicago', RATE_LIMIT_BOOKING_PER_SESSION: '100' });
    manager = await createManager(t.app, undefined, { viewingDuration: 30 });
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '9 Oak Avenue', type: 'DUPLEX' })
      .returning();
    propertyId = property!.id;
    const start = async (email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/conversations/property-interest',
        payload: { email, propertyId },
      });
      return { authorization: `Bearer ${(response.json() as { jwt: string }).jwt}` };
    };
    headers = await start('viewer@example.com');
    otherHeaders = await start('second@example.com');
  });
  afterAll(() => t.close());

  const book = (datetime: string, h = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers: h,
      payload: { datetime, propertyId },
    });

  it('publishes the manager hours with the time zone (weekdays 9:00 to 17:00 by default)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}/viewing-hours`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      scheduleViewing: 'CALENDAR',
      viewingDuration: 30,
      timezone: 'America/Chicago',
    });
    expect(body.viewingDays.monday).toEqual({
      enabled: true,
      times: [{ openTime: '9:00', closeTime: '17:00' }],
    });
  });

  it('books an offered slot, moves the lead to SCHEDULING_COMPLETE, confirms in the chat and e-mails an invitation', async () => {
    const response = await book(chicago(2, 14, 30));
    expect(response.statusCode).toBe(200);
    const [viewing] = await t.app.db
      .select()
      .from(viewings)
      .where(eq(viewings.propertyId, propertyId));
    expect(viewing?.startsAt.toISOString()).toBe(chicago(2, 14, 30));
    expect(viewing!.endsAt.getTime() - viewing!.startsAt.getTime()).toBe(30 * 60_000);
    const [interest] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, viewing!.interestId));
    expect(interest?.status).toBe('SCHEDULING_COMPLETE');
    // As the chat does: the prospect's request follows the booking, and Athena confirms it
    // in reply, after the request (never above it).
    const request = 'I would like to schedule a viewing on Tuesday, December 1 at 2:30 PM.';
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message: request },
    });
    const read = () =>
      t.app.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, interest!.conversationId!))
        .orderBy(messages.seq);
    let chat = await read();
    for (let i = 0; i < 300 && !chat.some((m) => m.content.startsWith("You're all set")); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      chat = await read();
    }
    const confirmed = chat.findIndex((m) => m.content.startsWith("You're all set"));
    expect(chat[confirmed]?.content).toMatch(
      /^You're all set! Your viewing of 9 Oak Avenue is booked for Tuesday, \w+ \d+ at 2:30 PM [A-Z]{3,4}\./,
    );
    expect(confirmed).toBeGreaterThan(chat.findIndex((m) => m.content === request));
    expect(chat.filter((m) => m.content.startsWith("You're all set"))).toHaveLength(1);
    const prospectMail = await waitForMail(t.app, 'viewer@example.com');
    expect(prospectMail.ics).toContain('BEGIN:VEVENT');
    // The new lead's mail to the manager may be queued after this one.
    const managerMail = await waitForMail(t.app, manager.email, 15_000, 'New viewing');
    expect(managerMail.subject).toContain('New viewing: 9 Oak Avenue');
  });

  it('confirms a booking in the chat when the client posts no request, once', async () => {
    const [row] = await t.app.db
      .select({ conversationId: tenantPropertyInterests.conversationId })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.propertyId, propertyId));
    const conversationId = row!.conversationId!;
    const confirm = createConfirmBookingTask(t.app);
    const text = 'You are all set, quietly.';
    await confirm({ conversationId, text });
    await confirm({ conversationId, text }); // a retry, or the reply already said it
    const said = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.content, text)));
    expect(said).toHaveLength(1);
  });

  it('refuses an overlapping booking with 409, a closed day or hour with 400, and the past with 400', async () => {
    const clash = await book(chicago(2, 14, 30), otherHeaders);
    expect(clash.statusCode).toBe(409);
    expect((await book(chicago(0, 10, 0), otherHeaders)).statusCode).toBe(400); // Sunday: closed
    expect((await book(chicago(3, 7, 0), otherHeaders)).statusCode).toBe(400); // before opening
    expect((await book(chicago(3, 10, 15), otherHeaders)).statusCode).toBe(400); // not a half-hour slot
    const past = await book('2020-01-07T16:00:00.000Z', otherHeaders);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.field).toBe('datetime');
    expect(await t.app.db.select().from(viewings)).toHaveLength(1);
  });

  it('lets exactly one of two prospects take the same slot when they book at once', async () => {
    const slot = chicago(4, 11, 0);
    const [a, b] = await Promise.all([book(slot, headers), book(slot, otherHeaders)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});
