import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, properties, units } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('policy attributes and the override rule', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let propertyId: string;
  let unitA: string;
  let unitB: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: me.id, address: '8 Cedar Lane', type: 'TRIPLEX' })
      .returning();
    propertyId = property!.id;
    const [a, b] = await t.app.db
      .insert(units)
      .values([
        { propertyId, unitNumber: '1' },
        { propertyId, unitNumber: '2' },
      ])
      .returning();
    unitA = a!.id;
    unitB = b!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const deposit = async (url: string) =>
    (
      (await call('GET', `${url}?attributes=SECURITY_DEPOSIT`, me.headers)).json() as {
        ownerTable: string;
        textContent: string;
      }[]
    ).map((a) => [a.ownerTable, a.textContent]);

  it('resolves the most specific owner: business default, property override, unit override', async () => {
    const base = await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'users',
      ownerID: me.id,
      textContent: 'ONE_MONTH',
    });
    expect(base.statusCode).toBe(201);
    expect(await deposit(`/api/v1/properties/${propertyId}/attributes`)).toEqual([
      ['users', 'ONE_MONTH'],
    ]);

    const override = await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'properties',
      ownerID: propertyId,
      textContent: 'TWO_MONTHS',
    });
    expect(override.statusCode).toBe(201);
    expect(await deposit(`/api/v1/properties/${propertyId}/attributes`)).toEqual([
      ['properties', 'TWO_MONTHS'],
    ]);
    expect(await deposit('/api/v1/attributes')).toEqual([['users', 'ONE_MONTH']]);

    await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'SECURITY_DEPOSIT',
      ownerTable: 'units',
      ownerID: unitA,
      textContent: 'CUSTOM',
      numericValue: 1.5,
    });
    expect(await deposit(`/api/v1/units/${unitA}/attributes`)).toEqual([['units', 'CUSTOM']]);
    expect(await deposit(`/api/v1/units/${unitB}/attributes`)).toEqual([
      ['properties', 'TWO_MONTHS'],
    ]);

    const patched = await call('PATCH', `/api/v1/attributes/${override.json().id}`, me.headers, {
      textContent: 'HALF_MONTH',
    });
    expect(patched.json()).toMatchObject({
      ownerTable: 'properties',
      ownerID: propertyId,
      textContent: 'HALF_MONTH',
    });
  });

  it('refuses to move an attribute to another owner, a second value for the same owner, and wrong choices', async () => {
    const created = await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'RENTAL_DURATION_MONTHS',
      ownerTable: 'users',
      ownerID: me.id,
      numericValue: 12,
    });
    const id = created.json().id;
    expect(
      (
        await call('PATCH', `/api/v1/attributes/${id}`, me.headers, {
          ownerTable: 'properties',
          ownerID: propertyId,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/attributes', me.headers, {
          attributeType: 'RENTAL_DURATION_MONTHS',
          ownerTable: 'users',
          ownerID: me.id,
          numericValue: 6,
        })
      ).statusCode,
    ).toBe(409);
    for (const [payload, field] of [
      [
        {
          attributeType: 'RENTAL_DURATION_MONTHS',
          ownerTable: 'units',
          ownerID: unitA,
          numericValue: 3,
        },
        'numericValue',
      ],
      [
        {
          attributeType: 'TENANT_UTILITIES',
          ownerTable: 'units',
          ownerID: unitA,
          textContent: 'WATER,CABLE',
        },
        'textContent',
      ],
      [
        {
          attributeType: 'SECURITY_DEPOSIT',
          ownerTable: 'units',
          ownerID: unitB,
          textContent: 'CUSTOM',
        },
        'numericValue',
      ],
      [
        {
          attributeType: 'MOVE_OUT_NOTICE_PERIOD',
          ownerTable: 'units',
          ownerID: unitB,
          numericValue: -5,
        },
        'numericValue',
      ],
      [
        { attributeType: 'NOT_A_TYPE', ownerTable: 'units', ownerID: unitB, textContent: 'x' },
        'attributeType',
      ],
    ] as const) {
      const response = await call('POST', '/api/v1/attributes', me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });

  it('normalises utilities and trims free text', async () => {
    const utilities = await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'LANDLORD_UTILITIES',
      ownerTable: 'properties',
      ownerID: propertyId,
      textContent: 'TRASH, WATER',
    });
    expect(utilities.json().textContent).toBe('WATER,TRASH');
    const text = await call('POST', '/api/v1/attributes', me.headers, {
      attributeType: 'GUEST_POLICY',
      ownerTable: 'properties',
      ownerID: propertyId,
      textContent: '  Guests may stay two weeks.  ',
    });
    expect(text.json().textContent).toBe('Guests may stay two weeks.');
  });

  it('keeps every manager to their own owners and values', async () => {
    const before = await t.app.db.select().from(attributes);
    for (const [table, id] of [
      ['users', me.id],
      ['properties', propertyId],
      ['units', unitA],
    ] as const) {
      const response = await call('POST', '/api/v1/attributes', other.headers, {
        attributeType: 'NOISE_POLICY',
        ownerTable: table,
        ownerID: id,
        textContent: 'x',
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await call('GET', `/api/v1/properties/${propertyId}/attributes`, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/v1/attributes/${before[0]!.id}`, other.headers, {
          textContent: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.app.db.select().from(attributes)).toHaveLength(before.length);
    expect((await call('GET', '/api/v1/attributes', {})).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/v1/attributes', await tokenFor(t.app, 'resident', me.id)))
        .statusCode,
    ).toBe(401);
  });
});
