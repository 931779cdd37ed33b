import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions, properties, subscriptions } from '../src/db/schema/index.ts';
import { STRIPE_PRODUCT_NAME } from '../src/modules/billing/stripe.provider.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const PUBLIC_URL = 'https://app.porchlight.test';
const SECRET_KEY = 'sk_test_porchlight';
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const ANCHOR = 1_767_225_600;

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body Stripe's API receives, decoded. */
  form: URLSearchParams;
  authorization: string | undefined;
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  quantity: number;
  cents: number;
  userId: string | undefined;
}

/**
 * A stand-in for api.stripe.com speaking its wire format: form-encoded requests, JSON
 * objects and lists, Stripe's error envelope. It keeps subscriptions that a test edits
 * (as a change made in Stripe's dashboard or portal would) and records every request.
 */
function stripeStandIn() {
  const received: Received[] = [];
  const subscriptionsById = new Map<string, FakeSubscription>();
  const customersByEmail = new Map<string, string>();
  let failing = false;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const subscriptionObject = (s: FakeSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    billing_cycle_anchor: ANCHOR,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          quantity: s.quantity,
          price: { id: `price_${s.id}`, object: 'price', currency: 'usd', unit_amount: s.cents },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
  });

  async function answer(request: IncomingMessage): Promise<[number, object]> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(text),
      authorization: request.headers.authorization,
    });
    if (failing) return [500, { error: { type: 'api_error', message: 'Stand-in is down.' } }];
    const route = `${request.method} ${url.pathname}`;
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (route === 'POST /v1/checkout/sessions') {
      const id = nextId('cs');
      return [200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` }];
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = nextId('bps');
      const customer = new URLSearchParams(text).get('customer');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          url: `https://billing.stripe.test/p/${id}`,
        },
      ];
    }
    if (route === 'GET /v1/customers') {
      const customer = customersByEmail.get(url.searchParams.get('email') ?? '');
      const data = customer ? [{ id: customer, object: 'customer' }] : [];
      return [200, { object: 'list', data, has_more: false, url: '/v1/customers' }];
    }
    if (subscriptionMatch) {
      const found = subscriptionsById.get(subscriptionMatch[1] ?? '');
      if (!found) {
        const message = `No such subscription: '${subscriptionMatch[1]}'`;
        return [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
        ];
      }
      if (request.method === 'DELETE') found.status = 'canceled';
      return [200, subscriptionObject(found)];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unknown ${route}` } }];
  }

  const server: Server = createServer((request, response) => {
    answer(request).then(([status, body]) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(body));
    });
  });

  return {
    server,
    received,
    /** A subscription as Stripe would hold it after a paid checkout. */
    subscribe(
      userId: string | undefined,
      quantity: number,
      cents: number,
      customer = nextId('cus'),
    ) {
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        customer,
        status: 'active',
        quantity,
        cents,
        userId,
      };
      subscriptionsById.set(subscription.id, subscription);
      return subscription;
    },
    addCustomer: (email: string) => {
      const id = nextId('cus');
      customersByEmail.set(email, id);
      return id;
    },
    setFailing: (value: boolean) => {
      failing = value;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        }),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const stand = stripeStandIn();
const signer = new Stripe(SECRET_KEY);
let t: TestApp;
let eventCounter = 0;

/** A Stripe event as Stripe posts it, signed with the library's own test helper. */
function stripeEvent(type: string, object: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${++eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

const deliver = (event: { payload: string; signature?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.payload,
  });

const completedCheckout = (userId: string | undefined, subscriptionId: string, customer: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_done_${eventCounter}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId ?? null,
    metadata: userId ? { userId } : {},
    customer,
    subscription: subscriptionId,
  });

const subscriptionEvent = (type: string, subscriptionId: string) =>
  stripeEvent(type, { id: subscriptionId, object: 'subscription' });

const rowsOf = (who: TestManager) =>
  t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
const subscriptionOf = (who: TestManager) =>
  t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: who.headers });
const checkout = (who: TestManager, quantity: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/checkout?quantity=${quantity}`,
    headers: who.headers,
  });
