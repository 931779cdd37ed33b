import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  properties,
  units,
  users,
  webhookAttempts,
  webhookDeliveries,
} from '../src/db/schema/index.ts';
import { raiseAttention } from '../src/modules/attention/attention.service.ts';
import { createDeliverWebhookTask } from '../src/modules/webhooks/deliver.task.ts';
import { WEBHOOK_MAX_ATTEMPTS } from '../src/modules/webhooks/events.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A manager's receiver: records each request and answers with `answer`'s status. */
async function startReceiver(answer: (headers: IncomingHttpHeaders) => number = () => 204) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ headers: request.headers, body });
    response.writeHead(answer(request.headers)).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const until = async <T>(read: () => Promise<T | undefined> | T | undefined, what: string) => {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

let t: TestApp;
let manager: TestManager;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let propertyId = '';
let unitId = '';

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = manager.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newKey(): Promise<string> {
  const response = await api('POST', '/api/v1/webhook-keys');
  expect(response.statusCode).toBe(200);
  return response.json().webhookKey;
}

/** Starts a chat as a new prospect: the lead.created event. */
async function startChat(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/conversations/property-interest',
    payload: { email, propertyId, unitId },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { jwt: string };
}

const events = (from: Received[]) =>
  from.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', FREE_UNITS: '10' });
  manager = await createManager(t.app);
  const [property] = await t.app.db
    .insert(properties)
    .values({ userId: manager.id, address: '8 Hook Street', type: 'CONDO', customId: 'CRM-PROP-8' })
    .returning();
  propertyId = property!.id;
  const [unit] = await t.app.db
    .insert(units)
    .values({ propertyId, unitNumber: '3A', customId: 'CRM-UNIT-3A' })
    .returning();
  unitId = unit!.id;
  await t.app.db.update(users).set({ webhookUrl: receiver.url }).where(eq(users.id, manager.id));
});

afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('outbound webhooks', () => {
  it('signs every event by the Standard Webhooks scheme with the customIds', async () => {
    const secret = await newKey();
    const { jwt } = await startChat('hooked@example.com');
    const send = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { message: 'Do you allow cats?' },
    });
    expect(send.statusCode).toBe(200);
    // Athena's greeting and replies are message.created events too, in any order with these.
    const userMessage = (e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'message.created' && e.data.role === 'user';
    await until(
      () =>
        events(receiver.received).some((e) => e.type === 'lead.created') &&
        events(receiver.received).some(userMessage)
          ? true
          : undefined,
      'the lead and the message delivered',
    );

    const verifier = new Webhook(secret);
    for (const { headers, body } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
      expect(() => verifier.verify(body, headers as Record<string, string>)).not.toThrow();
    }
    const byType = Object.fromEntries(events(receiver.received).map((e) => [e.type, e]));
    expect(byType['lead.created']?.data).toMatchObject({
      email: 'hooked@example.com',
      status: 'PRE_SCREENING',
      property: { id: propertyId, customId: 'CRM-PROP-8', address: '8 Hook Street' },
      unit: { id: unitId, customId: 'CRM-UNIT-3A', unitNumber: '3A' },
    });
    expect(events(receiver.received).find(userMessage)?.data).toMatchObject({
      role: 'user',
      text: 'Do you allow cats?',
    });

    const attempts = await until(async () => {
      const rows = await t.app.db.select().from(webhookAttempts);
      return rows.length >= 2 ? rows : undefined;
    }, 'two recorded attempts');
    expect(attempts.every((a) => a.statusCode === 204 && a.attempt === 1)).toBe(true);
  });

  it('reports a requested call and a booked viewing with the status change', async () => {
    receiver.received.length = 0;
    const { jwt } = await startChat('booker@example.com');
    const headers = { authorization: `Bearer ${jwt}` };
    const call = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers,
      payload: { propertyId, unitId, phone: '2125550100' },
    });
    expect(call.statusCode).toBe(200);
    const day = new Date(Date.now() + 2 * 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const hours = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}/viewing-hours`,
      headers,
    });
    const zone = hours.json().timezone as string;
    const noon = new Date(`${day.toISOString().slice(0, 10)}T12:00:00Z`);
    const offset =
      new Date(noon.toLocaleString('en-US', { timeZone: zone })).getTime() -
      new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
    const start = new Date(noon.getTime() - offset);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers,
      payload: { datetime: start.toISOString(), propertyId, unitId },
    });
    expect(booked.statusCode).toBe(200);
    const scheduled = (e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'lead.status_changed' && e.data.status === 'SCHEDULING_COMPLETE';
    const types = await until(() => {
      const seen = events(receiver.received);
      const all = ['call.requested', 'viewing.scheduled'].every((type) =>
        seen.some((e) => e.type === type),
      );
      return all && seen.some(scheduled) ? seen.map((e) => e.type) : undefined;
    }, 'call, viewing and status events');
    expect(types).toContain('lead.created');
    const callEvent = events(receiver.received).find((e) => e.type === 'call.requested');
    expect(callEvent?.data).toMatchObject({ phoneNumber: '2125550100', caller: 'prospect' });
  });

  it('signs with the new key once a key is rotated: the old key no longer verifies', async () => {
    const old = await newKey();
    const fresh = await newKey();
    receiver.received.length = 0;
    await startChat('rotated@example.com');
    const [delivery] = await until(
      () => (receiver.received.length ? receiver.received : undefined),
      'a delivery',
    );
    expect(() =>
      new Webhook(fresh).verify(delivery!.body, delivery!.headers as Record<string, string>),
    ).not.toThrow();
    expect(() =>
      new Webhook(old).verify(delivery!.body, delivery!.headers as Record<string, string>),
    ).toThrow();
  });

  it('retries a failing receiver, records each attempt, and fails after the last one', async () => {
    // Fails each delivery twice (500, then 503), then accepts it; other events that reach
    // it meanwhile (background replies) count on their own ids.
    const seen = new Map<string, number>();
    const failing = await startReceiver((headers) => {
      const id = String(headers['webhook-id']);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      return [500, 503][n - 1] ?? 204;
    });
    await newKey();
    try {
      await t.app.db.update(users).set({ webhookUrl: failing.url }).where(eq(users.id, manager.id));
      const [delivery] = await t.app.db
        .insert(webhookDeliveries)
        .values({
          userId: manager.id,
          eventType: 'lead.created',
          payload: { type: 'lead.created', data: {} },
        })
        .returning();
      // The job itself, run as graphile-worker would on each retry.
      const deliver = createDeliverWebhookTask(t.app, raiseAttention);
      const payload = { deliveryId: delivery!.id };
      await expect(deliver(payload, { attempts: 1 })).rejects.toThrow(/attempt 1: 500/);
      await expect(deliver(payload, { attempts: 2 })).rejects.toThrow(/attempt 2: 503/);
      await deliver(payload, { attempts: 3 });
      await deliver(payload, { attempts: 4 }); // already delivered: nothing is sent again
      const mine = failing.received.filter((r) => r.headers['webhook-id'] === delivery!.id);
      expect(mine).toHaveLength(3);
      const [row] = await t.app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery!.id));
      expect(row).toMatchObject({ status: 'DELIVERED', attempts: 3 });
      const tries = await t.app.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, delivery!.id));
      expect(tries.map((a) => a.statusCode).sort()).toEqual([204, 500, 503]);

      const [doomed] = await t.app.db
        .insert(webhookDeliveries)
        .values({ userId: manager.id, eventType: 'lead.created', payload: { data: {} } })
        .returning();
      failing.received.length = 0;
      await t.app.db
        .update(users)
        .set({ webhookUrl: 'http://127.0.0.1:9/closed' })
        .where(eq(users.id, manager.id));
      await deliver({ deliveryId: doomed!.id }, { attempts: WEBHOOK_MAX_ATTEMPTS });
      const [failed] = await t.app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, doomed!.id));
      expect(failed?.status).toBe('FAILED');
    } finally {
      await t.app.db
        .update(users)
        .set({ webhookUrl: receiver.url })
        .where(eq(users.id, manager.id));
      await failing.close();
    }
  });

  it('never delivers to a private or metadata address', async () => {
    await t.app.db
      .update(users)
      .set({ webhookUrl: 'http://169.254.169.254/latest/meta-data' })
      .where(eq(users.id, manager.id));
    try {
      const [delivery] = await t.app.db
        .insert(webhookDeliveries)
        .values({ userId: manager.id, eventType: 'lead.created', payload: { data: {} } })
        .returning();
      const deliver = createDeliverWebhookTask(t.app, raiseAttention);
      await expect(deliver({ deliveryId: delivery!.id }, { attempts: 1 })).rejects.toThrow(
        /cannot be fetched/,
      );
      const [attempt] = await t.app.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, delivery!.id));
      expect(attempt).toMatchObject({ statusCode: null, error: 'That address cannot be fetched.' });
    } finally {
      await t.app.db
        .update(users)
        .set({ webhookUrl: receiver.url })
        .where(eq(users.id, manager.id));
    }
  });

  it('records nothing for a manager without a webhook URL', async () => {
    await t.app.db.update(users).set({ webhookUrl: null }).where(eq(users.id, manager.id));
    try {
      const before = (await t.app.db.select().from(webhookDeliveries)).length;
      await startChat('quiet@example.com');
      expect((await t.app.db.select().from(webhookDeliveries)).length).toBe(before);
    } finally {
      await t.app.db
        .update(users)
        .set({ webhookUrl: receiver.url })
        .where(eq(users.id, manager.id));
    }
  });
});

describe('a webhook URL a manager can trust', () => {
  const patchUrl = (webhookURL: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      headers: manager.headers,
      payload: { webhookURL },
    });
  const savedUrl = async () =>
    (await t.app.db.select().from(users).where(eq(users.id, manager.id)))[0]?.webhookUrl;

  it('refuses a private, metadata or unknown address on save, naming the field, and keeps the URL', async () => {
    for (const [url, message] of [
      ['http://10.0.0.1/hook', /private, local or cloud-metadata/],
      ['http://169.254.169.254/latest', /private, local or cloud-metadata/],
      ['http://[fd00::1]/hook', /private, local or cloud-metadata/],
      ['http://nowhere.invalid/hook', /could not find nowhere\.invalid/],
    ] as const) {
      const response = await patchUrl(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ field: 'webhookURL' });
      expect(response.json().error.message).toMatch(message);
      expect(await savedUrl()).toBe(receiver.url);
    }
    // Loopback is the test receiver's address (OUTBOUND_ALLOW_LOOPBACK, as delivery allows).
    expect((await patchUrl(receiver.url)).statusCode).toBe(200);
  });

  it('sends a signed test event at once and answers its status and time; the log shows it', async () => {
    const secret = await newKey();
    const response = await api('POST', '/api/v1/webhook-deliveries/test');
    expect(response.statusCode).toBe(200);
    const delivery = response.json();
    expect(delivery).toMatchObject({
      eventType: 'test.ping',
      status: 'DELIVERED',
      statusCode: 204,
      attempts: 1,
      failure: null,
      url: receiver.url,
    });
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
    const got = receiver.received.find((r) => r.headers['webhook-id'] === delivery.eventId);
    expect(got).toBeDefined();
    const event = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>);
    expect(event).toMatchObject({ type: 'test.ping' });

    const log = await api('GET', '/api/v1/webhook-deliveries');
    expect(log.statusCode).toBe(200);
    const { deliveries } = log.json();
    expect(deliveries[0]).toMatchObject({ id: delivery.id, statusCode: 204, status: 'DELIVERED' });
    expect(deliveries.length).toBeLessThanOrEqual(100);
  });

  it('redelivers the same event (payload and webhook-id) as a new delivery', async () => {
    const secret = await newKey();
    const first = (await api('POST', '/api/v1/webhook-deliveries/test')).json();
    const again = await api('POST', `/api/v1/webhook-deliveries/${first.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ eventId: first.id, status: 'DELIVERED', statusCode: 204 });
    const both = receiver.received.filter((r) => r.headers['webhook-id'] === first.id);
    expect(both).toHaveLength(2);
    expect(both[1]!.body).toBe(both[0]!.body);
    expect(() =>
      new Webhook(secret).verify(both[1]!.body, both[1]!.headers as Record<string, string>),
    ).not.toThrow();
    const { deliveries } = (await api('GET', '/api/v1/webhook-deliveries')).json();
    expect(deliveries.slice(0, 2).map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
  });

  it('says in plain words why a test event was not delivered', async () => {
    await newKey();
    // A closed port: stored directly, as a URL saved before it stopped answering would be.
    await t.app.db
      .update(users)
      .set({ webhookUrl: 'http://127.0.0.1:9/hooks' })
      .where(eq(users.id, manager.id));
    const response = await api('POST', '/api/v1/webhook-deliveries/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'FAILED', statusCode: null, attempts: 1 });
    expect(response.json().failure).toMatch(/refused the connection/);

    await t.app.db.update(users).set({ webhookUrl: null }).where(eq(users.id, manager.id));
    const none = await api('POST', '/api/v1/webhook-deliveries/test');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('webhookURL');
    await t.app.db.update(users).set({ webhookUrl: receiver.url }).where(eq(users.id, manager.id));
  });
});
