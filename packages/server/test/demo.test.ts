import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInterests } from '../src/db/schema/index.ts';
import { DEMO_PROPERTY_ID, DEMO_UNIT_ID } from '../src/modules/demo/demo.seed.ts';
import { createManager, createTestApp, type TestApp, waitForMail } from './helpers.ts';

describe('public demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'sales@porchlight.test' });
  });
  afterAll(() => t.close());

  it('seeds a ready demo property and unit on first start', async () => {
    const property = await t.app.inject({
      method: 'GET',
      url: `/api/v1/demo-properties/${DEMO_PROPERTY_ID}`,
    });
    expect(property.statusCode).toBe(200);
    expect(property.json()).toMatchObject({
      id: DEMO_PROPERTY_ID,
      status: 'UNCLAIMED',
      type: 'MULTI_FAMILY',
      dogsAllowedCount: 1,
    });
    const unit = await t.app.inject({ method: 'GET', url: `/api/v1/demo-units/${DEMO_UNIT_ID}` });
    expect(unit.json()).toMatchObject({
      id: DEMO_UNIT_ID,
      propertyId: DEMO_PROPERTY_ID,
      status: 'UNCLAIMED',
      unitNumber: '2B',
      monthlyPrice: 1650,
      currency: 'USD',
    });
    const listings = await t.app.inject({
      method: 'GET',
      url: `/api/v1/demo-units/${DEMO_UNIT_ID}/listings`,
    });
    expect(listings.json()).toHaveLength(1);
  });

  it('never serves a manager’s property or unit through the demo routes', async () => {
    const manager = await createManager(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: manager.headers,
      payload: { address: '1 Private Road', type: 'CONDO' },
    });
    const { id } = created.json() as { id: string };
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/demo-properties/${id}` })).statusCode,
    ).toBe(404);
  });

  it('lets a visitor chat with the demo assistant', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'visitor@example.com', propertyId: DEMO_PROPERTY_ID, unitId: DEMO_UNIT_ID },
    });
    expect(response.statusCode).toBe(201);
  });

  it('stores the lead form and tells the team; rejects 0 doors and a bad e-mail', async () => {
    const payload = {
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana@example.com',
      numDoors: 40,
      propertyId: DEMO_PROPERTY_ID,
      unitId: DEMO_UNIT_ID,
      url: 'https://porchlight.test/demo',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/demo-interests', payload })).statusCode,
    ).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(demoInterests)
      .where(eq(demoInterests.email, 'dana@example.com'));
    expect(row).toMatchObject({ numDoors: 40, firstName: 'Dana' });
    const mail = await waitForMail(t.app, 'sales@porchlight.test');
    expect(mail.subject).toContain('Dana Lee (40 doors)');
    for (const [field, value] of [
      ['numDoors', 0],
      ['email', 'dana-at-example'],
    ] as const) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/demo-interests',
        payload: { ...payload, [field]: value },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe(field);
    }
  });
});
