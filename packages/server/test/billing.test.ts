import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, subscriptions } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const PUBLIC_URL = 'https://app.porchlight.test';
const SUCCESS = `${PUBLIC_URL}/settings?success=true`;
const CANCELED = `${PUBLIC_URL}/settings?canceled=true`;

describe('subscriptions and checkout with the local billing provider', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;

  const call = (url: string, headers: object = {}) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
  const subscription = (who: TestManager) => call('/api/v1/subscriptions', who.headers);
  const subscriptionRows = (who: TestManager) =>
    t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
  const sessionRows = (who: TestManager) =>
    t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, who.id));

  /** Starts a checkout and answers the link as the browser would follow it (path and query). */
  async function startCheckout(who: TestManager, quantity: number) {
    const response = await call(`/api/v1/checkout?quantity=${quantity}`, who.headers);
    expect(response.statusCode).toBe(303);
    const url = new URL(response.json().url);
    return { response, url, path: url.pathname + url.search };
  }
  /** Follows a link the way a browser does: no bearer token. */
  const follow = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    me = await createManager(t.app);
    other = await createManager(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/subscriptions', () => {
    it('answers 404 NO_SUBSCRIPTION before any checkout', async () => {
      const response = await subscription(me);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NO_SUBSCRIPTION');
    });

    it('refuses a caller without a session, and a prospect session', async () => {
      expect((await call('/api/v1/subscriptions')).statusCode).toBe(401);
      const tenant = await tokenFor(t.app, 'tenant', me.id, me.email);
      expect((await call('/api/v1/subscriptions', tenant)).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/checkout', () => {
    it('answers 303 with the payment link in the body and no Location header', async () => {
      const { response, url } = await startCheckout(me, 3);
      expect(response.headers.location).toBeUndefined();
      expect(Object.keys(response.json())).toEqual(['url']);
      expect(url.origin).toBe(PUBLIC_URL);
      expect(url.pathname).toMatch(/^\/api\/v1\/billing\/local-checkout\/[0-9a-f-]{36}$/);
      const secret = url.searchParams.get('secret') ?? '';
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
      // Starting a checkout buys nothing, and the secret is kept only as a hash.
      expect(await subscriptionRows(me)).toEqual([]);
      const stored = await sessionRows(me);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ quantity: 3, provider: 'local', completedAt: null });
      expect(JSON.stringify(stored)).not.toContain(secret);
    });

    it('refuses a quantity below 1, missing or not a whole number, naming quantity', async () => {
      const before = await sessionRows(me);
      for (const query of ['?quantity=0', '?quantity=-5', '?quantity=2.5', '?quantity=ten', '']) {
        const response = await call(`/api/v1/checkout${query}`, me.headers);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.field, query).toBe('quantity');
      }
      expect(await sessionRows(me)).toEqual(before);
    });

    it('refuses a caller without a session, and a prospect session, and stores nothing', async () => {
      const before = await t.app.db.select().from(checkoutSessions);
      expect((await call('/api/v1/checkout?quantity=5')).statusCode).toBe(401);
      const tenant = await tokenFor(t.app, 'tenant', me.id, me.email);
      expect((await call('/api/v1/checkout?quantity=5', tenant)).statusCode).toBe(401);
      expect(await t.app.db.select().from(checkoutSessions)).toEqual(before);
    });
  });

  describe('the local checkout link', () => {
    it('subscribes at the tier price when followed, landing on /settings?success=true', async () => {
      const { path } = await startCheckout(me, 50);
      const startedAt = Math.floor(Date.now() / 1000);
      const followed = await follow(path);
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(SUCCESS);

      const response = await subscription(me);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['billingCycleAnchor', 'price', 'quantity']);
      expect(body.quantity).toBe(50);
      expect(body.price).toBe(2.5);
      expect(Number.isInteger(body.billingCycleAnchor)).toBe(true);
      expect(body.billingCycleAnchor).toBeGreaterThanOrEqual(startedAt - 1);
      expect(body.billingCycleAnchor).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
      expect(await subscriptionRows(me)).toMatchObject([{ quantity: 50, provider: 'local' }]);
    });

    it('works once: a second visit lands on the success page and changes nothing', async () => {
      const { path } = await startCheckout(me, 7);
      expect((await follow(path)).headers.location).toBe(SUCCESS);
      const [afterFirst] = await subscriptionRows(me);
      expect(afterFirst).toMatchObject({ quantity: 7, price: 5 });
      const [session] = (await sessionRows(me)).filter((s) => s.quantity === 7);

      const again = await follow(path);
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe(SUCCESS);
      expect(await subscriptionRows(me)).toEqual([afterFirst]);
      const [sessionAfter] = (await sessionRows(me)).filter((s) => s.quantity === 7);
      expect(sessionAfter?.completedAt).toEqual(session?.completedAt);
    });

    it('changes the quantity and price of an existing subscription, keeping one row', async () => {
      const { path } = await startCheckout(me, 500);
      expect((await follow(path)).headers.location).toBe(SUCCESS);
      expect((await subscription(me)).json()).toMatchObject({ quantity: 500, price: 1.5 });
      expect(await subscriptionRows(me)).toHaveLength(1);
    });

    it('lands simultaneous visits on the success page with one subscription', async () => {
      const { path } = await startCheckout(other, 5000);
      const visits = await Promise.all([follow(path), follow(path), follow(path)]);
      expect(visits.map((v) => v.headers.location)).toEqual([SUCCESS, SUCCESS, SUCCESS]);
      expect(await subscriptionRows(other)).toMatchObject([{ quantity: 5000, price: 0.75 }]);
      await t.app.db.delete(subscriptions).where(eq(subscriptions.userId, other.id));
    });

    it('redirects a forged, missing, repeated or unknown secret to /settings?canceled=true, changing nothing', async () => {
      const { url } = await startCheckout(me, 9);
      const before = await subscriptionRows(me);
      const sessionsBefore = await sessionRows(me);
      const unknownId = '00000000-0000-4000-8000-000000000000';
      const secret = url.searchParams.get('secret') ?? '';
      for (const path of [
        `${url.pathname}?secret=forged`,
        `${url.pathname}?secret=${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
        url.pathname,
        `${url.pathname}?secret=${secret}&secret=${secret}`,
        `/api/v1/billing/local-checkout/${unknownId}?secret=${secret}`,
        `/api/v1/billing/local-checkout/not-an-id?secret=${secret}`,
      ]) {
        const response = await follow(path);
        expect(response.statusCode, path).toBe(302);
        expect(response.headers.location, path).toBe(CANCELED);
      }
      expect(await subscriptionRows(me)).toEqual(before);
      expect(await sessionRows(me)).toEqual(sessionsBefore);
    });

    it("subscribes the manager who started the checkout, never another one's account", async () => {
      const mine = await subscriptionRows(me);
      const { path } = await startCheckout(other, 12);
      expect((await follow(path)).headers.location).toBe(SUCCESS);
      expect((await subscription(other)).json()).toMatchObject({ quantity: 12, price: 5 });
      expect(await subscriptionRows(me)).toEqual(mine);
      // Subscriptions are per manager: one with none still has none.
      const fresh = await createManager(t.app);
      expect((await subscription(fresh)).json().error.code).toBe('NO_SUBSCRIPTION');
    });

    it('refuses a link that was not followed within a day', async () => {
      const { path, url } = await startCheckout(me, 20);
      const id = url.pathname.split('/').pop() ?? '';
      const before = await subscriptionRows(me);
      await t.app.db
        .update(checkoutSessions)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(checkoutSessions.id, id));
      expect((await follow(path)).headers.location).toBe(CANCELED);
      expect(await subscriptionRows(me)).toEqual(before);
      expect(
        (await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]
          ?.completedAt,
      ).toBeNull();
    });
  });
});
