import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users, webhookKeys } from '../src/db/schema/index.ts';
import { activeWebhookSecret, webhookKeyMaterial } from '../src/modules/webhooks/keys.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('the manager account: profile, subscription, checkout, webhook keys', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://app.porchlight.test',
      ADMIN_EMAILS: 'boss@example.com',
    });
    me = await createManager(t.app, 'me@example.com', { firstName: 'Mia', unitsManaged: 4 });
    other = await createManager(t.app, 'boss@example.com');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it('reads the own user with defaults for unanswered fields and the admin flag', async () => {
    const response = await call('GET', `/api/v1/users/${me.id}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.id,
      email: 'me@example.com',
      firstName: 'Mia',
      status: 'VERIFIED',
      unitsManaged: 4,
      propertiesManaged: 0,
      jobTitle: '',
      scheduleViewing: 'CALENDAR',
      viewingDuration: 30,
      isAdmin: false,
    });
    expect(response.json().listingEmailId).toMatch(/^[0-9a-f]{12}$/);
    expect((await call('GET', `/api/v1/users/${other.id}`, other.headers)).json().isAdmin).toBe(
      true,
    );
  });

  it('saves profile, business and appointment fields, normalising phone and lists', async () => {
    const days = (await call('GET', `/api/v1/users/${me.id}`, me.headers)).json().viewingDays;
    const response = await call('PATCH', `/api/v1/users/${me.id}`, me.headers, {
      phone: '2125550100',
      jobTitle: 'OWNER_OPERATOR,INVESTOR',
      scheduleViewing: 'TEXT',
      viewingDuration: 45,
      viewingDays: {
        ...days,
        saturday: { enabled: true, times: [{ openTime: '10:00', closeTime: '14:30' }] },
      },
      webhookURL: 'https://hooks.example.com/porchlight',
      yearsInBusiness: 7,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '2125550100',
      jobTitle: 'INVESTOR,OWNER_OPERATOR',
      scheduleViewing: 'TEXT',
      viewingDuration: 45,
      webhookURL: 'https://hooks.example.com/porchlight',
      yearsInBusiness: 7,
    });
    expect(response.json().viewingDays.saturday).toEqual({
      enabled: true,
      times: [{ openTime: '10:00', closeTime: '14:30' }],
    });
  });

  it('refuses a bad phone, closing before opening, unknown fields, and changes nothing', async () => {
    const before = await t.app.db.select().from(users).where(eq(users.id, me.id));
    const days = (await call('GET', `/api/v1/users/${me.id}`, me.headers)).json().viewingDays;
    const cases: [object, string][] = [
      [{ phone: '0123456789' }, 'phone'],
      [
        {
          viewingDays: {
            ...days,
            monday: { enabled: true, times: [{ openTime: '17:00', closeTime: '9:00' }] },
          },
        },
        'viewingDays',
      ],
      [{ email: 'new@example.com' }, 'email'],
      [{ viewingDuration: 20 }, 'viewingDuration'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', `/api/v1/users/${me.id}`, me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect(await t.app.db.select().from(users).where(eq(users.id, me.id))).toEqual(before);
  });

  it("never reads or writes another manager's account, and refuses other audiences", async () => {
    expect((await call('GET', `/api/v1/users/${other.id}`, me.headers)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/users/${other.id}`, me.headers, { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/users/${me.id}`, {})).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/v1/users/${me.id}`, await tokenFor(t.app, 'tenant', me.id)))
        .statusCode,
    ).toBe(401);
  });

  it('subscribes through the local checkout: 303 with a url, followed once, landing on /settings?success=true', async () => {
    expect((await call('GET', '/api/v1/subscriptions', me.headers)).statusCode).toBe(404);
    const checkout = await call('GET', '/api/v1/checkout?quantity=50', me.headers);
    expect(checkout.statusCode).toBe(303);
    expect(checkout.headers.location).toBeUndefined();
    const url = new URL(checkout.json().url);
    expect(url.origin).toBe('https://app.porchlight.test');
    const follow = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('https://app.porchlight.test/settings?success=true');
    const subscription = (await call('GET', '/api/v1/subscriptions', me.headers)).json();
    expect(subscription).toMatchObject({ quantity: 50, price: 2.5 });
    expect(Math.abs(subscription.billingCycleAnchor - Date.now() / 1000)).toBeLessThan(60);

    const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(again.headers.location).toBe('https://app.porchlight.test/settings?success=true');
    expect(
      await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id)),
    ).toHaveLength(1);

    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}?secret=forged` });
    expect(forged.headers.location).toBe('https://app.porchlight.test/settings?canceled=true');
    expect((await call('GET', '/api/v1/checkout?quantity=0', me.headers)).statusCode).toBe(400);
  });

  it('shows a new webhook key once, keeps it only encrypted, and revokes the previous one', async () => {
    const first = (await call('POST', '/api/v1/webhook-keys', me.headers)).json()
      .webhookKey as string;
    const second = (await call('POST', '/api/v1/webhook-keys', me.headers)).json()
      .webhookKey as string;
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(second).not.toBe(first);
    const rows = await t.app.db.select().from(webhookKeys).where(eq(webhookKeys.userId, me.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.slice(6));
    const key = webhookKeyMaterial(t.config.jwtSecret ?? '');
    expect(await activeWebhookSecret(t.app.db, me.id, key)).toBe(second);
    expect((await call('POST', '/api/v1/webhook-keys', {})).statusCode).toBe(401);
  });
});
