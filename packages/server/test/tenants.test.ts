import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantLeases, tenants, units } from '../src/db/schema/index.ts';
import { DEMO_PROPERTY_ID, DEMO_UNIT_ID } from '../src/modules/demo/demo.seed.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Tenant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

describe('tenants and tenant leases', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let tenantHeaders: { authorization: string };
  /** Mine: property P with units P1 and P2, property Q with unit Q1. Theirs: property O, unit O1. */
  const ids = { P: '', P1: '', P2: '', Q: '', Q1: '', O: '', O1: '' };

  const call = (method: Method, url: string, headers: object = {}, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const tenantRow = async (id: string) =>
    (await t.app.db.select().from(tenants).where(eq(tenants.id, id)))[0];
  const allTenants = () => t.app.db.select().from(tenants).orderBy(tenants.id);
  const allLeases = () => t.app.db.select().from(tenantLeases).orderBy(tenantLeases.id);
  let seq = 0;
  async function createTenant(owner: TestManager, fields: Partial<Tenant> = {}): Promise<Tenant> {
    seq += 1;
    const response = await call('POST', '/api/v1/tenants', owner.headers, {
      firstName: `First${seq}`,
      lastName: `Last${seq}`,
      email: `tenant${seq}@example.com`,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    tenantHeaders = await tokenFor(t.app, 'tenant', me.id, me.email);
    const [P, Q, O] = await t.app.db
      .insert(properties)
      .values([
        { userId: me.id, address: '5 Pine Road', type: 'DUPLEX' },
        { userId: me.id, address: '6 Pine Road', type: 'CONDO' },
        { userId: other.id, address: '7 Pine Road', type: 'CONDO' },
      ])
      .returning();
    const [P1, P2, Q1, O1] = await t.app.db
      .insert(units)
      .values([
        { propertyId: P!.id, unitNumber: 'P1' },
        { propertyId: P!.id, unitNumber: 'P2' },
        { propertyId: Q!.id, unitNumber: 'Q1' },
        { propertyId: O!.id, unitNumber: 'O1' },
      ])
      .returning();
    Object.assign(ids, {
      P: P!.id,
      Q: Q!.id,
      O: O!.id,
      P1: P1!.id,
      P2: P2!.id,
      Q1: Q1!.id,
      O1: O1!.id,
    });
  });
  afterAll(() => t.close());

  describe('POST /api/v1/tenants', () => {
    it('records a tenant without a phone as null, names trimmed and the e-mail lower-cased', async () => {
      const response = await call('POST', '/api/v1/tenants', me.headers, {
        firstName: ' Ann ',
        lastName: 'Lee ',
        email: 'Ann.Lee@Example.COM',
      });
      expect(response.statusCode).toBe(201);
      const tenant = response.json() as Tenant;
      expect(tenant.id).toMatch(UUID);
      expect(tenant.firstName).toBe('Ann');
      expect(tenant.lastName).toBe('Lee');
      expect(tenant.email).toBe('ann.lee@example.com');
      expect(tenant.phone).toBeNull();
      expect(Object.keys(tenant).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'phone']);
      expect(await tenantRow(tenant.id)).toMatchObject({ userId: me.id, phone: null });
    });

    it('keeps a phone of 7 to 15 digits as sent, and takes an explicit null as no phone', async () => {
      expect((await createTenant(me, { phone: '5550100' })).phone).toBe('5550100');
      expect((await createTenant(me, { phone: '442071838750' })).phone).toBe('442071838750');
      expect((await createTenant(me, { phone: null })).phone).toBeNull();
    });

    it.each([
      ['a missing last name', { firstName: 'A', email: 'a@b.co' }, 'lastName'],
      ['a blank first name', { firstName: ' ', lastName: 'B', email: 'a@b.co' }, 'firstName'],
      ['a malformed e-mail', { firstName: 'A', lastName: 'B', email: 'a@' }, 'email'],
      [
        'an empty phone (the client sends null)',
        { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '' },
        'phone',
      ],
      [
        'a formatted phone',
        { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(212) 555-0100' },
        'phone',
      ],
      [
        'another owner',
        { firstName: 'A', lastName: 'B', email: 'a@b.co', userId: UNKNOWN_ID },
        'userId',
      ],
    ])('refuses %s, naming the field, and stores nothing', async (_case, payload, field) => {
      const before = await allTenants();
      const response = await call('POST', '/api/v1/tenants', me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      if (field === 'phone') {
        expect(response.json().error.message).toBe('Please enter a valid phone number.');
      }
      expect(await allTenants()).toEqual(before);
    });
  });

  describe('GET /api/v1/tenants/{id}', () => {
    it("reads the manager's own tenant", async () => {
      const tenant = await createTenant(me, { phone: '2125550100' });
      const response = await call('GET', `/api/v1/tenants/${tenant.id}`, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(tenant);
    });

    it("answers 404 for another manager's tenant or an unknown id, 400 for a malformed id", async () => {
      const theirs = await createTenant(other);
      for (const id of [theirs.id, UNKNOWN_ID]) {
        const response = await call('GET', `/api/v1/tenants/${id}`, me.headers);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      const bad = await call('GET', '/api/v1/tenants/abc', me.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('PATCH /api/v1/tenants/{id}', () => {
    it('changes only the fields sent, and null clears the phone', async () => {
      const tenant = await createTenant(me, { firstName: 'Bo', phone: '2125550100' });
      const url = `/api/v1/tenants/${tenant.id}`;
      const edited = await call('PATCH', url, me.headers, { email: 'BO@Example.com' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ ...tenant, email: 'bo@example.com' });
      const cleared = await call('PATCH', url, me.headers, { phone: null, lastName: 'Ek' });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({
        ...tenant,
        lastName: 'Ek',
        email: 'bo@example.com',
        phone: null,
      });
      expect(await tenantRow(tenant.id)).toMatchObject({ lastName: 'Ek', phone: null });
    });

    it('refuses a malformed phone or an empty change and leaves the tenant as it was', async () => {
      const tenant = await createTenant(me, { phone: '2125550100' });
      const before = await tenantRow(tenant.id);
      const url = `/api/v1/tenants/${tenant.id}`;
      const phone = await call('PATCH', url, me.headers, { firstName: 'New', phone: '12-34' });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().error).toEqual({
        code: 'VALIDATION',
        message: 'Please enter a valid phone number.',
        field: 'phone',
      });
      expect((await call('PATCH', url, me.headers, {})).statusCode).toBe(400);
      expect(await tenantRow(tenant.id)).toEqual(before);
    });

    it("answers 404 for another manager's tenant, changing nothing", async () => {
      const theirs = await createTenant(other);
      const before = await tenantRow(theirs.id);
      for (const id of [theirs.id, UNKNOWN_ID]) {
        const response = await call('PATCH', `/api/v1/tenants/${id}`, me.headers, {
          email: 'mine@example.com',
        });
        expect(response.statusCode).toBe(404);
      }
      expect(await tenantRow(theirs.id)).toEqual(before);
    });
  });

  describe('POST /api/v1/tenant-leases', () => {
    it('assigns a tenant to a unit of the property, and the same tenant to a second unit', async () => {
      const tenant = await createTenant(me);
      const response = await call('POST', '/api/v1/tenant-leases', me.headers, {
        tenantId: tenant.id,
        propertyId: ids.P,
        unitId: ids.P1,
      });
      expect(response.statusCode).toBe(201);
      const lease = response.json();
      expect(lease.id).toMatch(UUID);
      expect(lease.tenantId).toBe(tenant.id);
      expect(lease.propertyId).toBe(ids.P);
      expect(lease.unitId).toBe(ids.P1);
      expect(new Date(lease.createdAt).toISOString()).toBe(lease.createdAt);
      expect(Object.keys(lease).sort()).toEqual([
        'createdAt',
        'id',
        'propertyId',
        'tenantId',
        'unitId',
      ]);
      const second = await call('POST', '/api/v1/tenant-leases', me.headers, {
        tenantId: tenant.id,
        propertyId: ids.Q,
        unitId: ids.Q1,
      });
      expect(second.statusCode).toBe(201);
      const stored = await t.app.db
        .select()
        .from(tenantLeases)
        .where(eq(tenantLeases.tenantId, tenant.id));
      expect(stored.map((l) => l.unitId).sort()).toEqual([ids.P1, ids.Q1].sort());
    });

    it('answers 409 for a second lease of the same tenant on the same unit', async () => {
      const tenant = await createTenant(me);
      const lease = { tenantId: tenant.id, propertyId: ids.P, unitId: ids.P2 };
      expect((await call('POST', '/api/v1/tenant-leases', me.headers, lease)).statusCode).toBe(201);
      const before = await allLeases();
      const again = await call('POST', '/api/v1/tenant-leases', me.headers, lease);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('CONFLICT');
      expect(await allLeases()).toEqual(before);
    });

    it('answers 400 on unitId when the unit belongs to another of the manager’s properties', async () => {
      const tenant = await createTenant(me);
      const before = await allLeases();
      const response = await call('POST', '/api/v1/tenant-leases', me.headers, {
        tenantId: tenant.id,
        propertyId: ids.P,
        unitId: ids.Q1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'unitId' });
      expect(await allLeases()).toEqual(before);
    });

    it.each([
      ['a malformed tenant id', { tenantId: 'x' }, 'tenantId'],
      ['a missing unit', { unitId: undefined }, 'unitId'],
    ])('refuses %s, naming the field', async (_case, change, field) => {
      const tenant = await createTenant(me);
      const before = await allLeases();
      const payload = { tenantId: tenant.id, propertyId: ids.P, unitId: ids.P1, ...change };
      const response = await call('POST', '/api/v1/tenant-leases', me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
      expect(await allLeases()).toEqual(before);
    });

    it("answers 404 when the tenant, the property or the unit is another manager's (or the demo's)", async () => {
      const mine = await createTenant(me);
      const theirs = await createTenant(other);
      const before = await allLeases();
      const cases = [
        [{ tenantId: theirs.id, propertyId: ids.P, unitId: ids.P1 }, 'Tenant'],
        [{ tenantId: UNKNOWN_ID, propertyId: ids.P, unitId: ids.P1 }, 'Tenant'],
        [{ tenantId: mine.id, propertyId: ids.O, unitId: ids.P1 }, 'Property'],
        [{ tenantId: mine.id, propertyId: ids.O, unitId: ids.O1 }, 'Property'],
        [{ tenantId: mine.id, propertyId: ids.P, unitId: ids.O1 }, 'Unit'],
        [{ tenantId: mine.id, propertyId: DEMO_PROPERTY_ID, unitId: DEMO_UNIT_ID }, 'Property'],
      ] as const;
      for (const [payload, what] of cases) {
        const response = await call('POST', '/api/v1/tenant-leases', me.headers, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(`${what} not found.`);
      }
      const stranger = await call('POST', '/api/v1/tenant-leases', other.headers, {
        tenantId: mine.id,
        propertyId: ids.P,
        unitId: ids.P1,
      });
      expect(stranger.statusCode).toBe(404);
      expect(await allLeases()).toEqual(before);
    });
  });

  describe('DELETE /api/v1/tenant-leases/{id}', () => {
    it('removes the lease and keeps the tenant record', async () => {
      const tenant = await createTenant(me);
      const lease = (
        await call('POST', '/api/v1/tenant-leases', me.headers, {
          tenantId: tenant.id,
          propertyId: ids.Q,
          unitId: ids.Q1,
        })
      ).json();
      const response = await call('DELETE', `/api/v1/tenant-leases/${lease.id}`, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(
        await t.app.db.select().from(tenantLeases).where(eq(tenantLeases.id, lease.id)),
      ).toEqual([]);
      expect((await call('GET', `/api/v1/tenants/${tenant.id}`, me.headers)).json()).toEqual(
        tenant,
      );
    });

    it("answers 404 for another manager's lease, an unknown or a removed one; 400 for a malformed id", async () => {
      const theirTenant = await createTenant(other);
      const theirs = (
        await call('POST', '/api/v1/tenant-leases', other.headers, {
          tenantId: theirTenant.id,
          propertyId: ids.O,
          unitId: ids.O1,
        })
      ).json();
      const mineTenant = await createTenant(me);
      const removed = (
        await call('POST', '/api/v1/tenant-leases', me.headers, {
          tenantId: mineTenant.id,
          propertyId: ids.P,
          unitId: ids.P1,
        })
      ).json();
      await call('DELETE', `/api/v1/tenant-leases/${removed.id}`, me.headers);
      const before = await allLeases();
      for (const id of [theirs.id, UNKNOWN_ID, removed.id]) {
        expect((await call('DELETE', `/api/v1/tenant-leases/${id}`, me.headers)).statusCode).toBe(
          404,
        );
      }
      const bad = await call('DELETE', '/api/v1/tenant-leases/nope', me.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
      expect(await allLeases()).toEqual(before);
      expect(before.map((l) => l.id)).toContain(theirs.id);
    });
  });

  describe('without a manager session', () => {
    let tenant: Tenant;
    let leaseId: string;
    beforeAll(async () => {
      tenant = await createTenant(me);
      const [lease] = await t.app.db
        .insert(tenantLeases)
        .values({ tenantId: tenant.id, propertyId: ids.Q, unitId: ids.Q1 })
        .returning();
      leaseId = lease!.id;
    });
    const routes: [string, Method, () => string, (() => object)?][] = [
      [
        'createTenant',
        'POST',
        () => '/api/v1/tenants',
        () => ({ firstName: 'A', lastName: 'B', email: 'a@b.co' }),
      ],
      ['getTenant', 'GET', () => `/api/v1/tenants/${tenant.id}`],
      ['updateTenant', 'PATCH', () => `/api/v1/tenants/${tenant.id}`, () => ({ firstName: 'X' })],
      [
        'createTenantLease',
        'POST',
        () => '/api/v1/tenant-leases',
        () => ({ tenantId: tenant.id, propertyId: ids.P, unitId: ids.P1 }),
      ],
      ['deleteTenantLease', 'DELETE', () => `/api/v1/tenant-leases/${leaseId}`],
    ];
    it.each(routes)(
      '%s answers 401 with no token or a tenant token, changing nothing',
      async (_name, method, url, payload) => {
        const before = [await allTenants(), await allLeases()];
        for (const headers of [{}, tenantHeaders]) {
          const response = await call(method, url(), headers, payload?.());
          expect(response.statusCode).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHORIZED');
        }
        expect([await allTenants(), await allLeases()]).toEqual(before);
      },
    );
  });
});
