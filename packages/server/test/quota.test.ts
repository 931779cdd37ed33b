import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, subscriptions, units } from '../src/db/schema/index.ts';
import {
  assertQuota,
  countLiveUnits,
  QUOTA_EXCEEDED_MESSAGE,
} from '../src/modules/billing/quota.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

const SUBSCRIPTION_REQUIRED = { code: 'SUBSCRIPTION_REQUIRED', message: QUOTA_EXCEEDED_MESSAGE };

let t: TestApp;

const post = (manager: TestManager, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: manager.headers, payload });
const patch = (manager: TestManager, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: manager.headers, payload });

/** A manager with one property (made in the database, past any quota) and a subscription. */
async function managerWithProperty(quantity?: number) {
  const manager = await createManager(t.app);
  const [property] = await t.app.db
    .insert(properties)
    .values({ userId: manager.id, address: '1 Quota Road', type: 'CONDO' })
    .returning();
  if (quantity !== undefined) {
    await t.app.db.insert(subscriptions).values({
      userId: manager.id,
      quantity,
      billingCycleAnchor: 1_700_000_000,
      provider: 'local',
    });
  }
  return { manager, propertyId: property?.id ?? '' };
}

async function seedUnits(propertyId: string, availability: string, count: number) {
  const rows = await t.app.db
    .insert(units)
    .values(
      Array.from({ length: count }, (_, i) => ({ propertyId, unitNumber: `s${i}`, availability })),
    )
    .returning();
  return rows.map((row) => row.id);
}

const unitCount = async (propertyId: string) =>
  (await t.app.db.select().from(units).where(eq(units.propertyId, propertyId))).length;

