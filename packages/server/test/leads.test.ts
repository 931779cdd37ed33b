import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  phoneCalls,
  properties,
  tenantPropertyInterests,
  units,
  viewings,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('leads, analytics, call details and the admin view', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let admin: TestManager;
  let propertyId: string;
  let unitId: string;
  let tenantID: string;
  let interestId: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'admin@porchlight.test' });
    me = await createManager(t.app);
    other = await createManager(t.app);
    admin = await createManager(t.app, 'admin@porchlight.test');
    const [property] = await t.app.db
      .insert(properties)
      .values({
        userId: me.id,
        address: '77 Lake Shore Drive',
        type: 'CONDO',
        dogsAllowedCount: 1,
        questions: 'SMOKING',
      })
      .returning();
    propertyId = property!.id;
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId, unitNumber: '12A' })
      .returning();
    unitId = unit!.id;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'lead@example.com', propertyId, unitId },
    });
    ({ tenantID } = started.json() as { tenantID: string });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: { authorization: `Bearer ${started.json().jwt}` },
      payload: { message: 'Hi, is it still available?' },
    });
    // Let Athena finish (greeting and reply), so the counts below are settled.
    for (let i = 0; i < 200; i++) {
      const replies = await t.app.db.select().from(messages).where(eq(messages.role, 'assistant'));
      if (replies.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [interest] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, tenantID));
    interestId = interest!.id;
    await t.app.db
      .update(tenantPropertyInterests)
      .set({
        dogCount: 2,
        pets: true,
        moveInDate: '2027-03-01',
        monthlyIncome: 6500,
        firstName: 'Lia',
      })
      .where(eq(tenantPropertyInterests.id, interestId));
    await t.app.db.insert(phoneCalls).values({
      phoneCallId: 'call_abc',
      userId: me.id,
      propertyId,
      interestId,
      phoneNumber: '2125550100',
      startedAt: new Date('2026-11-20T10:00:00Z'),
      endedAt: new Date('2026-11-20T10:03:30Z'),
      recordingUrl: 'https://recordings.example.com/abc.mp3',
    });
    await t.app.db.insert(viewings).values({
      interestId,
      propertyId,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000 + 1_800_000),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: object) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

  it("lists the manager's leads with answers, property, unit, last message and calls", async () => {
    const response = await get('/api/v1/leads', me.headers);
    expect(response.statusCode).toBe(200);
    const [lead] = response.json();
    expect(lead.potentialTenant).toMatchObject({
      id: tenantID,
      email: 'lead@example.com',
      firstName: 'Lia',
      dogCount: 2,
      pets: true,
      moveInDate: '2027-03-01',
      monthlyIncome: 6500,
    });
    expect(lead.tenantPropertyInterest).toMatchObject({
      id: interestId,
      propertyId,
      unitId,
      tenantId: tenantID,
      status: 'PRE_SCREENING',
    });
    expect(lead.property).toMatchObject({
      id: propertyId,
      address: '77 Lake Shore Drive',
      dogsAllowedCount: 1,
    });
    expect(lead.unit).toMatchObject({ id: unitId, unitNumber: '12A' });
    expect(Date.parse(lead.lastMessageAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(lead.phoneCalls).toEqual([
      expect.objectContaining({ phoneCallId: 'call_abc', phoneNumber: '2125550100' }),
    ]);
    expect((await get('/api/v1/leads', other.headers)).json()).toEqual([]);
    expect((await get('/api/v1/leads', {})).statusCode).toBe(401);
    expect((await get('/api/v1/leads', await tokenFor(t.app, 'tenant', tenantID))).statusCode).toBe(
      401,
    );
  });

  it('counts interests, booked viewings and messages of a month, inclusive of both days', async () => {
    const today = new Date();
    const mmddyyyy = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
    const query = `startDate=${mmddyyyy(today)}&endDate=${mmddyyyy(today)}`;
    const messageCount = (await t.app.db.select().from(messages)).length;
    for (const url of ['/api/v1/analytics/tenant-interests', '/api/v1/analytics/messages']) {
      const response = await get(`${url}?${query}`, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ interestCount: 1, scheduledViewingCount: 1, messageCount });
    }
    expect((await get(`/api/v1/analytics/messages?${query}`, other.headers)).json()).toEqual({
      interestCount: 0,
      scheduledViewingCount: 0,
      messageCount: 0,
    });
    expect(
      (
        await get('/api/v1/analytics/messages?startDate=01-01-2020&endDate=01-31-2020', me.headers)
      ).json().interestCount,
    ).toBe(0);
    for (const bad of [
      'startDate=2024-01-01&endDate=01-31-2024',
      'startDate=02-30-2024&endDate=03-01-2024',
      'startDate=03-01-2024&endDate=02-01-2024',
    ]) {
      expect((await get(`/api/v1/analytics/messages?${bad}`, me.headers)).statusCode).toBe(400);
    }
  });

  it("reads a call's details for its manager only", async () => {
    const response = await get('/api/v1/vapi/calls/call_abc', me.headers);
    expect(response.json()).toEqual({
      startedAt: '2026-11-20T10:00:00.000Z',
      endedAt: '2026-11-20T10:03:30.000Z',
      recordingUrl: 'https://recordings.example.com/abc.mp3',
    });
    expect((await get('/api/v1/vapi/calls/call_abc', other.headers)).statusCode).toBe(404);
  });

  it('opens every account to the admin, and to no one else (403)', async () => {
    const list = await get('/api/v1/admin/tenant-interests', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: string }) => i.id)).toContain(interestId);
    expect(
      (await get(`/api/v1/admin/properties/${propertyId}`, admin.headers)).json().address,
    ).toBe('77 Lake Shore Drive');
    expect(
      (await get(`/api/v1/admin/potential-tenants/${tenantID}`, admin.headers)).json().email,
    ).toBe('lead@example.com');
    const conversation = await get(
      `/api/v1/admin/conversations/property-interest/${interestId}`,
      admin.headers,
    );
    expect(conversation.json().messages.map((m: { content: string }) => m.content)).toContain(
      'Hi, is it still available?',
    );
    for (const url of [
      '/api/v1/admin/tenant-interests',
      `/api/v1/admin/properties/${propertyId}`,
    ]) {
      const response = await get(url, me.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });
});
