import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  viewings,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const URLS = ['/api/v1/analytics/tenant-interests', '/api/v1/analytics/messages'];

/** A month none of whose viewings was marked or cancelled. */
const NO_VIEWINGS = { viewingsHeld: 0, viewingsShown: 0, noShows: 0, viewingsCancelled: 0 };
describe('monthly analytics', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let prospectId = '';

  const get = (url: string, headers: object = {}) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
  const counts = async (who: TestManager, startDate: string, endDate: string) => {
    const bodies = [];
    for (const url of URLS) {
      const response = await get(`${url}?startDate=${startDate}&endDate=${endDate}`, who.headers);
      expect(response.statusCode).toBe(200);
      bodies.push(response.json());
    }
    // Both calls answer the same three counts (the contract's choice).
    expect(bodies[1]).toEqual(bodies[0]);
    return bodies[0];
  };

  async function property(owner: TestManager) {
    const [row] = await t.app.db
      .insert(properties)
      .values({
        userId: owner.id,
        address: `${randomBytes(3).toString('hex')} Main St`,
        type: 'CONDO',
      })
      .returning();
    return row!.id;
  }
  async function prospect() {
    const [row] = await t.app.db
      .insert(potentialTenants)
      .values({ email: `p-${randomBytes(4).toString('hex')}@example.com` })
      .returning();
    return row!.id;
  }
  async function interest(propertyId: string, createdAt: string, conversationId?: string) {
    const [row] = await t.app.db
      .insert(tenantPropertyInterests)
      .values({
        propertyId,
        potentialTenantId: await prospect(),
        conversationId: conversationId ?? null,
        createdAt: new Date(createdAt),
      })
      .returning();
    return row!.id;
  }
  async function conversation(propertyId: string, kind = 'PROPERTY_INTEREST', at: string[] = []) {
    const [row] = await t.app.db
      .insert(conversations)
      .values({ kind, propertyId, potentialTenantId: kind === 'RESIDENT' ? null : prospectId })
      .returning();
    for (const [k, createdAt] of at.entries()) {
      await t.app.db.insert(messages).values({
        conversationId: row!.id,
        role: k % 2 ? 'assistant' : 'user',
        content: `message ${k}`,
        createdAt: new Date(createdAt),
      });
    }
    return row!.id;
  }
  async function viewing(
    interestId: string,
    propertyId: string,
    bookedAt: string,
    startsAt: string,
  ) {
    const starts = new Date(startsAt);
    await t.app.db.insert(viewings).values({
      interestId,
      propertyId,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 30 * 60_000),
      createdAt: new Date(bookedAt),
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    prospectId = await prospect();
    const [P, Q, O] = [await property(me), await property(me), await property(other)];

    // Messages of both roles; the edges of February sit on both sides of midnight UTC.
    const current = await conversation(P, 'PROPERTY_INTEREST', [
      '2024-01-31T23:59:59.999Z',
      '2024-02-01T00:00:00.000Z',
      '2024-02-15T12:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    // The conversation the prospect reset away from: its February message still counts.
    await conversation(P, 'PROPERTY_INTEREST', ['2024-02-10T08:00:00.000Z']);
    // A Resident AI chat in the same property and another manager's chat do not.
    await conversation(P, 'RESIDENT', ['2024-02-10T08:00:00.000Z', '2024-02-11T08:00:00.000Z']);
    const theirs = await conversation(O, 'PROPERTY_INTEREST', ['2024-02-10T08:00:00.000Z']);

    const january = await interest(P, '2024-01-31T23:59:59.999Z', current);
    const first = await interest(P, '2024-02-01T00:00:00.000Z');
    const last = await interest(Q, '2024-02-29T23:59:59.999Z');
    await interest(Q, '2024-03-01T00:00:00.000Z');
    const theirInterest = await interest(O, '2024-02-10T00:00:00.000Z', theirs);

    // Viewings count in the month they were booked, whenever they take place.
    await viewing(first, P, '2024-02-05T10:00:00.000Z', '2024-03-10T15:00:00.000Z');
    await viewing(january, P, '2024-01-20T10:00:00.000Z', '2024-02-15T15:00:00.000Z');
    await viewing(last, Q, '2024-02-29T23:59:59.999Z', '2024-03-02T15:00:00.000Z');
    await viewing(theirInterest, O, '2024-02-12T10:00:00.000Z', '2024-02-20T15:00:00.000Z');
    await setStatus(first, 'SCHEDULING_COMPLETE');
    await setStatus(last, 'PRE_SCREENING_COMPLETE');
    await setStatus(theirInterest, 'SCHEDULING_COMPLETE');
  });
  const setStatus = (id: string, status: string) =>
    t.app.db
      .update(tenantPropertyInterests)
      .set({ status })
      .where(eq(tenantPropertyInterests.id, id));
  afterAll(() => t.close());

  it('counts a calendar month in UTC, both end days included whole', async () => {
    expect(await counts(me, '02-01-2024', '02-29-2024')).toEqual({
      interestCount: 2,
      scheduledViewingCount: 2,
      messageCount: 3,
    });
    expect(await counts(me, '01-01-2024', '01-31-2024')).toEqual({
      interestCount: 1,
      scheduledViewingCount: 1,
      messageCount: 1,
    });
    expect(await counts(me, '03-01-2024', '03-31-2024')).toEqual({
      interestCount: 1,
      scheduledViewingCount: 0,
      messageCount: 1,
    });
  });

  it('counts a single day when startDate equals endDate', async () => {
    expect(await counts(me, '02-29-2024', '02-29-2024')).toEqual({
      interestCount: 1,
      scheduledViewingCount: 1,
      messageCount: 0,
    });
  });

  it('accepts the widest range of years without a server error', async () => {
    expect(await counts(me, '01-01-0001', '12-31-9999')).toEqual({
      interestCount: 4,
      scheduledViewingCount: 3,
      messageCount: 5,
    });
  });

  it("counts only the manager's own properties", async () => {
    expect(await counts(other, '02-01-2024', '02-29-2024')).toEqual({
      interestCount: 1,
      scheduledViewingCount: 1,
      messageCount: 1,
    });
    const newcomer = await createManager(t.app);
    expect(await counts(newcomer, '01-01-0001', '12-31-9999')).toEqual({
      interestCount: 0,
      scheduledViewingCount: 0,
      messageCount: 0,
    });
  });

  it('answers 400 naming the date that is missing, malformed or not a real day', async () => {
    const cases: [string, string][] = [
      ['startDate=2024-02-01&endDate=02-29-2024', 'startDate'],
      ['startDate=13-01-2024&endDate=02-29-2024', 'startDate'],
      ['startDate=02-30-2024&endDate=03-31-2024', 'startDate'],
      ['startDate=01-01-0000&endDate=03-31-2024', 'startDate'],
      ['endDate=02-29-2024', 'startDate'],
      ['startDate=02-01-2023&endDate=02-29-2023', 'endDate'],
      ['startDate=02-01-2024&endDate=2-29-2024', 'endDate'],
      ['startDate=02-01-2024', 'endDate'],
    ];
    for (const url of URLS) {
      for (const [query, field] of cases) {
        const response = await get(`${url}?${query}`, me.headers);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error, query).toMatchObject({ code: 'VALIDATION', field });
      }
    }
  });

  it('gives twelve months of leads as funnels, oldest first, months without leads included', async () => {
    const response = await get('/api/v1/analytics/lead-trend?endDate=03-15-2024', me.headers);
    expect(response.statusCode).toBe(200);
    const { months } = response.json() as {
      months: { month: string; chats: number; preScreened: number; viewingsBooked: number }[];
    };
    expect(months.map((m) => m.month)).toEqual([
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
    // February's two leads: one booked a viewing, the other finished pre-screening; the
    // other manager's February lead is not counted.
    expect(months.at(-2)).toEqual({
      month: '2024-02',
      chats: 2,
      preScreened: 2,
      viewingsBooked: 1,
      ...NO_VIEWINGS,
    });
    expect(months.at(-3)).toEqual({
      month: '2024-01',
      chats: 1,
      preScreened: 0,
      viewingsBooked: 0,
      ...NO_VIEWINGS,
    });
    expect(months.at(-1)).toEqual({
      month: '2024-03',
      chats: 1,
      preScreened: 0,
      viewingsBooked: 0,
      ...NO_VIEWINGS,
    });
    expect(months.slice(0, 9).every((m) => m.chats === 0)).toBe(true);
    expect(
      (await get('/api/v1/analytics/lead-trend?endDate=02-30-2024', me.headers)).statusCode,
    ).toBe(400);
    expect((await get('/api/v1/analytics/lead-trend?endDate=03-15-2024')).statusCode).toBe(401);
    // Twelve months back from the year 1 reach before it: answered, not a server error.
    const early = await get('/api/v1/analytics/lead-trend?endDate=03-15-0001', me.headers);
    expect(early.statusCode).toBe(200);
    expect(early.json().months.at(-1)).toEqual({
      month: '0001-03',
      chats: 0,
      preScreened: 0,
      viewingsBooked: 0,
      ...NO_VIEWINGS,
    });
  });

  it('answers 400 naming endDate when it is before startDate', async () => {
    for (const url of URLS) {
      const response = await get(`${url}?startDate=03-01-2024&endDate=02-29-2024`, me.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('endDate');
    }
  });

  it('refuses a missing session and tenant or resident sessions with 401', async () => {
    const query = '?startDate=02-01-2024&endDate=02-29-2024';
    for (const url of URLS) {
      expect((await get(url + query)).statusCode).toBe(401);
      for (const audience of ['tenant', 'resident'] as const) {
        const response = await get(url + query, await tokenFor(t.app, audience, prospectId));
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});