beforeAll(async () => {
  // FREE_UNITS left unset: the default allowance of one free live unit applies.
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the unit quota on unit creation', () => {
  it('allows one free live unit without a subscription, then answers 402 and creates nothing', async () => {
    const { manager, propertyId } = await managerWithProperty();
    const first = await post(manager, '/api/v1/units', { propertyId, unitNumber: '1' });
    expect(first.statusCode).toBe(201);
    const second = await post(manager, '/api/v1/units', { propertyId, unitNumber: '2' });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({ error: SUBSCRIPTION_REQUIRED });
    expect(await unitCount(propertyId)).toBe(1);
  });

  it('always allows units created OCCUPIED or MAINTENANCE, whose chatbot is not live', async () => {
    const { manager, propertyId } = await managerWithProperty();
    await seedUnits(propertyId, 'AVAILABLE', 1);
    for (const availability of ['OCCUPIED', 'MAINTENANCE']) {
      const response = await post(manager, '/api/v1/units', {
        propertyId,
        unitNumber: availability,
        availability,
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await unitCount(propertyId)).toBe(3);
  });

  it('allows the subscribed quantity plus the free unit', async () => {
    const { manager, propertyId } = await managerWithProperty(2);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await post(manager, '/api/v1/units', { propertyId, unitNumber: `${i}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 402]);
  });

  it("counts only the manager's own live units", async () => {
    const { propertyId: theirs } = await managerWithProperty();
    await seedUnits(theirs, 'AVAILABLE', 3);
    const [demo] = await t.app.db
      .insert(properties)
      .values({ address: 'Demo', type: 'CONDO', isDemo: true, userId: null })
      .returning();
    await seedUnits(demo?.id ?? '', 'AVAILABLE', 3);
    const { manager, propertyId } = await managerWithProperty();
    const response = await post(manager, '/api/v1/units', { propertyId, unitNumber: '1' });
    expect(response.statusCode).toBe(201);
  });
});

describe('the unit quota on property creation', () => {
  it('answers 402 once the manager is at the quota, and 201 while below it', async () => {
    const { manager, propertyId } = await managerWithProperty();
    const [unitId] = await seedUnits(propertyId, 'AVAILABLE', 1);
    const refused = await post(manager, '/api/v1/properties', { address: '2 Road', type: 'CONDO' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: SUBSCRIPTION_REQUIRED });
    const owned = () => t.app.db.select().from(properties).where(eq(properties.userId, manager.id));
    expect(await owned()).toHaveLength(1);

    await patch(manager, `/api/v1/units/${unitId}`, { availability: 'OCCUPIED' });
    const accepted = await post(manager, '/api/v1/properties', {
      address: '2 Road',
      type: 'CONDO',
    });
    expect(accepted.statusCode).toBe(201);
    expect(await owned()).toHaveLength(2);
  });

  it('lets a new manager create a first property with the free unit', async () => {
    const manager = await createManager(t.app);
    const response = await post(manager, '/api/v1/properties', { address: '3 Road', type: 'ADU' });
    expect(response.statusCode).toBe(201);
  });

  it('follows FREE_UNITS: with none free, a manager without a subscription cannot start', async () => {
    const strict = await createTestApp({ FREE_UNITS: '0' });
    try {
      const manager = await createManager(strict.app);
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: manager.headers,
        payload: { address: '4 Road', type: 'ADU' },
      });
      expect(response.statusCode).toBe(402);
      expect(response.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    } finally {
      await strict.close();
    }
  });
});

describe('the unit quota on unit edits', () => {
  it('always allows taking a unit off the market, and checks re-enabling it', async () => {
    const { manager, propertyId } = await managerWithProperty();
    const [live] = await seedUnits(propertyId, 'AVAILABLE', 1);
    const [occupied] = await seedUnits(propertyId, 'OCCUPIED', 1);

    const reEnable = await patch(manager, `/api/v1/units/${occupied}`, {
      availability: 'AVAILABLE',
      monthlyPrice: 1500,
    });
    expect(reEnable.statusCode).toBe(402);
    expect(reEnable.json()).toEqual({ error: SUBSCRIPTION_REQUIRED });
    const [unchanged] = await t.app.db
      .select()
      .from(units)
      .where(eq(units.id, occupied ?? ''));
    expect(unchanged).toMatchObject({ availability: 'OCCUPIED', monthlyPrice: null });

    const offMarket = await patch(manager, `/api/v1/units/${live}`, {
      availability: 'MAINTENANCE',
    });
    expect(offMarket.statusCode).toBe(200);
    const nowAllowed = await patch(manager, `/api/v1/units/${occupied}`, {
      availability: 'AVAILABLE',
    });
    expect(nowAllowed.statusCode).toBe(200);
    expect(nowAllowed.json().availability).toBe('AVAILABLE');
  });

  it('lets a manager over the quota keep editing units that are already live', async () => {
    const { manager, propertyId } = await managerWithProperty();
    const [unitId] = await seedUnits(propertyId, 'AVAILABLE', 3);
    const response = await patch(manager, `/api/v1/units/${unitId}`, {
      availability: 'AVAILABLE',
      monthlyPrice: 1200,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().monthlyPrice).toBe(1200);
  });
});

describe('the unit quota under concurrency', () => {
  it('lets exactly one of twenty parallel unit creations at one below the quota succeed', async () => {
    const { manager, propertyId } = await managerWithProperty(4);
    await seedUnits(propertyId, 'AVAILABLE', 4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(manager, '/api/v1/units', { propertyId, unitNumber: `race-${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    expect(await countLiveUnits(t.app.db, manager.id)).toBe(5);
  });

  it('lets exactly one of twenty parallel re-enablings at one below the quota succeed', async () => {
    const { manager, propertyId } = await managerWithProperty();
    const occupied = await seedUnits(propertyId, 'OCCUPIED', 20);
    const responses = await Promise.all(
      occupied.map((id) => patch(manager, `/api/v1/units/${id}`, { availability: 'AVAILABLE' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    const live = await t.app.db
      .select()
      .from(units)
      .where(and(eq(units.propertyId, propertyId), eq(units.availability, 'AVAILABLE')));
    expect(live).toHaveLength(1);
  });
});

describe('assertQuota', () => {
  it('never refuses a change that adds no live unit, even over the quota', async () => {
    const { manager, propertyId } = await managerWithProperty();
    await seedUnits(propertyId, 'AVAILABLE', 5);
    await expect(
      t.app.db.transaction((tx) => assertQuota(tx, manager.id, 0, 1)),
    ).resolves.toBeUndefined();
    await expect(
      t.app.db.transaction((tx) => assertQuota(tx, manager.id, 1, 1)),
    ).rejects.toMatchObject({ statusCode: 402, code: 'SUBSCRIPTION_REQUIRED' });
  });

  it('checks the extra units against the room left', async () => {
    const { manager } = await managerWithProperty(3);
    const check = (extra: number) =>
      t.app.db.transaction((tx) => assertQuota(tx, manager.id, extra, 1));
    await expect(check(4)).resolves.toBeUndefined();
    await expect(check(5)).rejects.toMatchObject({ statusCode: 402 });
  });

  it('refuses a session whose account no longer exists with a 401', async () => {
    await expect(
      t.app.db.transaction((tx) => assertQuota(tx, '00000000-0000-4000-8000-000000000000', 1, 1)),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
