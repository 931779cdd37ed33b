import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, properties, units } from '../src/db/schema/index.ts';
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

type Method = 'GET' | 'POST' | 'PATCH';
interface Attribute {
  id: string;
  attributeType: string;
  ownerTable: 'users' | 'properties' | 'units';
  ownerID: string;
  textContent: string | null;
  numericValue: number | null;
}

/** A manager with property P (units P1, P2) and property Q (unit Q1), all straight in the database. */
interface Estate {
  manager: TestManager;
  P: string;
  P1: string;
  P2: string;
  Q: string;
  Q1: string;
}

describe('policy attributes', () => {
  let t: TestApp;
  let me: Estate;
  let other: Estate;
  let tenantHeaders: { authorization: string };

  const call = (method: Method, url: string, headers: object = {}, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const allAttributes = () => t.app.db.select().from(attributes).orderBy(attributes.id);
  const attributeRow = async (id: string) =>
    (await t.app.db.select().from(attributes).where(eq(attributes.id, id)))[0];

  async function estate(): Promise<Estate> {
    const manager = await createManager(t.app);
    const [P, Q] = await t.app.db
      .insert(properties)
      .values([
        { userId: manager.id, address: '8 Cedar Lane', type: 'TRIPLEX' },
        { userId: manager.id, address: '9 Cedar Lane', type: 'CONDO' },
      ])
      .returning();
    const [P1, P2, Q1] = await t.app.db
      .insert(units)
      .values([
        { propertyId: P!.id, unitNumber: '1' },
        { propertyId: P!.id, unitNumber: '2' },
        { propertyId: Q!.id, unitNumber: '1' },
      ])
      .returning();
    return { manager, P: P!.id, Q: Q!.id, P1: P1!.id, P2: P2!.id, Q1: Q1!.id };
  }

  async function create(owner: Estate, payload: object): Promise<Attribute> {
    const response = await call('POST', '/api/v1/attributes', owner.manager.headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function list(owner: Estate, url: string): Promise<Attribute[]> {
    const response = await call('GET', url, owner.manager.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await estate();
    other = await estate();
    tenantHeaders = await tokenFor(t.app, 'tenant', me.manager.id, me.manager.email);
  });
  afterAll(() => t.close());

  it('resolves the override story: business default, property override, unit override', async () => {
    const deposit = '?attributes=SECURITY_DEPOSIT';
    const business = await create(me, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'users',
      ownerID: me.manager.id,
      textContent: 'ONE_MONTH',
    });
    expect(business.id).toMatch(UUID);
    expect(business).toEqual({
      id: business.id,
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'users',
      ownerID: me.manager.id,
      textContent: 'ONE_MONTH',
      numericValue: null,
    });
    // The property inherits the business value and says whose it is.
    expect(await list(me, `/api/v1/properties/${me.P}/attributes${deposit}`)).toEqual([business]);

    // The editor sees ownerTable users, so saving for the property creates an override.
    const property = await create(me, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'properties',
      ownerID: me.P,
      textContent: 'TWO_MONTHS',
    });
    expect(property).toMatchObject({ ownerTable: 'properties', ownerID: me.P });
    expect(await list(me, `/api/v1/properties/${me.P}/attributes${deposit}`)).toEqual([property]);
    expect(await list(me, `/api/v1/attributes${deposit}`)).toEqual([business]);
    expect(await list(me, `/api/v1/properties/${me.Q}/attributes${deposit}`)).toEqual([business]);

    const unit = await create(me, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'units',
      ownerID: me.P1,
      textContent: 'CUSTOM',
      numericValue: 2.5,
    });
    expect(unit).toMatchObject({ ownerTable: 'units', ownerID: me.P1, numericValue: 2.5 });
    expect(await list(me, `/api/v1/units/${me.P1}/attributes${deposit}`)).toEqual([unit]);
    expect(await list(me, `/api/v1/units/${me.P2}/attributes${deposit}`)).toEqual([property]);
    expect(await list(me, `/api/v1/units/${me.Q1}/attributes${deposit}`)).toEqual([business]);

    // Saving where the value is the owner's own is an update, seen by every unit that inherits it.
    const patched = await call('PATCH', `/api/v1/attributes/${property.id}`, me.manager.headers, {
      textContent: 'HALF_MONTH',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...property, textContent: 'HALF_MONTH' });
    expect(await list(me, `/api/v1/units/${me.P2}/attributes${deposit}`)).toEqual([
      { ...property, textContent: 'HALF_MONTH' },
    ]);
    expect(await list(me, `/api/v1/attributes${deposit}`)).toEqual([business]);
    expect(await list(me, `/api/v1/units/${me.P1}/attributes${deposit}`)).toEqual([unit]);
  });

  describe('list routes', () => {
    let owner: Estate;
    beforeAll(async () => {
      owner = await estate();
      const value = (attributeType: string, table: string, id: string, textContent: string) =>
        create(owner, { attributeType, ownerTable: table, ownerID: id, textContent });
      await value('GUEST_POLICY', 'users', owner.manager.id, 'Business guests');
      await value('NOISE_POLICY', 'users', owner.manager.id, 'Business noise');
      await value('NOISE_POLICY', 'properties', owner.P, 'Property noise');
      await value('PARKING_POLICY', 'units', owner.P1, 'Unit parking');
      await create(owner, {
        attributeType: 'RENTAL_DURATION_MONTHS',
        ownerTable: 'properties',
        ownerID: owner.P,
        numericValue: 6,
      });
    });
    const summary = (rows: Attribute[]) =>
      rows.map((a) => `${a.attributeType}:${a.ownerTable}:${a.textContent ?? a.numericValue}`);

    it('return only the wanted types, one value each, from the most specific owner', async () => {
      expect(
        summary(
          await list(
            owner,
            `/api/v1/units/${owner.P1}/attributes?attributes=NOISE_POLICY,PARKING_POLICY,SMOKING_POLICY`,
          ),
        ),
      ).toEqual(['NOISE_POLICY:properties:Property noise', 'PARKING_POLICY:units:Unit parking']);
      expect(summary(await list(owner, `/api/v1/units/${owner.P1}/attributes`))).toEqual([
        'GUEST_POLICY:users:Business guests',
        'NOISE_POLICY:properties:Property noise',
        'PARKING_POLICY:units:Unit parking',
        'RENTAL_DURATION_MONTHS:properties:6',
      ]);
    });

    it("the user list holds only the manager's business values, never a property's or a unit's", async () => {
      expect(summary(await list(owner, '/api/v1/attributes'))).toEqual([
        'GUEST_POLICY:users:Business guests',
        'NOISE_POLICY:users:Business noise',
      ]);
      expect(await list(other, '/api/v1/attributes?attributes=GUEST_POLICY')).toEqual([]);
    });

    it('the property list ignores its units’ own values', async () => {
      expect(summary(await list(owner, `/api/v1/properties/${owner.P}/attributes`))).toEqual([
        'GUEST_POLICY:users:Business guests',
        'NOISE_POLICY:properties:Property noise',
        'RENTAL_DURATION_MONTHS:properties:6',
      ]);
    });

    it('an empty attributes query asks for no types', async () => {
      expect(await list(owner, `/api/v1/units/${owner.P1}/attributes?attributes=`)).toEqual([]);
    });

    it.each([
      ['/api/v1/attributes'],
      ['/api/v1/properties/{P}/attributes'],
      ['/api/v1/units/{P1}/attributes'],
    ])('%s refuses an unknown type, naming the attributes field', async (path) => {
      const url = path.replace('{P}', owner.P).replace('{P1}', owner.P1);
      const response = await call(
        'GET',
        `${url}?attributes=NOISE_POLICY,PETS`,
        owner.manager.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'attributes' });
    });

    it("answer 404 for another manager's property or unit, the demo's, or an unknown id", async () => {
      for (const url of [
        `/api/v1/properties/${owner.P}/attributes`,
        `/api/v1/units/${owner.P1}/attributes`,
        `/api/v1/properties/${DEMO_PROPERTY_ID}/attributes`,
        `/api/v1/units/${DEMO_UNIT_ID}/attributes`,
        `/api/v1/properties/${UNKNOWN_ID}/attributes`,
        `/api/v1/units/${UNKNOWN_ID}/attributes`,
      ]) {
        const response = await call('GET', url, other.manager.headers);
        expect(response.statusCode, url).toBe(404);
      }
      const bad = await call('GET', '/api/v1/units/7/attributes', owner.manager.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('POST /api/v1/attributes', () => {
    const base = () => ({ ownerTable: 'units', ownerID: me.P2 });

    it.each([
      [
        'RENTAL_LENGTH',
        { textContent: 'LONG_TERM' },
        { textContent: 'LONG_TERM', numericValue: null },
      ],
      ['RENTAL_DURATION_MONTHS', { numericValue: 12 }, { textContent: null, numericValue: 12 }],
      [
        'TENANT_UTILITIES',
        { textContent: 'TRASH, WATER,TRASH' },
        { textContent: 'WATER,TRASH', numericValue: null },
      ],
      [
        'SECURITY_DEPOSIT',
        { textContent: 'ONE_AND_HALF_MONTH', numericValue: 9 },
        { textContent: 'ONE_AND_HALF_MONTH', numericValue: null },
      ],
      ['MOVE_OUT_NOTICE_PERIOD', { numericValue: 0 }, { textContent: null, numericValue: 0 }],
      [
        'LEASE_RENEWAL_POLICY',
        { textContent: '  Renew 60 days ahead.  ' },
        { textContent: 'Renew 60 days ahead.', numericValue: null },
      ],
      [
        'LEGAL_SERVICE_RESOURCES',
        { textContent: 'x'.repeat(20_000) },
        { textContent: 'x'.repeat(20_000), numericValue: null },
      ],
    ])('stores a valid %s, normalised', async (attributeType, value, stored) => {
      const response = await call('POST', '/api/v1/attributes', me.manager.headers, {
        attributeType,
        ...base(),
        ...value,
      });
      expect(response.statusCode).toBe(201);
      const created = response.json() as Attribute;
      expect(created).toEqual({ id: created.id, attributeType, ...base(), ...stored });
      expect(await attributeRow(created.id)).toMatchObject({
        userId: me.manager.id,
        ownerId: me.P2,
        ...stored,
      });
    });

    it.each([
      [
        'a rental length not in the list',
        { attributeType: 'RENTAL_LENGTH', textContent: 'FOREVER' },
        'textContent',
      ],
      [
        'a rental duration of 3 months',
        { attributeType: 'RENTAL_DURATION_MONTHS', numericValue: 3 },
        'numericValue',
      ],
      [
        'a rental duration given as text',
        { attributeType: 'RENTAL_DURATION_MONTHS', textContent: '12' },
        'numericValue',
      ],
      [
        'an unknown utility',
        { attributeType: 'LANDLORD_UTILITIES', textContent: 'WATER,CABLE' },
        'textContent',
      ],
      [
        'a deposit not in the list',
        { attributeType: 'SECURITY_DEPOSIT', textContent: 'THREE_MONTHS' },
        'textContent',
      ],
      [
        'a custom deposit without its months',
        { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM' },
        'numericValue',
      ],
      [
        'a negative custom deposit',
        { attributeType: 'SECURITY_DEPOSIT', textContent: 'CUSTOM', numericValue: -1 },
        'numericValue',
      ],
      [
        'a negative notice period',
        { attributeType: 'MOVE_OUT_NOTICE_PERIOD', numericValue: -5 },
        'numericValue',
      ],
      [
        'a notice period without days',
        { attributeType: 'MOVE_OUT_NOTICE_PERIOD', textContent: '30' },
        'numericValue',
      ],
      [
        'policy text over 20,000 characters',
        { attributeType: 'GUEST_POLICY', textContent: 'x'.repeat(20_001) },
        'textContent',
      ],
      ['an unknown type', { attributeType: 'PET_POLICY', textContent: 'x' }, 'attributeType'],
      [
        'an unknown owner table',
        { attributeType: 'GUEST_POLICY', ownerTable: 'leads', textContent: 'x' },
        'ownerTable',
      ],
      [
        'a malformed owner id',
        { attributeType: 'GUEST_POLICY', ownerID: 'P1', textContent: 'x' },
        'ownerID',
      ],
      [
        'an unknown field',
        { attributeType: 'GUEST_POLICY', textContent: 'x', userId: UNKNOWN_ID },
        'userId',
      ],
    ])('refuses %s, naming the field, and stores nothing', async (_case, payload, field) => {
      const before = await allAttributes();
      const response = await call('POST', '/api/v1/attributes', me.manager.headers, {
        ...base(),
        ownerID: me.Q1,
        ...payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(await allAttributes()).toEqual(before);
    });

    it('refuses a body with neither textContent nor numericValue', async () => {
      const before = await allAttributes();
      const response = await call('POST', '/api/v1/attributes', me.manager.headers, {
        attributeType: 'GUEST_POLICY',
        ownerTable: 'units',
        ownerID: me.Q1,
      });
      expect(response.statusCode).toBe(400);
      expect(await allAttributes()).toEqual(before);
    });

    it('answers 409 for a second value of the same type for the same owner, keeping the first', async () => {
      const first = await create(me, {
        attributeType: 'SMOKING_POLICY',
        ownerTable: 'properties',
        ownerID: me.Q,
        textContent: 'No smoking.',
      });
      const before = await allAttributes();
      const second = await call('POST', '/api/v1/attributes', me.manager.headers, {
        attributeType: 'SMOKING_POLICY',
        ownerTable: 'properties',
        ownerID: me.Q,
        textContent: 'Smoking on balconies.',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe('CONFLICT');
      expect(await allAttributes()).toEqual(before);
      expect((await attributeRow(first.id))?.textContent).toBe('No smoking.');
    });

    it("answers 404 for an owner that is not the manager's, storing nothing", async () => {
      const before = await allAttributes();
      const owners = [
        ['users', other.manager.id],
        ['users', me.P],
        ['properties', other.P],
        ['properties', me.P1],
        ['properties', DEMO_PROPERTY_ID],
        ['units', other.Q1],
        ['units', DEMO_UNIT_ID],
        ['units', UNKNOWN_ID],
      ] as const;
      for (const [ownerTable, ownerID] of owners) {
        const response = await call('POST', '/api/v1/attributes', me.manager.headers, {
          attributeType: 'NOISE_POLICY',
          ownerTable,
          ownerID,
          textContent: 'Quiet after 10pm.',
        });
        expect(response.statusCode, `${ownerTable} ${ownerID}`).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect(await allAttributes()).toEqual(before);
    });
  });

  describe('PATCH /api/v1/attributes/{id}', () => {
    let deposit: Attribute;
    beforeAll(async () => {
      deposit = await create(me, {
        attributeType: 'SECURITY_DEPOSIT',
        ownerTable: 'units',
        ownerID: me.Q1,
        textContent: 'CUSTOM',
        numericValue: 1.2,
      });
    });

    it('updates the value, accepting the unchanged type and owner when repeated', async () => {
      const response = await call('PATCH', `/api/v1/attributes/${deposit.id}`, me.manager.headers, {
        attributeType: 'SECURITY_DEPOSIT',
        ownerTable: 'units',
        ownerID: me.Q1.toUpperCase(),
        numericValue: 3,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...deposit, numericValue: 3 });
      const fixed = await call('PATCH', `/api/v1/attributes/${deposit.id}`, me.manager.headers, {
        textContent: 'TWO_MONTHS',
      });
      expect(fixed.json()).toEqual({ ...deposit, textContent: 'TWO_MONTHS', numericValue: null });
      deposit = fixed.json();
    });

    it.each([
      ['move it to another owner table', { ownerTable: 'properties' }, 'ownerTable'],
      ['move it to another owner', () => ({ ownerID: me.P1 }), 'ownerID'],
      ['change its type', { attributeType: 'RENTAL_LENGTH' }, 'attributeType'],
      ['set a choice not in the list', { textContent: 'TEN_MONTHS' }, 'textContent'],
      ['make it custom without months', { textContent: 'CUSTOM' }, 'numericValue'],
      ['send nothing', {}, undefined],
    ])('refuses to %s and leaves it as it was', async (_case, change, field) => {
      const before = await attributeRow(deposit.id);
      const payload = typeof change === 'function' ? change() : change;
      const response = await call(
        'PATCH',
        `/api/v1/attributes/${deposit.id}`,
        me.manager.headers,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
      expect(await attributeRow(deposit.id)).toEqual(before);
    });

    it("answers 404 for another manager's attribute or an unknown id, changing nothing", async () => {
      const theirs = await create(other, {
        attributeType: 'GUEST_POLICY',
        ownerTable: 'users',
        ownerID: other.manager.id,
        textContent: 'Theirs',
      });
      const before = await attributeRow(theirs.id);
      for (const id of [theirs.id, UNKNOWN_ID]) {
        const response = await call('PATCH', `/api/v1/attributes/${id}`, me.manager.headers, {
          textContent: 'Mine now',
        });
        expect(response.statusCode).toBe(404);
      }
      expect(await attributeRow(theirs.id)).toEqual(before);
      const bad = await call('PATCH', '/api/v1/attributes/1', me.manager.headers, {
        textContent: 'x',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('without a manager session', () => {
    let attribute: Attribute;
    beforeAll(async () => {
      attribute = await create(me, {
        attributeType: 'PAYMENT_METHOD',
        ownerTable: 'users',
        ownerID: me.manager.id,
        textContent: 'Bank transfer',
      });
    });
    const routes: [string, Method, () => string, (() => object)?][] = [
      ['listUserAttributes', 'GET', () => '/api/v1/attributes'],
      ['listPropertyAttributes', 'GET', () => `/api/v1/properties/${me.P}/attributes`],
      ['listUnitAttributes', 'GET', () => `/api/v1/units/${me.P1}/attributes`],
      [
        'createAttribute',
        'POST',
        () => '/api/v1/attributes',
        () => ({
          attributeType: 'PAYMENT_POLICY',
          ownerTable: 'users',
          ownerID: me.manager.id,
          textContent: 'x',
        }),
      ],
      [
        'updateAttribute',
        'PATCH',
        () => `/api/v1/attributes/${attribute.id}`,
        () => ({ textContent: 'Cash' }),
      ],
    ];
    it.each(routes)(
      '%s answers 401 with no token or a tenant token, changing nothing',
      async (_name, method, url, payload) => {
        const before = await allAttributes();
        for (const headers of [{}, tenantHeaders]) {
          const response = await call(method, url(), headers, payload?.());
          expect(response.statusCode).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHORIZED');
        }
        expect(await allAttributes()).toEqual(before);
      },
    );
  });
});
