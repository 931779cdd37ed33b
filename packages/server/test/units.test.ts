import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  listings,
  properties,
  tenantLeases,
  tenants,
  units,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let owner: TestManager;
let other: TestManager;
let propertyId: string;

const call = (
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string> = owner.headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newProperty(manager: TestManager) {
  const response = await call('POST', '/api/v1/properties', manager.headers, {
    address: '7 Unit Lane',
    type: 'MULTI_FAMILY',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function newUnit(fields: Partial<typeof units.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(units)
    .values({ propertyId, unitNumber: '1A', ...fields })
    .returning();
  if (!row) throw new Error('no unit');
  return row;
}

const unitRows = (where = propertyId) =>
  t.app.db.select().from(units).where(eq(units.propertyId, where));

const unitRow = async (id: string) =>
  (await t.app.db.select().from(units).where(eq(units.id, id)))[0];

beforeAll(async () => {
  // A large free allowance: quota rules have their own file (quota.test.ts).
  t = await createTestApp({ FREE_UNITS: '1000' });
  owner = await createManager(t.app);
  other = await createManager(t.app);
  propertyId = await newProperty(owner);
});
afterAll(() => t.close());

describe('creating a unit', () => {
  it('creates a unit by hand with the spec defaults and answers 201 with the whole unit', async () => {
    const response = await call('POST', '/api/v1/units', owner.headers, {
      propertyId,
      unitNumber: ' 2B ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      propertyId,
      unitNumber: '2B',
      type: 'APARTMENT',
      sizeSqft: null,
      bedrooms: null,
      bathrooms: null,
      monthlyPrice: null,
      currency: 'USD',
      availability: 'AVAILABLE',
      status: 'CLAIMED',
      description: null,
      customId: null,
      videoLink: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(await unitRow(body.id)).toMatchObject({ unitNumber: '2B', status: 'CLAIMED' });
  });

  it('stores every field it is given, with a trimmed YouTube link', async () => {
    const response = await call('POST', '/api/v1/units', owner.headers, {
      propertyId,
      unitNumber: '3C',
      type: 'HOUSE',
      currency: 'CAD',
      availability: 'MAINTENANCE',
      sizeSqft: 1200,
      bedrooms: 3,
      bathrooms: 2.5,
      monthlyPrice: 2450.75,
      description: 'Corner unit.',
      customId: 'U-3C',
      videoLink: ' https://www.youtube.com/watch?v=abc123 ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      unitNumber: '3C',
      type: 'HOUSE',
      currency: 'CAD',
      availability: 'MAINTENANCE',
      sizeSqft: 1200,
      bedrooms: 3,
      bathrooms: 2.5,
      monthlyPrice: 2450.75,
      description: 'Corner unit.',
      customId: 'U-3C',
      videoLink: 'https://www.youtube.com/watch?v=abc123',
    });
  });

  it("refuses a video link that is not YouTube with the spec's message and creates nothing", async () => {
    const before = await unitRows();
    for (const videoLink of ['https://vimeo.com/123', 'youtube.com.evil.com/x', 'not a link']) {
      const response = await call('POST', '/api/v1/units', owner.headers, {
        propertyId,
        unitNumber: '9Z',
        videoLink,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: 'Please enter a valid YouTube URL',
        field: 'videoLink',
      });
    }
    expect(await unitRows()).toHaveLength(before.length);
  });

  it.each([
    [{ unitNumber: '1' }, 'propertyId'],
    [{ unitNumber: '  ' }, 'unitNumber'],
    [{}, 'unitNumber'],
    [{ unitNumber: '1', bedrooms: 1.25 }, 'bedrooms'],
    [{ unitNumber: '1', currency: 'usd' }, 'currency'],
    [{ unitNumber: '1', status: 'PROCESSING' }, 'status'],
  ])('refuses a bad unit %j with a 400 naming %s and creates nothing', async (fields, field) => {
    const before = await t.app.db.select().from(units);
    const body = field === 'propertyId' ? fields : { propertyId, ...fields };
    const response = await call('POST', '/api/v1/units', owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(await t.app.db.select().from(units)).toHaveLength(before.length);
  });

  it("answers 404 for another manager's property, an unknown one or the demo, and creates nothing", async () => {
    const theirs = await newProperty(other);
    const [demo] = await t.app.db
      .insert(properties)
      .values({ address: 'Demo Avenue', type: 'CONDO', isDemo: true, userId: null })
      .returning();
    const before = await t.app.db.select().from(units);
    for (const target of [theirs, UNKNOWN_ID, demo?.id]) {
      const response = await call('POST', '/api/v1/units', owner.headers, {
        propertyId: target,
        unitNumber: 'X',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await t.app.db.select().from(units)).toHaveLength(before.length);
  });
});

describe('reading, editing and deleting a unit', () => {
  it('reads a unit with every contract field', async () => {
    const unit = await newUnit({ bedrooms: 1, monthlyPrice: 999.5, status: 'PROCESSING' });
    const response = await call('GET', `/api/v1/units/${unit.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: unit.id,
      propertyId,
      unitNumber: '1A',
      type: 'APARTMENT',
      sizeSqft: null,
      bedrooms: 1,
      bathrooms: null,
      monthlyPrice: 999.5,
      currency: 'USD',
      availability: 'AVAILABLE',
      status: 'PROCESSING',
      description: null,
      customId: null,
      videoLink: null,
      createdAt: unit.createdAt.toISOString(),
      updatedAt: unit.updatedAt.toISOString(),
    });
  });

  it('saves every editable field, and clears optional ones with null', async () => {
    const unit = await newUnit({ monthlyPrice: 1000, sizeSqft: 500, videoLink: 'youtu.be/x' });
    const response = await call('PATCH', `/api/v1/units/${unit.id}`, owner.headers, {
      unitNumber: '4D',
      type: 'ROOM',
      sizeSqft: -1,
      bedrooms: 0.5,
      bathrooms: 1,
      monthlyPrice: 19.99,
      currency: 'EUR',
      availability: 'OCCUPIED',
      description: 'Small room.',
      customId: 'R-4D',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: unit.id,
      propertyId,
      unitNumber: '4D',
      type: 'ROOM',
      sizeSqft: -1,
      bedrooms: 0.5,
      bathrooms: 1,
      monthlyPrice: 19.99,
      currency: 'EUR',
      availability: 'OCCUPIED',
      status: 'CLAIMED',
      description: 'Small room.',
      customId: 'R-4D',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
      createdAt: unit.createdAt.toISOString(),
      updatedAt: expect.stringMatching(ISO),
    });
    expect((await call('GET', `/api/v1/units/${unit.id}`)).json()).toEqual(response.json());

    const cleared = await call('PATCH', `/api/v1/units/${unit.id}`, owner.headers, {
      monthlyPrice: null,
      sizeSqft: null,
      videoLink: '',
      description: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      monthlyPrice: null,
      sizeSqft: null,
      videoLink: null,
      description: null,
    });
  });

  it.each([
    [{ videoLink: 'https://vimeo.com/1' }, 'videoLink', 'Please enter a valid YouTube URL'],
    [{ availability: 'GONE' }, 'availability', undefined],
    [{ type: null }, 'type', undefined],
    [{ propertyId: UNKNOWN_ID }, 'propertyId', undefined],
    [{}, undefined, undefined],
  ])(
    'refuses a bad edit %j with a 400 naming %s and changes nothing',
    async (body, field, message) => {
      const unit = await newUnit({ videoLink: 'youtu.be/keep' });
      const response = await call('PATCH', `/api/v1/units/${unit.id}`, owner.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      if (field) expect(response.json().error.field).toBe(field);
      if (message) expect(response.json().error.message).toBe(message);
      expect(await unitRow(unit.id)).toEqual(unit);
    },
  );

  it('deletes a unit with its listings, tenant leases and policies, and nothing else', async () => {
    const unit = await newUnit();
    const kept = await newUnit({ unitNumber: 'kept' });
    const [tenant] = await t.app.db
      .insert(tenants)
      .values({ userId: owner.id, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })
      .returning();
    for (const target of [unit, kept]) {
      await t.app.db.insert(listings).values({ unitId: target.id, url: 'https://x.test/l' });
      await t.app.db
        .insert(tenantLeases)
        .values({ tenantId: tenant?.id ?? '', propertyId, unitId: target.id });
      await t.app.db.insert(attributes).values({
        userId: owner.id,
        attributeType: 'NOISE_POLICY',
        ownerTable: 'units',
        ownerId: target.id,
        textContent: 'Quiet',
      });
    }
    const response = await call('DELETE', `/api/v1/units/${unit.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await unitRow(unit.id)).toBeUndefined();
    expect(await unitRow(kept.id)).toBeDefined();
    // Only this test's two units: the seeded demo has a listing of its own.
    const ours = new Set([unit.id, kept.id]);
    const byUnit = async (table: typeof listings | typeof tenantLeases) =>
      (await t.app.db.select().from(table)).map((row) => row.unitId).filter((id) => ours.has(id));
    expect(await byUnit(listings)).toEqual([kept.id]);
    expect(await byUnit(tenantLeases)).toEqual([kept.id]);
    expect((await t.app.db.select().from(attributes)).map((a) => a.ownerId)).toEqual([kept.id]);
    expect((await call('GET', `/api/v1/units/${unit.id}`)).statusCode).toBe(404);
  });

  it('refuses malformed ids with a 400 naming id', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/units/x'],
      ['DELETE', '/api/v1/units/x'],
      ['GET', '/api/v1/units/x/listings'],
      ['GET', '/api/v1/units/x/tenant-leases'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.field).toBe('id');
    }
  });
});

describe("a unit's listings and tenant leases", () => {
  it('lists listing pages oldest first', async () => {
    const unit = await newUnit();
    const older = new Date(Date.now() - 60_000);
    await t.app.db.insert(listings).values([
      { unitId: unit.id, url: 'https://listings.test/newer' },
      { unitId: unit.id, url: 'https://listings.test/older', createdAt: older },
    ]);
    const response = await call('GET', `/api/v1/units/${unit.id}/listings`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        unitId: unit.id,
        url: 'https://listings.test/older',
        createdAt: older.toISOString(),
      },
      {
        id: expect.any(String),
        unitId: unit.id,
        url: 'https://listings.test/newer',
        createdAt: expect.stringMatching(ISO),
      },
    ]);
  });

  it("lists the unit's leases with their tenants, and only the manager's own tenants", async () => {
    const unit = await newUnit();
    const [mine] = await t.app.db
      .insert(tenants)
      .values({
        userId: owner.id,
        firstName: 'Mia',
        lastName: 'Wong',
        email: 'mia@example.com',
        phone: '2125550123',
      })
      .returning();
    const [stranger] = await t.app.db
      .insert(tenants)
      .values({ userId: other.id, firstName: 'Eve', lastName: 'X', email: 'eve@example.com' })
      .returning();
    const [lease] = await t.app.db
      .insert(tenantLeases)
      .values({ tenantId: mine?.id ?? '', propertyId, unitId: unit.id })
      .returning();
    await t.app.db
      .insert(tenantLeases)
      .values({ tenantId: stranger?.id ?? '', propertyId, unitId: unit.id });

    const response = await call('GET', `/api/v1/units/${unit.id}/tenant-leases`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: lease?.id,
        tenantId: mine?.id,
        propertyId,
        unitId: unit.id,
        createdAt: lease?.createdAt.toISOString(),
        tenant: {
          id: mine?.id,
          firstName: 'Mia',
          lastName: 'Wong',
          email: 'mia@example.com',
          phone: '2125550123',
        },
      },
    ]);
  });
});

describe('unit routes refuse strangers', () => {
  let unitId: string;
  beforeAll(async () => {
    unitId = (await newUnit({ unitNumber: 'guarded' })).id;
    await t.app.db.insert(listings).values({ unitId, url: 'https://listings.test/guarded' });
  });

  const routes = (): [InjectOptions['method'], string, unknown][] => [
    ['POST', '/api/v1/units', { propertyId, unitNumber: 'intruder' }],
    ['GET', `/api/v1/units/${unitId}`, undefined],
    ['PATCH', `/api/v1/units/${unitId}`, { unitNumber: 'taken' }],
    ['DELETE', `/api/v1/units/${unitId}`, undefined],
    ['GET', `/api/v1/units/${unitId}/listings`, undefined],
    ['GET', `/api/v1/units/${unitId}/tenant-leases`, undefined],
  ];

  it('answers 401 without a session and with tenant or resident sessions, changing nothing', async () => {
    const before = await unitRows();
    const tenant = await tokenFor(t.app, 'tenant', owner.id);
    const resident = await tokenFor(t.app, 'resident', owner.id);
    for (const [method, url, payload] of routes()) {
      for (const headers of [{}, tenant, resident]) {
        const response = await call(method, url, headers, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    }
    expect(await unitRows()).toEqual(before);
  });

  it("answers 404 for another manager's unit or property, changing nothing", async () => {
    const before = await unitRows();
    for (const [method, url, payload] of routes()) {
      const response = await call(method, url, other.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await unitRows()).toEqual(before);
    expect(await t.app.db.select().from(listings).where(eq(listings.unitId, unitId))).toHaveLength(
      1,
    );
  });
});
