/**
 * One prospect token booking every slot of a day: before these limits it took all 17 open
 * slots (17 e-mails to the manager) and every other prospect got 409.
 */
import { defaultViewingDays, isOfferedSlot, wallClockAt } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, viewings } from '../../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from '../helpers.ts';

/** The first `count` slots the default viewing hours offer, from `daysAhead` days on (UTC). */
function offeredSlots(count: number, daysAhead = 1): string[] {
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  const found: string[] = [];
  for (let step = 0; found.length < count && step < 60 * 48; step++) {
    const at = new Date(start.getTime() + step * 30 * 60_000);
    if (isOfferedSlot(defaultViewingDays(), wallClockAt(at, 'UTC'))) found.push(at.toISOString());
  }
  return found;
}

describe('booking flood', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp({
      TIMEZONE: 'UTC',
      RATE_LIMIT_BOOKING_PER_SESSION: '4',
      VIEWING_HORIZON_DAYS: '60',
    });
    manager = await createManager(t.app, 'flooded@example.com', { viewingDuration: 30 });
    const [row] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '3 Crowded Court', type: 'MULTI_FAMILY' })
      .returning({ id: properties.id });
    propertyId = row!.id;
  });
  afterAll(() => t.close());

  const prospect = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId },
    });
    return { authorization: `Bearer ${(response.json() as { jwt: string }).jwt}` };
  };
  const book = (headers: Record<string, string>, datetime: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers,
      payload: { propertyId, datetime },
    });
  const upcoming = () =>
    t.app.db.select().from(viewings).where(eq(viewings.propertyId, propertyId));
  const managerMails = async () =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, manager.email))).filter(
      (mail) => !mail.subject.startsWith('New lead:'),
    ).length;

  it('keeps one viewing per prospect: booking again moves it, and frees the old slot', async () => {
    const [first, second, third] = offeredSlots(3);
    const hoarder = await prospect('hoarder@example.com');
    expect((await book(hoarder, first!)).statusCode).toBe(200);
    expect((await book(hoarder, second!)).statusCode).toBe(200);
    expect((await book(hoarder, third!)).statusCode).toBe(200);
    const held = await upcoming();
    expect(held).toHaveLength(1);
    expect(held[0]!.startsAt.toISOString()).toBe(third);
    // The slots it moved away from are open to everyone else.
    expect((await book(await prospect('other@example.com'), first!)).statusCode).toBe(200);
  });

  it('mails the manager once per real change, not for the same booking again', async () => {
    // Weeks from the other tests' slots: a weekend pushes theirs to the next weekday.
    const [slot] = offeredSlots(1, 20);
    const steady = await prospect('steady@example.com');
    const before = await managerMails();
    expect((await book(steady, slot!)).statusCode).toBe(200);
    expect((await book(steady, slot!)).statusCode).toBe(200);
    expect(await managerMails()).toBe(before + 1);
  });

  it('limits how often one session books', async () => {
    // Days apart from the other tests' slots, even when a weekend pushes theirs forward.
    const slots = offeredSlots(6, 10);
    const busy = await prospect('busy@example.com');
    const statuses: number[] = [];
    for (const slot of slots) statuses.push((await book(busy, slot)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a date beyond the booking horizon', async () => {
    const [far] = offeredSlots(1, 61);
    const response = await book(await prospect('far-ahead@example.com'), far!);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { field: 'datetime' } });
  });
});
