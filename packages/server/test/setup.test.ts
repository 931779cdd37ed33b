import { defaultViewingDays } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, subscriptions, users } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  startProspectChat,
  type TestApp,
  type TestManager,
} from './helpers.ts';

let t: TestApp;

const SETUP = '/api/v1/users/me/setup';
const get = (manager: TestManager) =>
  t.app.inject({ method: 'GET', url: SETUP, headers: manager.headers });
const patch = (manager: TestManager, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: SETUP,
    headers: manager.headers,
    payload: payload as object,
  });

/** The steps done, by key, as the checklist reads them. */
async function doneSteps(manager: TestManager): Promise<string[]> {
  const response = await get(manager);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ steps: { key: string; done: boolean }[] }>()
    .steps.filter((step) => step.done)
    .map((step) => step.key);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/users/me/setup', () => {
  it('lists every step undone for a brand-new account, with the free unit as the quota', async () => {
    const manager = await createManager(t.app);
    const response = await get(manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      steps: [
        'PROPERTY',
        'UNITS',
        'VIEWING_HOURS',
        'POLICIES',
        'WEBSITE',
        'TEST_CHAT',
        'GO_LIVE',
      ].map((key) => ({ key, done: false })),
      dismissed: false,
      onboardingAnswered: false,
      firstPropertyId: null,
      unitQuota: { live: 0, allowed: 1 },
    });
  });

  it('marks each step done once its data exists, through the ordinary endpoints', async () => {
    const manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '1 Checklist Lane', type: 'CONDO' })
      .returning();
    const propertyId = property?.id ?? '';
    expect(await doneSteps(manager)).toEqual(['PROPERTY']);
    expect((await get(manager)).json().firstPropertyId).toBe(propertyId);

    const unit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/units',
      headers: manager.headers,
      payload: { propertyId, unitNumber: '1A' },
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const user = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      headers: manager.headers,
      payload: { viewingDays: defaultViewingDays() },
    });
    expect(user.statusCode, user.body).toBe(200);
    const policy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/attributes',
      headers: manager.headers,
      payload: {
        attributeType: 'NOISE_POLICY',
        ownerTable: 'properties',
        ownerID: propertyId,
        textContent: 'Quiet hours from 10 PM.',
      },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    expect(await doneSteps(manager)).toEqual(['PROPERTY', 'UNITS', 'VIEWING_HOURS', 'POLICIES']);
    expect((await get(manager)).json().unitQuota).toEqual({ live: 1, allowed: 1 });

    expect((await patch(manager, { websiteSnippetSeen: true })).statusCode).toBe(200);
    await startProspectChat(t.app, propertyId, 'first-prospect@example.com');
    expect(await doneSteps(manager)).toEqual([
      'PROPERTY',
      'UNITS',
      'VIEWING_HOURS',
      'POLICIES',
      'WEBSITE',
      'TEST_CHAT',
    ]);

    await t.app.db.insert(subscriptions).values({
      userId: manager.id,
      quantity: 5,
      billingCycleAnchor: 1_700_000_000,
      provider: 'local',
    });
    expect(await doneSteps(manager)).toHaveLength(7);
    expect((await get(manager)).json().unitQuota).toEqual({ live: 1, allowed: 6 });
  });

  it("counts only the signed-in manager's data, never another manager's", async () => {
    const other = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: other.id, address: '2 Elsewhere Road', type: 'CONDO' })
      .returning();
    await startProspectChat(t.app, property?.id ?? '', 'someone-else@example.com');
    await patch(other, { dismissed: true, websiteSnippetSeen: true, onboardingAnswered: true });

    const me = await createManager(t.app);
    const response = await get(me);
    expect(response.json()).toMatchObject({
      dismissed: false,
      onboardingAnswered: false,
      firstPropertyId: null,
    });
    expect(await doneSteps(me)).toEqual([]);
  });

  it('answers 401 without a manager session', async () => {
    const response = await t.app.inject({ method: 'GET', url: SETUP });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/users/me/setup', () => {
  it('keeps the dismissal and the welcome answer on the account, and can bring the checklist back', async () => {
    const manager = await createManager(t.app);
    const dismissed = await patch(manager, { dismissed: true, onboardingAnswered: true });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true, onboardingAnswered: true });
    // Another browser: a new session of the same account reads the same state.
    const token = await t.app.auth.tokens.sign({
      audience: 'manager',
      subject: manager.id,
      email: manager.email,
    });
    const elsewhere = { ...manager, headers: { authorization: `Bearer ${token}` } };
    expect((await get(elsewhere)).json()).toMatchObject({
      dismissed: true,
      onboardingAnswered: true,
    });

    const back = await patch(manager, { dismissed: false });
    expect(back.json()).toMatchObject({ dismissed: false, onboardingAnswered: true });
  });

  it('keeps the first time a moment was recorded', async () => {
    const manager = await createManager(t.app);
    await patch(manager, { websiteSnippetSeen: true });
    const [first] = await t.app.db
      .select({ at: users.websiteSnippetSeenAt })
      .from(users)
      .where(eq(users.id, manager.id));
    await patch(manager, { websiteSnippetSeen: true });
    const [second] = await t.app.db
      .select({ at: users.websiteSnippetSeenAt })
      .from(users)
      .where(eq(users.id, manager.id));
    expect(first?.at).toBeInstanceOf(Date);
    expect(second?.at).toEqual(first?.at);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { dismissed: true, colour: 'red' }],
    ['a wrong type', { dismissed: 'yes' }],
    ['un-seeing the snippet', { websiteSnippetSeen: false }],
    ['un-answering the welcome questions', { onboardingAnswered: false }],
  ])('answers 400 for %s and changes nothing', async (_name, payload) => {
    const manager = await createManager(t.app);
    const response = await patch(manager, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
    expect((await get(manager)).json()).toMatchObject({
      dismissed: false,
      onboardingAnswered: false,
    });
  });
});
