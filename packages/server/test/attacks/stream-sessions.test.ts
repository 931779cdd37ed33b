/**
 * A held event stream lives no longer than its session: a chat planted with someone else's
 * e-mail stops hearing the owner's conversation when the owner signs in, a resident's stream
 * ends with the lease, a manager's preview with "sign out everywhere", any stream when its
 * token expires, and every stream after its longest life. The first case kept delivering
 * the owner's and the manager's messages on the code before streams checked their session.
 */

import { createSecretKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantLeases, tenants, units } from '../../src/db/schema/index.ts';
import { appendMessage } from '../../src/modules/conversations/conversation.store.ts';
import { openStream } from '../event-stream.ts';
import {
  createManager,
  createTestApp,
  firstLink,
  type TestApp,
  type TestManager,
  waitForMail,
} from '../helpers.ts';

const SECRET = 'stream-sessions-secret-'.repeat(3);

describe('event streams end with their session', () => {
  let t: TestApp;
  let base = '';
  let manager: TestManager;
  let propertyId = '';
  let unitId = '';

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '9 Listening Lane', type: 'MULTI_FAMILY' })
      .returning({ id: properties.id });
    propertyId = property!.id;
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId, unitNumber: '2B', monthlyPrice: 1800 })
      .returning({ id: units.id });
    unitId = unit!.id;
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
  const api = (path: string, init: { method?: string; jwt?: string; body?: unknown } = {}) =>
    fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.jwt ? bearer(init.jwt) : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const start = (email: string) =>
    api('/api/v2/conversations/property-interest', { method: 'POST', body: { email, propertyId } });
  const prospectStream = (jwt: string) =>
    openStream(`${base}/api/v1/conversations/property-interest/${propertyId}/events`, bearer(jwt));

  async function signOutEverywhere(jwt: string) {
    const response = await api('/api/v1/auth/sign-out-everywhere', { method: 'POST', jwt });
    expect(response.status).toBe(200);
  }

  async function residentWithChat(email: string) {
    const [resident] = await t.app.db
      .insert(tenants)
      .values({ userId: manager.id, firstName: 'Ana', lastName: 'Ruiz', email })
      .returning({ id: tenants.id });
    const [lease] = await t.app.db
      .insert(tenantLeases)
      .values({ tenantId: resident!.id, propertyId, unitId })
      .returning({ id: tenantLeases.id });
    const jwt = await t.app.auth.tokens.sign({
      audience: 'resident',
      subject: resident!.id,
      email,
    });
    const opened = await api('/api/v1/conversations/resident', {
      method: 'POST',
      jwt,
      body: { propertyId },
    });
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    return { jwt, leaseId: lease!.id, conversationId: id };
  }

  it("stops a planted chat's stream when the address's owner signs in, before the owner writes", async () => {
    const victim = 'owner-of-address@example.com';
    const planted = await start(victim);
    expect(planted.status).toBe(201);
    const { jwt: attacker } = (await planted.json()) as { jwt: string };
    const stream = prospectStream(attacker);
    expect((await stream.ready).status).toBe(200);
    const first = await stream.next(() => true);

    // The owner asks for a link on the same property and signs in with it.
    expect((await start(victim)).status).toBe(200);
    const mail = await waitForMail(t.app, victim);
    const token = new URL(firstLink(mail.text)).searchParams.get('token');
    const signedIn = await api(
      `/api/v1/auth/tenant/callback?token=${token}&email=${encodeURIComponent(victim)}`,
    );
    expect(signedIn.status).toBe(200);
    const { jwt: owner } = (await signedIn.json()) as { jwt: string };

    // The owner's and the manager's messages in the same conversation.
    const sent = await api(`/api/v1/conversations/property-interest/${propertyId}`, {
      method: 'POST',
      jwt: owner,
      body: { message: 'My income is 7,400 a month, call me on 503 555 0199' },
    });
    expect(sent.status).toBe(200);
    await appendMessage(t.app.db, first.id, 'manager', 'Thanks Jo, I will call you at 5.');
    const ownerStream = prospectStream(owner);
    await ownerStream.next((c) => c.messages.some((m) => m.content.startsWith('Thanks Jo')));
    ownerStream.close();

    // By now the planted stream had every chance to pass them on: it must not have.
    expect(stream.contents().join('\n')).not.toMatch(/7,400|Thanks Jo/);
    await stream.ended;
    expect(stream.endReason()).toBe('session');
    // And a new stream with the planted session is refused.
    expect((await prospectStream(attacker).ready).status).toBe(401);
  });

  it("ends a resident's stream when the manager deletes the lease", async () => {
    const resident = await residentWithChat('leaving@example.com');
    const stream = openStream(
      `${base}/api/v1/conversations/resident/${resident.conversationId}/events`,
      bearer(resident.jwt),
    );
    expect((await stream.ready).status).toBe(200);
    await stream.next(() => true);
    const removed = await api(`/api/v1/tenant-leases/${resident.leaseId}`, {
      method: 'DELETE',
      jwt: manager.token,
    });
    expect(removed.status).toBe(200);
    await stream.ended;
    expect(stream.endReason()).toBe('session');
  });

  it("ends a manager's preview stream when the manager signs out everywhere", async () => {
    const resident = await residentWithChat('previewed@example.com');
    const other = await createManager(t.app);
    // The preview belongs to the resident's manager; a second manager signs out alone.
    const own = await createManager(t.app);
    const stream = openStream(
      `${base}/api/v1/conversations/resident/${resident.conversationId}/events`,
      manager.headers,
    );
    expect((await stream.ready).status).toBe(200);
    await stream.next(() => true);
    await signOutEverywhere(own.token);
    await signOutEverywhere(other.token);
    await appendMessage(t.app.db, resident.conversationId, 'user', 'Still here after others left');
    await stream.next((c) => c.messages.some((m) => m.content === 'Still here after others left'));

    await signOutEverywhere(manager.token);
    await stream.ended;
    expect(stream.endReason()).toBe('session');
    // Later tests in this file need a manager who stands.
    manager = await createManager(t.app);
  });

  it('ends a stream when its token expires', async () => {
    const created = await start('short-lived@example.com');
    const { tenantID } = (await created.json()) as { tenantID: string };
    const seconds = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ email: 'short-lived@example.com', sv: 0, pid: propertyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(tenantID)
      .setAudience('tenant')
      .setIssuer('porchlight')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 2)
      .sign(createSecretKey(Buffer.from(SECRET, 'utf8')));
    const stream = prospectStream(jwt);
    expect((await stream.ready).status).toBe(200);
    await stream.ended;
    expect(stream.endReason()).toBe('session');
  });

  it('ends every stream after its longest life, asking the client to reconnect', async () => {
    const created = await start('long-reader@example.com');
    const { jwt } = (await created.json()) as { jwt: string };
    const lifetime = t.app.config.limits.streamLifetimeMs;
    t.app.config.limits.streamLifetimeMs = 300;
    try {
      const stream = prospectStream(jwt);
      expect((await stream.ready).status).toBe(200);
      await stream.ended;
      expect(stream.endReason()).toBe('lifetime');
      // The session still stands: the client's reconnect is served.
      const again = prospectStream(jwt);
      expect((await again.ready).status).toBe(200);
      again.close();
    } finally {
      t.app.config.limits.streamLifetimeMs = lifetime;
    }
  });
});
