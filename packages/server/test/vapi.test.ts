import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  attributes,
  phoneCalls,
  potentialTenants,
  properties,
  tenantPropertyInterests,
} from '../src/db/schema/index.ts';
import { PLACE_CALL_TASK } from '../src/modules/calls/vapi.ts';
import { createManager, createTestApp, jobsSettled, type TestApp, tokenFor } from './helpers.ts';

interface VapiRequest {
  authorization: string | undefined;
  body: {
    phoneNumberId: string;
    customer: { number: string };
    metadata: { phoneCallId: string };
    assistant: {
      firstMessage: string;
      model: { messages: { role: string; content: string }[] };
      server?: { url: string; secret: string };
    };
  };
}

/** A stand-in for api.vapi.ai that speaks its wire format: POST /call → 201 with the call. */
async function startVapi(status = 201) {
  const calls: VapiRequest[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/call') {
      res.writeHead(404).end();
      return;
    }
    calls.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status === 201
          ? { id: `vapi-${calls.length}`, status: 'queued', type: 'outboundPhoneCall' }
          : { message: ['customer.number must be a valid phone number'], statusCode: status },
      ),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const until = async <T>(read: () => Promise<T | undefined> | T | undefined, what: string) => {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('calls placed through Vapi', () => {
  let t: TestApp;
  let vapi: Awaited<ReturnType<typeof startVapi>>;
  let propertyId = '';
  let prospect: Record<string, string> = {};
  let manager: Record<string, string> = {};

  const requestCall = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers: prospect,
      payload: { propertyId, phone: '2125550100' },
    });
  const webhook = (message: object, secret = 'vapi-shared-secret') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/webhook',
      headers: { 'x-vapi-secret': secret },
      payload: { message },
    });

  beforeAll(async () => {
    vapi = await startVapi();
    t = await createTestApp({
      VAPI_API_KEY: 'vapi-private-key',
      VAPI_BASE_URL: vapi.url,
      VAPI_PHONE_NUMBER_ID: 'pn_123',
      VAPI_WEBHOOK_SECRET: 'vapi-shared-secret',
    });
    const me = await createManager(t.app);
    const other = await createManager(t.app);
    manager = await tokenFor(t.app, 'manager', me.id);
    const [mine] = await t.app.db
      .insert(properties)
      .values([
        { userId: me.id, address: '12 Harbor Lane', type: 'CONDO', parkingPrice: 85 },
        { userId: other.id, address: '99 Secret Road', type: 'CONDO' },
      ])
      .returning();
    propertyId = mine!.id;
    await t.app.db.insert(attributes).values({
      userId: me.id,
      ownerTable: 'properties',
      ownerId: propertyId,
      attributeType: 'GUEST_POLICY',
      textContent: 'Guests may stay up to 14 nights.',
    });
    const [tenant] = await t.app.db
      .insert(potentialTenants)
      .values({ email: 'caller@example.com' })
      .returning();
    await t.app.db
      .insert(tenantPropertyInterests)
      .values({ propertyId, potentialTenantId: tenant!.id });
    prospect = await tokenFor(t.app, 'tenant', tenant!.id, 'caller@example.com');
  });

  afterAll(async () => {
    await t.close();
    await vapi.close();
  });

  it("places the call with this property's facts and nothing of another's", async () => {
    const response = await requestCall();
    expect(response.statusCode).toBe(200);
    const { phoneCallId } = response.json();
    const sent = await until(() => vapi.calls[0], 'the Vapi call');
    expect(sent.authorization).toBe('Bearer vapi-private-key');
    expect(sent.body).toMatchObject({
      phoneNumberId: 'pn_123',
      customer: { number: '+12125550100' },
      metadata: { phoneCallId },
    });
    const prompt = sent.body.assistant.model.messages[0]!.content;
    expect(sent.body.assistant.firstMessage).toContain('12 Harbor Lane');
    expect(prompt).toContain('Guests may stay up to 14 nights.');
    expect(prompt).toContain('$85');
    expect(prompt).not.toContain('99 Secret Road');
    expect(sent.body.assistant.server).toEqual({
      url: `${t.config.publicUrl}/api/v1/vapi/webhook`,
      secret: 'vapi-shared-secret',
    });
    const stored = await until(async () => {
      const [row] = await t.app.db
        .select()
        .from(phoneCalls)
        .where(eq(phoneCalls.phoneCallId, phoneCallId));
      return row?.vapiCallId ?? undefined;
    }, 'the stored Vapi id');
    expect(stored).toBe('vapi-1');
  });

  it("records the end-of-call report, and the manager's call details show it", async () => {
    const [call] = await t.app.db
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.vapiCallId, 'vapi-1'));
    const report = {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      call: { id: 'vapi-1', metadata: { phoneCallId: call!.phoneCallId } },
      startedAt: '2026-11-23T10:00:00.000Z',
      endedAt: '2026-11-23T10:04:12.500Z',
      artifact: { recordingUrl: 'https://storage.vapi.ai/vapi-1-mono.wav', transcript: '…' },
      cost: 0.12,
    };
    expect((await webhook(report, 'wrong-secret')).statusCode).toBe(401);
    expect((await webhook({ type: 'status-update', status: 'in-progress' })).statusCode).toBe(200);
    expect((await webhook(report)).statusCode).toBe(200);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vapi/calls/${call!.phoneCallId}`,
      headers: manager,
    });
    expect(details.json()).toEqual({
      startedAt: '2026-11-23T10:00:00.000Z',
      endedAt: '2026-11-23T10:04:12.500Z',
      recordingUrl: 'https://storage.vapi.ai/vapi-1-mono.wav',
    });
  });

  it('refuses a malformed report and a report without the secret, changing nothing', async () => {
    const before = await t.app.db.select().from(phoneCalls);
    expect((await webhook({ call: { id: 'vapi-1' } })).statusCode).toBe(400);
    const noSecret = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/webhook',
      payload: { message: { type: 'end-of-call-report', call: { id: 'vapi-1' } } },
    });
    expect(noSecret.statusCode).toBe(401);
    expect(await t.app.db.select().from(phoneCalls)).toEqual(before);
  });
});

describe('calls without Vapi', () => {
  it('has no webhook (404) and places nothing', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vapi/webhook',
        headers: { 'x-vapi-secret': 'anything' },
        payload: { message: { type: 'end-of-call-report' } },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with VAPI_API_KEY but no VAPI_PHONE_NUMBER_ID', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(48), VAPI_API_KEY: 'k' })).toThrow(
      /VAPI_PHONE_NUMBER_ID/,
    );
  });
});

describe('a call Vapi refuses', () => {
  it('is kept as a request (the manager was e-mailed) and not retried', async () => {
    const vapi = await startVapi(400);
    const t = await createTestApp({
      VAPI_API_KEY: 'k',
      VAPI_BASE_URL: vapi.url,
      VAPI_PHONE_NUMBER_ID: 'pn_1',
    });
    try {
      const me = await createManager(t.app);
      const [property] = await t.app.db
        .insert(properties)
        .values({ userId: me.id, address: '5 Refused Way', type: 'CONDO' })
        .returning();
      const [tenant] = await t.app.db
        .insert(potentialTenants)
        .values({ email: 'refused@example.com' })
        .returning();
      await t.app.db
        .insert(tenantPropertyInterests)
        .values({ propertyId: property!.id, potentialTenantId: tenant!.id });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vapi/calls',
        headers: await tokenFor(t.app, 'tenant', tenant!.id),
        payload: { propertyId: property!.id, phone: '2125550100' },
      });
      expect(response.statusCode).toBe(200);
      await until(() => vapi.calls[0], 'the refused call');
      // Refused for good: its job is done with, none is left to try again later.
      await jobsSettled(t.app);
      const { rows } = await t.app.db.execute<{ left: number }>(
        sql`select count(*)::int as left from graphile_worker.jobs
          where task_identifier = ${PLACE_CALL_TASK} and attempts < max_attempts`,
      );
      expect(rows[0]?.left).toBe(0);
      expect(vapi.calls).toHaveLength(1);
      const [row] = await t.app.db.select().from(phoneCalls);
      expect(row).toMatchObject({ vapiCallId: null, phoneNumber: '2125550100' });
    } finally {
      await t.close();
      await vapi.close();
    }
  });
});
