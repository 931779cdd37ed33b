/**
 * Attack: the wrong session, on every endpoint. Each non-public endpoint of the contract is
 * called with a valid request (so validation passes and only the credential is wrong):
 * without a token, with forged, expired, alg-none and tampered tokens, and with a valid
 * token of every audience it does not allow. Admin routes answer a plain manager 403.
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import { type EndpointName, endpoints } from '@porchlight/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../helpers.ts';

const ID = randomUUID();
const SECRET = 'test-secret-'.repeat(4);

/** A valid body for every non-public endpoint that takes one. */
const BODIES: Partial<Record<EndpointName, object>> = {
  updateUser: { firstName: 'X' },
  updateSetup: { dismissed: true },
  createProperty: { address: '1 A Street', type: 'CONDO' },
  updateProperty: { description: 'x' },
  createDivision: { name: 'North' },
  uploadLease: { text: 'Lease text.' },
  // A file's bytes in truth; any body reaches the session check, which comes first.
  extractLeaseText: { text: 'Lease text.' },
  resolveAttention: {},
  bookLeadViewing: { datetime: '2030-01-07T15:00:00.000Z' },
  answerAttention: { answer: 'Yes.', remember: false },
  createPropertyFact: { question: 'Bikes?', answer: 'A bike room.' },
  updatePropertyFact: { answer: 'x' },
  sendLeadMessage: { message: 'Hello' },
  setLeadAssistant: { paused: true },
  importListing: { url: 'https://listings.example/1' },
  createUnit: { propertyId: ID, unitNumber: '1' },
  updateUnit: { unitNumber: '1' },
  createLeasingAgent: {
    firstName: 'A',
    lastName: 'B',
    email: 'agent@example.com',
    phone: '3125550100',
  },
  updateLeasingAgent: { firstName: 'A' },
  createTenant: { firstName: 'A', lastName: 'B', email: 'resident@example.com' },
  updateTenant: { firstName: 'A' },
  createTenantLease: { tenantId: ID, propertyId: ID, unitId: ID },
  createAttribute: {
    attributeType: 'LATE_FEE_POLICY',
    ownerTable: 'users',
    ownerID: ID,
    textContent: 'x',
  },
  updateAttribute: { textContent: 'x' },
  sendPropertyInterestMessage: { message: 'hello' },
  scheduleViewing: { datetime: '2099-01-05T15:00:00.000Z', propertyId: ID },
  requestCall: { propertyId: ID, phone: '3125550123' },
  sendResidentMessage: { message: 'hello' },
  createWorkflowRun: { type: 'OVERDUE_RENT_REMINDER', variables: {} },
  sendPropertyTestText: { to: '+13125550123' },
  textMeInstead: { propertyId: ID, phone: '3125550123' },
  createCalendarFeed: { leasingAgentId: null },
  createCalendarSource: {
    leasingAgentId: null,
    name: 'Work',
    url: 'https://calendar.example/basic.ics',
  },
  updateShowings: { showingMode: 'AGENT', viewingAssignment: 'FIXED', agentIds: [] },
  createOpenHouse: {
    startsAt: '2099-01-05T15:00:00.000Z',
    endsAt: '2099-01-05T17:00:00.000Z',
    capacity: 5,
  },
  reassignViewing: { leasingAgentId: null },
  markViewingOutcome: { outcome: 'SHOWN' },
};

/** The required query of endpoints that have one. */
const QUERIES: Partial<Record<EndpointName, string>> = {
  tenantInterestAnalytics: 'startDate=01-01-2025&endDate=01-31-2025',
  messageAnalytics: 'startDate=01-01-2025&endDate=01-31-2025',
  leadTrendAnalytics: 'endDate=01-31-2025',
  checkout: 'quantity=1',
};

const names = Object.keys(endpoints) as EndpointName[];
const guarded = names.filter(
  (name) => !(endpoints[name].auth as readonly string[]).includes('public'),
);

