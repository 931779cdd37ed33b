import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  attributes,
  leaseChunks,
  leasingAgents,
  potentialTenants,
  properties,
  propertyDivisions,
  tenantPropertyInterests,
  units,
} from '../src/db/schema/index.ts';
import { LEASE_BODY_LIMIT } from '../src/modules/properties/lease.routes.ts';
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

async function newProperty(manager: TestManager, address = '12 Elm Street', name?: string) {
  const response = await call('POST', '/api/v1/properties', manager.headers, {
    address,
    type: 'DUPLEX',
    ...(name === undefined ? {} : { name }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const propertyRow = async (id: string) =>
  (await t.app.db.select().from(properties).where(eq(properties.id, id)))[0];

/** Everything hanging off a property, to show that a refused call changed nothing. */
async function snapshot(propertyId: string) {
  const [property] = await t.app.db.select().from(properties).where(eq(properties.id, propertyId));
  const count = async (table: typeof units | typeof propertyDivisions | typeof leaseChunks) =>
    (await t.app.db.select().from(table).where(eq(table.propertyId, propertyId))).length;
  return {
    property,
    units: await count(units),
    divisions: await count(propertyDivisions),
    chunks: await t.app.db
      .select({ position: leaseChunks.position, content: leaseChunks.content })
      .from(leaseChunks)
      .where(eq(leaseChunks.propertyId, propertyId))
      .orderBy(asc(leaseChunks.position)),
  };
}

beforeAll(async () => {
  // A large free allowance: quota rules have their own file (quota.test.ts).
  t = await createTestApp({ FREE_UNITS: '1000' });
  owner = await createManager(t.app);
  other = await createManager(t.app);
});
afterAll(() => t.close());

describe('properties: list, create, read', () => {
  it('creates a CLAIMED property from an address and a type, trimmed, and answers 201 with its id', async () => {
    const response = await call('POST', '/api/v1/properties', owner.headers, {
      address: '  1 Main Street, Springfield  ',
      type: 'CONDO',
      name: '  The Oaks ',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(['id']);
    expect(await propertyRow(id)).toMatchObject({
      userId: owner.id,
      address: '1 Main Street, Springfield',
      type: 'CONDO',
      name: 'The Oaks',
      status: 'CLAIMED',
      isDemo: false,
    });
  });

  it('reads a property with every contract field', async () => {
    const id = await newProperty(owner, '5 Birch Road');
    const response = await call('GET', `/api/v1/properties/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id,
      userId: owner.id,
      name: null,
      address: '5 Birch Road',
      type: 'DUPLEX',
      status: 'CLAIMED',
      leasingAgentId: null,
      // A new property asks every pre-screening question until the manager turns some off.
      questions: 'PETS,SMOKING,MOVE_IN_DATE,MONTHLY_INCOME,TOTAL_RESIDENTS',
      amenities: '',
      parkingPrice: null,
      description: null,
      customId: null,
      petQuestions: '',
      dogsAllowedCount: 0,
      catsAllowedCount: 0,
      petsAllowedCount: 0,
      restrictedDogBreeds: '',
      maxDogSizeLbs: null,
      timeZone: null,
      viewingDays: null,
      websiteOrigins: [],
      smsNumber: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it("lists only the manager's own properties, newest first, never the demo", async () => {
    const manager = await createManager(t.app);
    const first = await newProperty(manager, 'First Street');
    const second = await newProperty(manager, 'Second Street');
    await newProperty(other, 'Not Theirs Street');
    await t.app.db
      .insert(properties)
      .values({ address: 'Demo Avenue', type: 'CONDO', isDemo: true, userId: null });

    const response = await call('GET', '/api/v1/properties', manager.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((p: { id: string }) => p.id)).toEqual([second, first]);
    expect(body[0]).toMatchObject({ address: 'Second Street', type: 'DUPLEX', userId: manager.id });
  });

  it.each([
    [{ type: 'CONDO' }, 'address'],
    [{ address: '   ', type: 'CONDO' }, 'address'],
    [{ address: '1 Main St', type: 'CASTLE' }, 'type'],
    [{ address: '1 Main St', type: 'CONDO', status: 'UNCLAIMED' }, 'status'],
  ])(
    'refuses a bad new property %j with a 400 naming %s and creates nothing',
    async (body, field) => {
      const before = await t.app.db.select().from(properties);
      const response = await call('POST', '/api/v1/properties', owner.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(await t.app.db.select().from(properties)).toHaveLength(before.length);
    },
  );

  it('answers 404 for an unknown id, a demo property and a malformed id 400', async () => {
    const [demo] = await t.app.db
      .insert(properties)
      .values({ address: 'Demo Avenue', type: 'CONDO', isDemo: true, userId: null })
      .returning();
    expect((await call('GET', `/api/v1/properties/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/properties/${demo?.id}`)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/v1/properties/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('id');
  });
});

describe('properties: update', () => {
  let id: string;
  beforeEach(async () => {
    id = await newProperty(owner);
  });

  it('saves every editable field, leasing and pet settings, with comma lists in catalogue order', async () => {
    const [agent] = await t.app.db
      .insert(leasingAgents)
      .values({
        userId: owner.id,
        firstName: 'Lee',
        lastName: 'Agent',
        email: 'lee@example.com',
        phone: '2125550100',
      })
      .returning();
    const response = await call('PATCH', `/api/v1/properties/${id}`, owner.headers, {
      name: ' Riverside ',
      address: ' 9 River Road ',
      type: 'TRIPLEX',
      leasingAgentId: agent?.id,
      questions: 'SMOKING,PETS,PETS',
      amenities: 'POOL,CATS',
      parkingPrice: 75.5,
      description: 'Quiet building.',
      customId: 'RR-9',
      petQuestions: 'DOG_SIZE,COUNT',
      dogsAllowedCount: 2,
      catsAllowedCount: 1,
      petsAllowedCount: 3,
      restrictedDogBreeds: 'ROTTWEILER,PIT_BULL',
      maxDogSizeLbs: 40,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id,
      userId: owner.id,
      name: 'Riverside',
      address: '9 River Road',
      type: 'TRIPLEX',
      status: 'CLAIMED',
      leasingAgentId: agent?.id,
      questions: 'PETS,SMOKING',
      amenities: 'CATS,POOL',
      parkingPrice: 75.5,
      description: 'Quiet building.',
      customId: 'RR-9',
      petQuestions: 'COUNT,DOG_SIZE',
      dogsAllowedCount: 2,
      catsAllowedCount: 1,
      petsAllowedCount: 3,
      restrictedDogBreeds: 'PIT_BULL,ROTTWEILER',
      maxDogSizeLbs: 40,
      timeZone: null,
      viewingDays: null,
      websiteOrigins: [],
      smsNumber: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    };
    expect(response.json()).toEqual(expected);
    // What was stored is what a later read returns.
    expect((await call('GET', `/api/v1/properties/${id}`)).json()).toEqual(response.json());

    const cleared = await call('PATCH', `/api/v1/properties/${id}`, owner.headers, {
      leasingAgentId: null,
      name: '  ',
      parkingPrice: null,
      maxDogSizeLbs: null,
    });
    expect(cleared.json()).toMatchObject({
      leasingAgentId: null,
      name: null,
      parkingPrice: null,
      maxDogSizeLbs: null,
    });
  });

  it("refuses another manager's leasing agent with a 400 on leasingAgentId and changes nothing", async () => {
    const [theirs] = await t.app.db
      .insert(leasingAgents)
      .values({
        userId: other.id,
        firstName: 'Not',
        lastName: 'Yours',
        email: 'x@example.com',
        phone: '2125550101',
      })
      .returning();
    for (const agentId of [theirs?.id, UNKNOWN_ID]) {
      const before = await snapshot(id);
      const response = await call('PATCH', `/api/v1/properties/${id}`, owner.headers, {
        leasingAgentId: agentId,
        name: 'Changed',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'leasingAgentId' });
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it.each([
    [{ amenities: 'POOL,JACUZZI' }, 'amenities'],
    [{ amenities: 'NO_PETS,CATS' }, 'amenities'],
    [{ dogsAllowedCount: -1 }, 'dogsAllowedCount'],
    [{ dogsAllowedCount: null }, 'dogsAllowedCount'],
    [{ address: '' }, 'address'],
    [{ userId: UNKNOWN_ID }, 'userId'],
  ])('refuses a bad edit %j with a 400 naming %s and changes nothing', async (body, field) => {
    const before = await snapshot(id);
    const response = await call('PATCH', `/api/v1/properties/${id}`, owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses an empty edit with a 400', async () => {
    const response = await call('PATCH', `/api/v1/properties/${id}`, owner.headers, {});
    expect(response.statusCode).toBe(400);
  });
});

describe('properties: delete', () => {
  it('deletes the property with its units, divisions, leads, lease text and policies, and nothing else', async () => {
    const id = await newProperty(owner);
    const kept = await newProperty(owner, 'Kept Street');
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId: id, unitNumber: '1' })
      .returning();
    const [keptUnit] = await t.app.db
      .insert(units)
      .values({ propertyId: kept, unitNumber: '1' })
      .returning();
    await t.app.db.insert(propertyDivisions).values({ propertyId: id, name: 'North' });
    await t.app.db.insert(leaseChunks).values({ propertyId: id, position: 0, content: 'Rent.' });
    const [prospect] = await t.app.db
      .insert(potentialTenants)
      .values({ email: `p-${id}@example.com` })
      .returning();
    // Raw SQL names only the columns this test needs, whatever else the leads table gains.
    await t.app.db.execute(
      sql`insert into tenant_property_interests (property_id, potential_tenant_id) values (${id}, ${prospect?.id})`,
    );
    const policy = (ownerTable: string, ownerId: string) => ({
      userId: owner.id,
      attributeType: 'NOISE_POLICY',
      ownerTable,
      ownerId,
      textContent: 'Quiet after 10pm',
    });
    await t.app.db
      .insert(attributes)
      .values([
        policy('properties', id),
        policy('units', unit?.id ?? ''),
        policy('properties', kept),
        policy('units', keptUnit?.id ?? ''),
      ]);

    const response = await call('DELETE', `/api/v1/properties/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await propertyRow(id)).toBeUndefined();
    expect(await t.app.db.select().from(units).where(eq(units.propertyId, id))).toEqual([]);
    expect(
      await t.app.db.select().from(propertyDivisions).where(eq(propertyDivisions.propertyId, id)),
    ).toEqual([]);
    expect(await t.app.db.select().from(leaseChunks).where(eq(leaseChunks.propertyId, id))).toEqual(
      [],
    );
    expect(
      await t.app.db
        .select({ id: tenantPropertyInterests.id })
        .from(tenantPropertyInterests)
        .where(eq(tenantPropertyInterests.propertyId, id)),
    ).toEqual([]);
    const policies = await t.app.db.select().from(attributes);
    expect(policies.map((p) => p.ownerId).sort()).toEqual([kept, keptUnit?.id].sort());
    expect(await propertyRow(kept)).toBeDefined();
    expect((await call('GET', `/api/v1/properties/${id}`)).statusCode).toBe(404);
  });

  it('refuses a malformed id with a 400', async () => {
    const response = await call('DELETE', '/api/v1/properties/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('id');
  });
});

describe('property units and divisions', () => {
  it('lists every unit of the property in creation order, PROCESSING ones included', async () => {
    const id = await newProperty(owner);
    const [ready] = await t.app.db
      .insert(units)
      .values({
        propertyId: id,
        unitNumber: '1A',
        bedrooms: 2,
        bathrooms: 1.5,
        sizeSqft: 850,
        monthlyPrice: 1999.99,
        videoLink: 'https://youtu.be/abc',
        createdAt: new Date(Date.now() - 1000),
      })
      .returning();
    const [importing] = await t.app.db
      .insert(units)
      .values({ propertyId: id, status: 'PROCESSING', availability: 'OCCUPIED' })
      .returning();
    const response = await call('GET', `/api/v1/properties/${id}/units`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: ready?.id,
        propertyId: id,
        unitNumber: '1A',
        type: 'APARTMENT',
        sizeSqft: 850,
        bedrooms: 2,
        bathrooms: 1.5,
        monthlyPrice: 1999.99,
        currency: 'USD',
        availability: 'AVAILABLE',
        status: 'CLAIMED',
        description: null,
        customId: null,
        videoLink: 'https://youtu.be/abc',
        createdAt: ready?.createdAt.toISOString(),
        updatedAt: expect.stringMatching(ISO),
      },
      expect.objectContaining({
        id: importing?.id,
        status: 'PROCESSING',
        availability: 'OCCUPIED',
        unitNumber: null,
      }),
    ]);
  });

  it('adds a division with a trimmed name (201), lists it and deletes it', async () => {
    const id = await newProperty(owner);
    const created = await call('POST', `/api/v1/properties/${id}/divisions`, owner.headers, {
      name: '  Building A  ',
    });
    expect(created.statusCode).toBe(201);
    const division = created.json();
    expect(division).toEqual({ id: expect.any(String), propertyId: id, name: 'Building A' });
    await call('POST', `/api/v1/properties/${id}/divisions`, owner.headers, { name: 'Building B' });

    const list = await call('GET', `/api/v1/properties/${id}/divisions`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { name: string }) => d.name)).toEqual(['Building A', 'Building B']);

    const removed = await call('DELETE', `/api/v1/property-divisions/${division.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    const after = await call('GET', `/api/v1/properties/${id}/divisions`);
    expect(after.json().map((d: { name: string }) => d.name)).toEqual(['Building B']);
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{}, 'name'],
    [{ name: 'A', colour: 'red' }, 'colour'],
  ])('refuses a bad division %j with a 400 naming %s and adds nothing', async (body, field) => {
    const id = await newProperty(owner);
    const response = await call('POST', `/api/v1/properties/${id}/divisions`, owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect((await snapshot(id)).divisions).toBe(0);
  });

  it('refuses to delete a division by a malformed id with a 400', async () => {
    const response = await call('DELETE', '/api/v1/property-divisions/nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('id');
  });
});

describe('lease upload', () => {
  const paragraph = (topic: string) =>
    `The ${topic} clause applies to every tenant. ${'Tenants shall comply with this clause at all times. '.repeat(12)}`;

  it('stores the lease as numbered passages the assistant can find by full-text search, replacing the old text', async () => {
    const id = await newProperty(owner);
    const first = await call('POST', `/api/v1/embeddings/properties/${id}/lease`, owner.headers, {
      text: ['deposit', 'parking', 'subletting', 'gardening'].map(paragraph).join('\n\n'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const stored = (await snapshot(id)).chunks;
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.map((c) => c.position)).toEqual(stored.map((_, i) => i));
    for (const chunk of stored) expect(chunk.content.length).toBeLessThanOrEqual(1200);

    const found = await t.app.db
      .select({ position: leaseChunks.position })
      .from(leaseChunks)
      .where(
        sql`${leaseChunks.propertyId} = ${id} and to_tsvector('english', ${leaseChunks.content}) @@ plainto_tsquery('english', 'sublet')`,
      );
    expect(found).toHaveLength(1);
    expect(stored[found[0]?.position ?? -1]?.content).toContain('The subletting clause');

    const second = await call('POST', `/api/v1/embeddings/properties/${id}/lease`, owner.headers, {
      text: 'Only one short clause now.',
    });
    expect(second.statusCode).toBe(200);
    expect((await snapshot(id)).chunks).toEqual([
      { position: 0, content: 'Only one short clause now.' },
    ]);
  });

  it('accepts a lease of 2,000,000 characters and refuses one character more with a 413', async () => {
    const id = await newProperty(owner);
    const sentence = 'The tenant shall pay rent on the first day of each month. ';
    const text = sentence.repeat(Math.ceil(2_000_000 / sentence.length)).slice(0, 2_000_000);
    const accepted = await call(
      'POST',
      `/api/v1/embeddings/properties/${id}/lease`,
      owner.headers,
      {
        text,
      },
    );
    expect(accepted.statusCode).toBe(200);
    const stored = (await snapshot(id)).chunks;
    expect(stored.length).toBeGreaterThan(2_000_000 / 1200);
    expect(stored.length).toBeLessThan(2_000_000 / 700);

    const tooLong = await call('POST', `/api/v1/embeddings/properties/${id}/lease`, owner.headers, {
      text: `${text}x`,
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'text' });
    expect((await snapshot(id)).chunks).toHaveLength(stored.length);
  }, 120_000);

  it('counts characters, not bytes: 2,000,000 non-ASCII characters are accepted', async () => {
    const id = await newProperty(owner);
    const text = 'Le locataire paie le loyer à l’échéance prévue. '
      .repeat(42_000)
      .slice(0, 2_000_000);
    const response = await call(
      'POST',
      `/api/v1/embeddings/properties/${id}/lease`,
      owner.headers,
      {
        text,
      },
    );
    expect(response.statusCode).toBe(200);
  }, 120_000);

  it('answers a body beyond the route limit with a 413 in the JSON error shape', async () => {
    const id = await newProperty(owner);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/embeddings/properties/${id}/lease`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: `{"text":"${'a'.repeat(LEASE_BODY_LIMIT)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await snapshot(id)).chunks).toEqual([]);
  }, 60_000);

  it.each([
    [{ text: '  \n ' }, 'text'],
    [{}, 'text'],
    [{ text: 'Rent.', format: 'pdf' }, 'format'],
  ])('refuses a bad upload %j with a 400 naming %s and keeps the old text', async (body, field) => {
    const id = await newProperty(owner);
    await call('POST', `/api/v1/embeddings/properties/${id}/lease`, owner.headers, {
      text: 'Old lease.',
    });
    const response = await call(
      'POST',
      `/api/v1/embeddings/properties/${id}/lease`,
      owner.headers,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect((await snapshot(id)).chunks).toEqual([{ position: 0, content: 'Old lease.' }]);
  });
});

describe('property routes refuse strangers', () => {
  let id: string;
  let divisionId: string;
  beforeAll(async () => {
    id = await newProperty(owner, 'Guarded Street');
    const division = await call('POST', `/api/v1/properties/${id}/divisions`, owner.headers, {
      name: 'Guarded',
    });
    divisionId = division.json().id;
    await t.app.db.insert(units).values({ propertyId: id, unitNumber: 'G1' });
    await call('POST', `/api/v1/embeddings/properties/${id}/lease`, owner.headers, {
      text: 'Guarded lease.',
    });
  });

  const routes = (): [InjectOptions['method'], string, unknown][] => [
    ['GET', '/api/v1/properties', undefined],
    ['POST', '/api/v1/properties', { address: '1 Main St', type: 'CONDO' }],
    ['GET', `/api/v1/properties/${id}`, undefined],
    ['PATCH', `/api/v1/properties/${id}`, { name: 'Taken' }],
    ['DELETE', `/api/v1/properties/${id}`, undefined],
    ['GET', `/api/v1/properties/${id}/units`, undefined],
    ['GET', `/api/v1/properties/${id}/divisions`, undefined],
    ['POST', `/api/v1/properties/${id}/divisions`, { name: 'Intruder' }],
    ['DELETE', `/api/v1/property-divisions/${divisionId}`, undefined],
    ['POST', `/api/v1/embeddings/properties/${id}/lease`, { text: 'Hijacked lease.' }],
  ];

  it('answers 401 without a session, with a tenant session and with a resident session, changing nothing', async () => {
    const before = await snapshot(id);
    const tenant = await tokenFor(t.app, 'tenant', owner.id);
    const resident = await tokenFor(t.app, 'resident', owner.id);
    for (const [method, url, payload] of routes()) {
      for (const headers of [{}, tenant, resident]) {
        const response = await call(method, url, headers, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    }
    expect(await snapshot(id)).toEqual(before);
    expect(await t.app.db.select().from(properties).where(eq(properties.userId, owner.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
  });

  it("answers 404 for another manager's property and division, changing nothing", async () => {
    const before = await snapshot(id);
    for (const [method, url, payload] of routes().filter(
      ([, url]) => url.includes(id) || url.includes(divisionId),
    )) {
      const response = await call(method, url, other.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await snapshot(id)).toEqual(before);
    const list = await call('GET', '/api/v1/properties', other.headers);
    expect(list.json().map((p: { id: string }) => p.id)).not.toContain(id);
  });
});
