import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasingAgents, properties, tenantLeases, tenants, units } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('leasing agents, tenants and tenant leases', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let propertyId: string;
  let unitId: string;
  let otherUnitId: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    const [property, second] = await t.app.db
      .insert(properties)
      .values([
        { userId: me.id, address: '5 Pine Road', type: 'DUPLEX' },
        { userId: me.id, address: '6 Pine Road', type: 'DUPLEX' },
      ])
      .returning();
    propertyId = property!.id;
    const [unit, elsewhere] = await t.app.db
      .insert(units)
      .values([
        { propertyId, unitNumber: 'A' },
        { propertyId: second!.id, unitNumber: 'B' },
      ])
      .returning();
    unitId = unit!.id;
    otherUnitId = elsewhere!.id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it('creates, lists, edits and deletes a leasing agent; the property forgets a deleted agent', async () => {
    const created = await call('POST', '/api/v1/leasing-agents', me.headers, {
      firstName: ' Lee ',
      lastName: 'Park',
      email: 'Lee@Agency.com',
      phone: '12125550100',
    });
    expect(created.statusCode).toBe(201);
    const agent = created.json();
    expect(agent).toMatchObject({
      userId: me.id,
      firstName: 'Lee',
      email: 'lee@agency.com',
      phone: '12125550100',
    });
    await t.app.db
      .update(properties)
      .set({ leasingAgentId: agent.id })
      .where(eq(properties.id, propertyId));

    const list = await call('GET', '/api/v1/leasing-agents', me.headers);
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([agent.id]);
    expect((await call('GET', '/api/v1/leasing-agents', other.headers)).json()).toEqual([]);

    const edited = await call('PATCH', `/api/v1/leasing-agents/${agent.id}`, me.headers, {
      phone: '3125550199',
    });
    expect(edited.json().phone).toBe('3125550199');
    expect(
      (await call('PATCH', `/api/v1/leasing-agents/${agent.id}`, other.headers, { firstName: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/v1/leasing-agents/${agent.id}`, other.headers)).statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/v1/leasing-agents/${agent.id}`, me.headers)).statusCode,
    ).toBe(200);
    const [property] = await t.app.db
      .select()
      .from(properties)
      .where(eq(properties.id, propertyId));
    expect(property?.leasingAgentId).toBeNull();
  });

  it('refuses an agent with a missing field or an invalid phone, storing nothing', async () => {
    for (const [payload, field] of [
      [{ firstName: 'A', lastName: 'B', email: 'a@b.co' }, 'phone'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '10234567890' }, 'phone'],
      [{ firstName: 'A', lastName: 'B', email: 'nope', phone: '2125550100' }, 'email'],
    ] as const) {
      const response = await call('POST', '/api/v1/leasing-agents', me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect(await t.app.db.select().from(leasingAgents)).toEqual([]);
    expect((await call('GET', '/api/v1/leasing-agents', {})).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/v1/leasing-agents', await tokenFor(t.app, 'tenant', me.id)))
        .statusCode,
    ).toBe(401);
  });

  it('adds a tenant (phone optional), reads and edits them, and hides them from other managers', async () => {
    const created = await call('POST', '/api/v1/tenants', me.headers, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ANN@example.com',
    });
    expect(created.statusCode).toBe(201);
    const tenant = created.json();
    expect(tenant).toMatchObject({ firstName: 'Ann', email: 'ann@example.com', phone: null });
    const edited = await call('PATCH', `/api/v1/tenants/${tenant.id}`, me.headers, {
      phone: '2125550100',
    });
    expect(edited.json().phone).toBe('2125550100');
    expect((await call('GET', `/api/v1/tenants/${tenant.id}`, me.headers)).json()).toEqual(
      edited.json(),
    );
    expect((await call('GET', `/api/v1/tenants/${tenant.id}`, other.headers)).statusCode).toBe(404);
    const bad = await call('POST', '/api/v1/tenants', me.headers, {
      firstName: 'No',
      email: 'x@example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('lastName');
  });

  it('assigns a tenant to a unit once, checks the unit belongs to the property, and removes the lease', async () => {
    const [tenant] = await t.app.db
      .insert(tenants)
      .values({ userId: me.id, firstName: 'Bo', lastName: 'Ek', email: 'bo@example.com' })
      .returning();
    const lease = { tenantId: tenant!.id, propertyId, unitId };
    const created = await call('POST', '/api/v1/tenant-leases', me.headers, lease);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(lease);
    expect((await call('POST', '/api/v1/tenant-leases', me.headers, lease)).statusCode).toBe(409);
    const mismatch = await call('POST', '/api/v1/tenant-leases', me.headers, {
      ...lease,
      unitId: otherUnitId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('POST', '/api/v1/tenant-leases', other.headers, lease)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/v1/tenant-leases/${created.json().id}`, other.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/v1/tenant-leases/${created.json().id}`, me.headers)).statusCode,
    ).toBe(200);
    expect(
      await t.app.db.select().from(tenantLeases).where(eq(tenantLeases.tenantId, tenant!.id)),
    ).toEqual([]);
  });
});