function request(name: EndpointName, headers: Record<string, string>) {
  const endpoint = endpoints[name];
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === 'phoneCallId' ? 'call_x' : ID,
  );
  const query = QUERIES[name];
  const body = BODIES[name];
  return {
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(body ? { payload: body } : {}),
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tokens that must never open a session. */
async function forgedTokens(valid: string): Promise<Record<string, string>> {
  const sign = (secret: string, build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT({ email: 'boss@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ID)
        .setAudience('manager')
        .setIssuer('porchlight')
        .setIssuedAt(),
    ).sign(createSecretKey(Buffer.from(secret)));
  const now = Math.floor(Date.now() / 1000);
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const [header, , signature] = valid.split('.');
  return {
    'another secret': await sign(`${SECRET}-other`, (jwt) => jwt.setExpirationTime('1h')),
    expired: await sign(SECRET, (jwt) => jwt.setIssuedAt(now - 120).setExpirationTime(now - 60)),
    'another issuer': await sign(SECRET, (jwt) => jwt.setIssuer('evil').setExpirationTime('1h')),
    'an admin audience': await sign(SECRET, (jwt) =>
      jwt.setAudience('admin').setExpirationTime('1h'),
    ),
    'alg none': `${base64({ alg: 'none', typ: 'JWT' })}.${base64({
      sub: ID,
      aud: 'manager',
      iss: 'porchlight',
      email: 'boss@example.com',
      exp: now + 3600,
    })}.`,
    // A tenant's token with its payload swapped for a manager's, keeping the signature.
    tampered: `${header}.${base64({
      sub: ID,
      aud: 'manager',
      iss: 'porchlight',
      email: 'boss@example.com',
      exp: now + 3600,
    })}.${signature}`,
    garbage: 'not-a-jwt',
  };
}

describe('audiences and tokens on every endpoint', () => {
  let t: TestApp;
  let sessions: Record<'manager' | 'admin' | 'tenant' | 'resident', { authorization: string }>;
  let forged: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET, ADMIN_EMAILS: 'boss@example.com' });
    sessions = {
      manager: await tokenFor(t.app, 'manager', ID, 'plain@example.com'),
      admin: await tokenFor(t.app, 'manager', ID, 'boss@example.com'),
      tenant: await tokenFor(t.app, 'tenant', ID, 'prospect@example.com'),
      resident: await tokenFor(t.app, 'resident', ID, 'resident@example.com'),
    };
    forged = await forgedTokens(sessions.tenant.authorization.replace('Bearer ', ''));
  });
  afterAll(() => t.close());

  it('has a valid sample body for every guarded endpoint that takes one', () => {
    const missing = guarded.filter(
      (name) => (endpoints[name] as { body?: unknown }).body && !BODIES[name],
    );
    expect(missing).toEqual([]);
  });

  it('answers 401 without a token and with every forged or expired one', async () => {
    for (const name of guarded) {
      const none = await t.app.inject(request(name, {}));
      expect(none.statusCode, `${name} without a token: ${none.body}`).toBe(401);
      expect(none.json().error.code).toBe('UNAUTHORIZED');
      for (const [kind, token] of Object.entries(forged)) {
        const response = await t.app.inject(request(name, bearer(token)));
        expect(response.statusCode, `${name} with ${kind}: ${response.body}`).toBe(401);
      }
    }
  });

  it('answers 401 to a valid session of an audience the endpoint does not allow', async () => {
    let checked = 0;
    for (const name of guarded) {
      const allowed = endpoints[name].auth as readonly string[];
      for (const audience of ['manager', 'tenant', 'resident'] as const) {
        if (allowed.includes(audience)) continue;
        // A manager on an admin route is the 403 case below.
        if (audience === 'manager' && allowed.includes('admin')) continue;
        const response = await t.app.inject(request(name, sessions[audience]));
        expect(response.statusCode, `${audience} on ${name}: ${response.body}`).toBe(401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('answers 403 to a manager who is not an admin on every admin route, and lets the admin in', async () => {
    const adminRoutes = guarded.filter((name) =>
      (endpoints[name].auth as readonly string[]).includes('admin'),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const name of adminRoutes) {
      const plain = await t.app.inject(request(name, sessions.manager));
      expect(plain.statusCode, name).toBe(403);
      const admin = await t.app.inject(request(name, sessions.admin));
      expect([200, 404], name).toContain(admin.statusCode);
    }
  });
});
