/**
 * Attack: the e-mailed sign-in links of all three audiences (manager, prospect, resident),
 * and the rate limits that guard them. A link works once, only before it expires, only
 * for its own e-mail and audience, and only one of many concurrent uses wins. The limits
 * per client address cannot be dodged with a forged X-Forwarded-For (TRUST_PROXY unset),
 * and the limits per e-mail hold whatever address the requests come from.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens, mailOutbox } from '../../src/db/schema/index.ts';
import { issueMagicLink, MAGIC_LINK_TTL_MS } from '../../src/modules/auth/magic-link.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { type SeededAccount, seedAccount } from './fixtures.ts';

let t: TestApp;
let account: SeededAccount;

type Audience = 'manager' | 'tenant' | 'resident';
const CALLBACKS: Record<Audience, string> = {
  manager: '/api/v1/auth/callback',
  tenant: '/api/v1/auth/tenant/callback',
  resident: '/api/v1/auth/resident/callback',
};

beforeAll(async () => {
  // The default callback limit (60 per address); link requests limited to 3 per address.
  t = await createTestApp({ RATE_LIMIT_MAIL_PER_IP: '3' });
  account = await seedAccount(t.app, 'links');
});
afterAll(() => t.close());

/** The e-mail each audience signs in with, and the scope its links carry. */
const who = (audience: Audience) =>
  ({
    manager: { email: account.manager.email, scope: {} },
    tenant: { email: account.prospectEmail, scope: { propertyId: account.propertyId } },
    resident: {
      email: `resident.${account.marker}@example.com`,
      scope: { propertyId: account.propertyId },
    },
  })[audience];

const issue = (audience: Audience, now?: Date) =>
  issueMagicLink(t.app.db, who(audience).email, audience, who(audience).scope, now);

/** Each audience's uses come from an address of its own, well within the callback limit. */
const use = (audience: Audience, token: string, email = who(audience).email) =>
  t.app.inject({
    method: 'GET',
    url: `${CALLBACKS[audience]}?${new URLSearchParams({ token, email })}`,
    remoteAddress: `192.0.2.${Object.keys(CALLBACKS).indexOf(audience) + 200}`,
  });

describe.each(['manager', 'tenant', 'resident'] as const)('%s sign-in links', (audience) => {
  it('work once: the second use is refused', async () => {
    const { token } = await issue(audience);
    expect((await use(audience, token)).statusCode).toBe(200);
    const again = await use(audience, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('UNAUTHORIZED');
  });

  it('are refused once expired', async () => {
    const { token } = await issue(audience, new Date(Date.now() - MAGIC_LINK_TTL_MS - 1000));
    expect((await use(audience, token)).statusCode).toBe(401);
  });

  it('let exactly one of ten concurrent uses sign in', async () => {
    const { token } = await issue(audience);
    const responses = await Promise.all(Array.from({ length: 10 }, () => use(audience, token)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(401)]);
  });

  it('are refused for another e-mail, and stay usable by their own', async () => {
    const { token } = await issue(audience);
    expect((await use(audience, token, 'attacker@example.com')).statusCode).toBe(401);
    expect((await use(audience, token, `x${who(audience).email}`)).statusCode).toBe(401);
    expect((await use(audience, token)).statusCode).toBe(200);
  });

  it('are refused at another audience’s callback', async () => {
    const { token } = await issue(audience);
    for (const other of (['manager', 'tenant', 'resident'] as const).filter(
      (a) => a !== audience,
    )) {
      expect((await use(other, token, who(audience).email)).statusCode, other).toBe(401);
    }
    expect((await use(audience, token)).statusCode).toBe(200);
  });

  it('refuse a guessed or oversized token', async () => {
    expect((await use(audience, 'A'.repeat(43))).statusCode).toBe(401);
    expect((await use(audience, 'A'.repeat(5000))).statusCode).not.toBe(200);
  });
});

describe('a chat started with a new address', () => {
  it('gives a session to one of two requests racing with it; the other gets a link', async () => {
    const email = `race.${account.marker}@example.com`;
    const start = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/conversations/property-interest',
        payload: { email, propertyId: account.propertyId },
        remoteAddress: `198.51.100.${10 + i}`,
      });
    const responses = await Promise.all([start(0), start(1)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const started = responses.find((response) => response.statusCode === 201);
    expect(started?.json().jwt).toEqual(expect.any(String));
    const sent = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toHaveLength(1);
  });
});

describe('rate limits against a forged X-Forwarded-For', () => {
  const login = (email: string, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts one client address however many X-Forwarded-For values it sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `spoof${i}@example.com` },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const sent = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.to, 'spoof%'));
    expect(sent).toHaveLength(3);
  });

  it('holds the per-e-mail limit across client addresses', async () => {
    const email = 'many-addresses@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await login(email, `192.0.2.${i + 1}`, `10.0.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The same e-mail in capitals is the same e-mail.
    expect((await login('MANY-addresses@Example.com', '192.0.2.99')).statusCode).toBe(429);
    const sent = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toHaveLength(5);
    const links = await t.app.db
      .select()
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, email));
    expect(links).toHaveLength(0); // no account: a sign-up pointer, never a link
  });

  it('holds the per-e-mail limit on the prospect and resident link requests too', async () => {
    const prospect = account.prospectEmail;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/conversations/property-interest',
        payload: { email: prospect, propertyId: account.propertyId },
        remoteAddress: `192.0.2.${100 + i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('limits link exchanges per client address whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/callback?token=${'A'.repeat(43)}&email=a@example.com`,
        remoteAddress: '203.0.113.51',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});
