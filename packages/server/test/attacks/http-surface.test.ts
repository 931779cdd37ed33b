/**
 * Attack: the HTTP surface. Oversized bodies answer 413 (before a large body is read for
 * an anonymous caller); every page but the chat pages refuses to be framed, including
 * look-alike paths; CORS answers `*` without credentials on the widget's endpoints only and
 * never echoes an origin; and a forged Host, X-Forwarded-Host or redirect parameter never
 * changes a link in an e-mail (always PUBLIC_URL), even with TRUST_PROXY on.
 */
import { type EndpointName, endpoints } from '@porchlight/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { LEASE_BODY_LIMIT } from '../../src/modules/properties/lease.routes.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { type SeededAccount, seedAccount } from './fixtures.ts';

const PUBLIC_URL = 'https://app.porchlight.test';
const INBOUND_SECRET = 'inbound-secret-0123456789';
let t: TestApp;
let account: SeededAccount;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    INBOUND_EMAIL_SECRET: INBOUND_SECRET,
  });
  account = await seedAccount(t.app, 'surface');
});
afterAll(() => t.close());

describe('oversized bodies', () => {
  it('answers 413 on a manager JSON route, in the JSON error shape', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${account.propertyId}`,
      headers: { ...account.manager.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'a'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 on the lease upload past its body limit, and past its text limit', async () => {
    const url = `/api/v1/embeddings/properties/${account.propertyId}/lease`;
    const tooLarge = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...account.manager.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'a'.repeat(LEASE_BODY_LIMIT + 10) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    const tooLong = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...account.manager.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'a'.repeat(2_000_001) }),
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a large lease upload from an anonymous caller before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/embeddings/properties/${account.propertyId}/lease`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'a'.repeat(5_000_000) }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 413 on a forwarded e-mail over 10 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/inbound-email',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_SECRET}` },
      payload: `Subject: big\r\n\r\n${'a'.repeat(10 * 1024 * 1024 + 10)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 415 to a body of another type on a JSON route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: { ...account.manager.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'address=1+A+St&type=CONDO',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('framing', () => {
  const frameable = (response: { headers: Record<string, unknown> }) =>
    response.headers['x-frame-options'] === undefined &&
    String(response.headers['content-security-policy']).includes('frame-ancestors *');

  it.each([
    '/',
    '/properties',
    '/leads',
    '/login?token=x',
    '/resident-ai',
    '/resident-ai?resident=false',
    '/resident-ai?resident=true&resident=false',
    '/resident-ai?x=resident=true',
    '/embedded',
    '/chatroom',
    '/embed/',
    '/embed/../properties',
    '//embed',
    '/%65mbed',
    '/properties?/embed',
    '/api/v1/properties',
    '/api/health',
    '/api/docs',
    '/demo',
    '/widget/loader.js',
  ])('refuses to let another site frame %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(frameable(response), JSON.stringify(response.headers)).toBe(false);
    const csp = String(response.headers['content-security-policy'] ?? '');
    const xfo = String(response.headers['x-frame-options'] ?? '');
    expect(csp.includes("frame-ancestors 'none'") || /deny|sameorigin/i.test(xfo)).toBe(true);
  });

  it.each([
    '/embed',
    '/embed?propertyId=x',
    '/chat',
    '/chat?propertyId=x',
    '/resident-ai?resident=true',
  ])('lets any site frame %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(frameable(response)).toBe(true);
  });

  it('lets any site load the widget script, and nothing else by default', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/widget/loader.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const dashboard = await t.app.inject({ method: 'GET', url: '/properties' });
    expect(dashboard.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('CORS', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  const managerOnly = names.filter((name) =>
    (endpoints[name].auth as readonly string[]).every((a) => a === 'manager' || a === 'admin'),
  );
  const path = (name: EndpointName) =>
    endpoints[name].path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

  it('never echoes an origin nor allows credentials, on any endpoint', async () => {
    for (const name of names) {
      for (const origin of ['https://evil.example', 'null', PUBLIC_URL]) {
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url: path(name),
          headers: {
            origin,
            'access-control-request-method': endpoints[name].method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        const allowed = preflight.headers['access-control-allow-origin'];
        expect([undefined, '*'], `${name} from ${origin}`).toContain(allowed);
        expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it('sends no CORS headers at all on manager and admin endpoints', async () => {
    expect(managerOnly.length).toBeGreaterThan(30);
    for (const name of managerOnly) {
      const response = await t.app.inject({
        method: endpoints[name].method,
        url: path(name),
        headers: { ...account.manager.headers, origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin'], name).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: path(name),
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], name).toBeUndefined();
    }
  });

  it('answers the widget endpoints with a wildcard on real requests too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${account.propertyId}/viewing-hours`,
      headers: { origin: 'https://listings.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('e-mailed links under a forged Host', () => {
  const FORGED = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    forwarded: 'host=evil.example;proto=http',
    'x-original-url': 'https://evil.example/login',
    origin: 'https://evil.example',
    referer: 'https://evil.example/',
  };
  const REDIRECTS =
    '?redirect=https://evil.example&next=//evil.example&returnTo=https://evil.example&redirect_uri=https://evil.example';

  async function linksTo(to: string) {
    for (let i = 0; i < 200; i++) {
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      if (mail) return [...mail.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No e-mail to ${to}.`);
  }

  const expectOwnLinks = (links: string[]) => {
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
      expect(link).not.toContain('evil.example');
    }
  };

  it('keeps PUBLIC_URL in the manager’s sign-up and login links', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/signup${REDIRECTS}`,
      headers: FORGED,
      payload: { email: 'new.manager@example.com', firstName: 'N', lastName: 'M', unitsManaged: 1 },
    });
    expect(signup.statusCode).toBe(200);
    expectOwnLinks(await linksTo('new.manager@example.com'));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login${REDIRECTS}`,
      headers: FORGED,
      payload: { email: account.manager.email },
    });
    expectOwnLinks(await linksTo(account.manager.email));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login${REDIRECTS}`,
      headers: FORGED,
      payload: { email: 'nobody.here@example.com' },
    });
    expectOwnLinks(await linksTo('nobody.here@example.com'));
  });

  it('keeps PUBLIC_URL in the prospect’s and the resident’s links', async () => {
    const prospect = await t.app.inject({
      method: 'POST',
      url: `/api/v2/conversations/property-interest${REDIRECTS}`,
      headers: FORGED,
      payload: { email: account.prospectEmail, propertyId: account.propertyId },
    });
    expect(prospect.statusCode).toBe(200);
    expectOwnLinks(await linksTo(account.prospectEmail));
    const residentEmail = `resident.${account.marker}@example.com`;
    const resident = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/resident${REDIRECTS}`,
      headers: FORGED,
      payload: { email: residentEmail, propertyId: account.propertyId },
    });
    expect(resident.statusCode).toBe(202);
    expectOwnLinks(await linksTo(residentEmail));
  });

  it('refuses a redirect field in a body rather than using it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.manager.email, redirect: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('redirect');
  });
});
