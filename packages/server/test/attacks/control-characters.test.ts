/**
 * A NUL or another control character in any text field: a clear 400 naming the field, and
 * nothing stored. Before this check a NUL reached PostgreSQL, which refused it with a 500,
 * and the error log quoted the query's values (e-mails, names).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../src/db/schema/index.ts';
import { loggable } from '../../src/http/errors.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from '../helpers.ts';

describe('control characters in text', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.app);
    const [row] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '9 Quiet Lane', type: 'MULTI_FAMILY' })
      .returning({ id: properties.id });
    propertyId = row!.id;
  });
  afterAll(() => t.close());

  const count = async (table: typeof users | typeof properties) =>
    Number((await t.app.db.execute(sql`select count(*)::int as n from ${table}`)).rows[0]?.n);

  it.each([
    ['a NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b[31m'],
    ['a delete', '\u007f'],
  ])(
    'refuses %s in a sign-up name with a 400 naming the field, storing nothing',
    async (_, bad) => {
      const before = await count(users);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          email: 'new@example.com',
          firstName: `Ann${bad}`,
          lastName: 'Lee',
          unitsManaged: 3,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'firstName' } });
      expect(await count(users)).toBe(before);
    },
  );

  it('refuses a NUL in a property address, a chat message and a nested field alike', async () => {
    const before = await count(properties);
    const property = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: manager.headers,
      payload: { address: '1 Main St\u0000', type: 'CONDO' },
    });
    expect(property.statusCode).toBe(400);
    expect(property.json()).toMatchObject({ error: { field: 'address' } });
    expect(await count(properties)).toBe(before);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'nul@example.com', propertyId },
    });
    const { jwt } = started.json() as { jwt: string };
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { message: 'hello\u0000there' },
    });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toMatchObject({ error: { field: 'message' } });
  });

  it('keeps line breaks and tabs, which people do type', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}`,
      headers: manager.headers,
      payload: { description: 'Bright rooms.\n\tQuiet street.\r\n' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("keeps a failed query's values (e-mails, names) out of the error log", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const failed = new Error(
      'Failed query: insert into "users" ("email", "first_name") values ($1, $2)\nparams: secret.person@example.com,Ann',
      { cause },
    );
    const logged = JSON.stringify(loggable(failed));
    expect(logged).not.toContain('secret.person@example.com');
    expect(logged).toContain('Failed query');
    expect(logged).toContain('22021');
  });
});
