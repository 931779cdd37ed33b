import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  phoneCalls,
  potentialTenants,
  properties,
  tenantPropertyInterests,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('GET /api/v1/vapi/calls/{phoneCallId}', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let prospectId = '';

  const get = (phoneCallId: string, headers: object = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/vapi/calls/${phoneCallId}`,
      headers: headers as Record<string, string>,
    });

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    const [P, O] = await t.app.db
      .insert(properties)
      .values([
        { userId: me.id, address: '1 Call Street', type: 'CONDO' },
        { userId: other.id, address: '2 Call Street', type: 'CONDO' },
      ])
      .returning();
    const [prospect] = await t.app.db
      .insert(potentialTenants)
      .values({ email: 'caller@example.com' })
      .returning();
    prospectId = prospect!.id;
    const [mine, theirs] = await t.app.db
      .insert(tenantPropertyInterests)
      .values([
        { propertyId: P!.id, potentialTenantId: prospectId },
        { propertyId: O!.id, potentialTenantId: prospectId },
      ])
      .returning();
    await t.app.db.insert(phoneCalls).values([
      {
        phoneCallId: 'call_done-1',
        userId: me.id,
        propertyId: P!.id,
        interestId: mine!.id,
        phoneNumber: '2125550100',
        startedAt: new Date('2026-11-20T10:00:00Z'),
        endedAt: new Date('2026-11-20T10:03:30.250Z'),
        recordingUrl: 'https://recordings.example.com/abc.mp3',
      },
      {
        phoneCallId: 'call_requested',
        userId: me.id,
        propertyId: P!.id,
        interestId: mine!.id,
        phoneNumber: '2125550100',
      },
      {
        phoneCallId: 'call_theirs',
        userId: other.id,
        propertyId: O!.id,
        interestId: theirs!.id,
        phoneNumber: '2125550100',
        startedAt: new Date('2026-11-21T10:00:00Z'),
        endedAt: new Date('2026-11-21T10:01:00Z'),
        recordingUrl: 'https://recordings.example.com/theirs.mp3',
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers the timing and recording of a call with one of my leads', async () => {
    const response = await get('call_done-1', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      startedAt: '2026-11-20T10:00:00.000Z',
      endedAt: '2026-11-20T10:03:30.250Z',
      recordingUrl: 'https://recordings.example.com/abc.mp3',
    });
  });

  it('answers nulls for a call that was requested but has not happened yet', async () => {
    const response = await get('call_requested', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ startedAt: null, endedAt: null, recordingUrl: null });
  });

  it("answers 404, exactly as for an unknown call, to another manager's call", async () => {
    const theirs = await get('call_theirs', me.headers);
    const unknown = await get('call_nobody', me.headers);
    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Phone call not found.' },
      });
    }
    // The owner still reads it.
    expect((await get('call_theirs', other.headers)).json().recordingUrl).toBe(
      'https://recordings.example.com/theirs.mp3',
    );
  });

  it('answers 400 naming phoneCallId when it has characters no call id has', async () => {
    for (const bad of ['call%20one', 'call.mp3', 'call%27--']) {
      const response = await get(bad, me.headers);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'phoneCallId' });
    }
  });

  it('refuses a missing session and the calling tenant or a resident with 401', async () => {
    expect((await get('call_done-1')).statusCode).toBe(401);
    for (const audience of ['tenant', 'resident'] as const) {
      const response = await get(
        'call_done-1',
        await tokenFor(t.app, audience, prospectId, 'caller@example.com'),
      );
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('recordings.example.com');
    }
  });
});