const openPortal = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/billing-portal', headers });
const lastRequest = (route: string) =>
  stand.received.filter((r) => `${r.method} ${r.path}` === route).at(-1);

/** A manager with one property and one live unit: the free allowance (FREE_UNITS=1) is used. */
async function managerAtFreeQuota() {
  const manager = await createManager(t.app);
  const [property] = await t.app.db
    .insert(properties)
    .values({ userId: manager.id, address: '1 Stripe Street', type: 'CONDO' })
    .returning();
  const propertyId = property?.id ?? '';
  const addUnit = (unitNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/units',
      headers: manager.headers,
      payload: { propertyId, unitNumber },
    });
  expect((await addUnit('1')).statusCode).toBe(201);
  return { manager, addUnit };
}

beforeAll(async () => {
  const base = await stand.listen();
  t = await createTestApp({
    PUBLIC_URL,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
  });
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(() => stand.setFailing(false));

describe('checkout through Stripe Checkout', () => {
  it('creates a subscription-mode Checkout Session at the tier price and answers its url', async () => {
    const me = await createManager(t.app);
    const response = await checkout(me, 50);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_\d+$/);

    const sent = lastRequest('POST /v1/checkout/sessions');
    expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '50',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '250',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': STRIPE_PRODUCT_NAME,
      customer_email: me.email,
      client_reference_id: me.id,
      'metadata[userId]': me.id,
      'subscription_data[metadata][userId]': me.id,
      success_url: `${PUBLIC_URL}/settings?success=true`,
      cancel_url: `${PUBLIC_URL}/settings?canceled=true`,
    });
    // Starting a checkout buys nothing and leaves no local checkout link behind.
    expect(await rowsOf(me)).toEqual([]);
    expect(await t.app.db.select().from(checkoutSessions)).toEqual([]);
  });

  it.each([
    [1, '500'],
    [49, '500'],
    [499, '250'],
    [500, '150'],
    [5000, '75'],
  ])('charges the domain tier price for %i units: %s cents each', async (quantity, cents) => {
    const me = await createManager(t.app);
    expect((await checkout(me, quantity)).statusCode).toBe(303);
    const form = lastRequest('POST /v1/checkout/sessions')?.form;
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe(cents);
    expect(form?.get('line_items[0][quantity]')).toBe(String(quantity));
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const me = await createManager(t.app);
    stand.setFailing(true);
    const response = await checkout(me, 3);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('UNAVAILABLE');
  });

  it('offers no local checkout link, so nothing can be subscribed for free', async () => {
    const me = await createManager(t.app);
    const [session] = await t.app.db
      .insert(checkoutSessions)
      .values({ userId: me.id, quantity: 5, provider: 'local', secretHash: '00'.repeat(32) })
      .returning();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/local-checkout/${session?.id}?secret=x`,
    });
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(me)).toEqual([]);
  });
});

describe('the Stripe webhook', () => {
  it('records the paid checkout and lifts the 402 quota', async () => {
    const { manager: me, addUnit } = await managerAtFreeQuota();
    expect((await addUnit('2')).statusCode).toBe(402);
    const paid = stand.subscribe(me.id, 3, 500);

    const response = await deliver(completedCheckout(me.id, paid.id, paid.customer));
    expect(response.statusCode).toBe(200);
    expect(lastRequest(`GET /v1/subscriptions/${paid.id}`)).toBeDefined();
    expect((await subscriptionOf(me)).json()).toEqual({
      quantity: 3,
      price: 5,
      billingCycleAnchor: ANCHOR,
    });
    expect(await rowsOf(me)).toMatchObject([
      { provider: 'stripe', externalCustomerId: paid.customer, externalSubscriptionId: paid.id },
    ]);
    // One free unit plus three paid: three more go live, the fifth is refused.
    for (const n of ['2', '3', '4']) expect((await addUnit(n)).statusCode).toBe(201);
    expect((await addUnit('5')).statusCode).toBe(402);
  });

  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const me = await createManager(t.app);
    const paid = stand.subscribe(me.id, 10, 500);
    const good = completedCheckout(me.id, paid.id, paid.customer);
    const requestsBefore = stand.received.length;
    const stale = signer.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const forged = [
      { payload: good.payload },
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: good.payload.replace('"paid"', '"unpaid"'), signature: good.signature },
      { payload: good.payload, signature: stale },
      stripeEvent(
        'checkout.session.completed',
        JSON.parse(good.payload).data.object,
        'whsec_other',
      ),
    ];
    for (const event of forged) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_SIGNATURE');
    }
    expect(await rowsOf(me)).toEqual([]);
    // Nothing was even asked of Stripe.
    expect(stand.received.length).toBe(requestsBefore);
  });

  it('is harmless when an event is delivered again', async () => {
    const me = await createManager(t.app);
    const paid = stand.subscribe(me.id, 7, 500);
    const event = completedCheckout(me.id, paid.id, paid.customer);
    expect((await deliver(event)).statusCode).toBe(200);
    const [first] = await rowsOf(me);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).statusCode).toBe(200);
    const rows = await rowsOf(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ ...first, updatedAt: rows[0]?.updatedAt });
  });

  it('keeps quantity and price in step on customer.subscription.updated, even against a late replay', async () => {
    const me = await createManager(t.app);
    const paid = stand.subscribe(me.id, 10, 500);
    const completed = completedCheckout(me.id, paid.id, paid.customer);
    expect((await deliver(completed)).statusCode).toBe(200);

    // The manager changes the quantity in Stripe (portal or dashboard).
    paid.quantity = 60;
    paid.cents = 250;
    const updated = subscriptionEvent('customer.subscription.updated', paid.id);
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await subscriptionOf(me)).json()).toMatchObject({ quantity: 60, price: 2.5 });

    // The older event arriving late writes Stripe's current state, not its own.
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await subscriptionOf(me)).json()).toMatchObject({ quantity: 60, price: 2.5 });
  });

  it('removes the subscription on customer.subscription.deleted, and the quota falls back', async () => {
    const { manager: me, addUnit } = await managerAtFreeQuota();
    const paid = stand.subscribe(me.id, 1, 500);
    expect((await deliver(completedCheckout(me.id, paid.id, paid.customer))).statusCode).toBe(200);
    expect((await addUnit('2')).statusCode).toBe(201);

    paid.status = 'canceled';
    const deleted = subscriptionEvent('customer.subscription.deleted', paid.id);
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await subscriptionOf(me)).json().error.code).toBe('NO_SUBSCRIPTION');
    expect(await rowsOf(me)).toEqual([]);
    expect((await addUnit('3')).statusCode).toBe(402);
    // Replays of the deletion, or of the old checkout, do not bring it back.
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(completedCheckout(me.id, paid.id, paid.customer))).statusCode).toBe(200);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('replaces the subscription on a second checkout and cancels the old one at Stripe', async () => {
    const me = await createManager(t.app);
    const first = stand.subscribe(me.id, 5, 500);
    expect((await deliver(completedCheckout(me.id, first.id, first.customer))).statusCode).toBe(
      200,
    );

    // The next checkout is for the same Stripe customer.
    expect((await checkout(me, 50)).statusCode).toBe(303);
    const form = lastRequest('POST /v1/checkout/sessions')?.form;
    expect(form?.get('customer')).toBe(first.customer);
    expect(form?.has('customer_email')).toBe(false);

    const second = stand.subscribe(me.id, 50, 250, first.customer);
    expect((await deliver(completedCheckout(me.id, second.id, second.customer))).statusCode).toBe(
      200,
    );
    expect(await rowsOf(me)).toMatchObject([
      { quantity: 50, price: 2.5, externalSubscriptionId: second.id },
    ]);
    // stripe-node sends a DELETE's parameters in the query string.
    expect(lastRequest(`DELETE /v1/subscriptions/${first.id}`)?.query.get('prorate')).toBe('true');
    expect(first.status).toBe('canceled');

    // The old subscription's own events no longer touch the manager's subscription.
    const oldDeleted = subscriptionEvent('customer.subscription.deleted', first.id);
    expect((await deliver(oldDeleted)).statusCode).toBe(200);
    expect(await rowsOf(me)).toMatchObject([{ quantity: 50, externalSubscriptionId: second.id }]);
  });

  it('acknowledges events it does not handle, and checkouts of other products, changing nothing', async () => {
    const me = await createManager(t.app);
    const foreign = stand.subscribe(undefined, 4, 900);
    expect(
      (await deliver(completedCheckout(undefined, foreign.id, foreign.customer))).statusCode,
    ).toBe(200);
    const other = stripeEvent('invoice.paid', { id: 'in_test_1', object: 'invoice' });
    expect((await deliver(other)).statusCode).toBe(200);
    expect(await rowsOf(me)).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.externalSubscriptionId, foreign.id)),
    ).toEqual([]);
  });

  it('answers 500 when Stripe cannot be asked, so that Stripe delivers the event again', async () => {
    const me = await createManager(t.app);
    const paid = stand.subscribe(me.id, 2, 500);
    const event = completedCheckout(me.id, paid.id, paid.customer);
    stand.setFailing(true);
    expect((await deliver(event)).statusCode).toBe(500);
    expect(await rowsOf(me)).toEqual([]);
    stand.setFailing(false);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await rowsOf(me)).toMatchObject([{ quantity: 2 }]);
  });
});

describe('the billing portal', () => {
  it('opens a portal session for the customer on record, returning to /settings', async () => {
    const me = await createManager(t.app);
    const paid = stand.subscribe(me.id, 3, 500);
    expect((await deliver(completedCheckout(me.id, paid.id, paid.customer))).statusCode).toBe(200);
    const response = await openPortal(me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_test_\d+$/);
    const form = lastRequest('POST /v1/billing_portal/sessions')?.form;
    expect(form?.get('customer')).toBe(paid.customer);
    expect(form?.get('return_url')).toBe(`${PUBLIC_URL}/settings`);
  });

  it("finds the customer by the manager's e-mail when none is on record", async () => {
    const me = await createManager(t.app);
    const customer = stand.addCustomer(me.email);
    const response = await openPortal(me.headers);
    expect(response.statusCode).toBe(200);
    expect(lastRequest('GET /v1/customers')?.query.get('email')).toBe(me.email);
    expect(lastRequest('POST /v1/billing_portal/sessions')?.form.get('customer')).toBe(customer);
  });

  it('answers 404 NO_BILLING_PORTAL without a Stripe customer, and 401 without a manager session', async () => {
    const me = await createManager(t.app);
    const response = await openPortal(me.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NO_BILLING_PORTAL');
    expect((await openPortal({})).statusCode).toBe(401);
    expect((await openPortal(await tokenFor(t.app, 'tenant', me.id, me.email))).statusCode).toBe(
      401,
    );
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => local.close());

  it('has no Stripe webhook and no portal: the local provider is unchanged', async () => {
    const me = await createManager(local.app);
    const event = stripeEvent('checkout.session.completed', {});
    const webhook = await local.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(webhook.statusCode).toBe(404);
    const portal = await local.app.inject({
      method: 'POST',
      url: '/api/v1/billing-portal',
      headers: me.headers,
    });
    expect(portal.statusCode).toBe(404);
    expect(portal.json().error.code).toBe('NO_BILLING_PORTAL');
    const started = await local.app.inject({
      method: 'GET',
      url: '/api/v1/checkout?quantity=2',
      headers: me.headers,
    });
    expect(new URL(started.json().url).pathname).toMatch(/^\/api\/v1\/billing\/local-checkout\//);
  });
});
