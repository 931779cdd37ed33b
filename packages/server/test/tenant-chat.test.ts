import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  phoneCalls,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
} from '../src/db/schema/index.ts';
import { conversationEtag } from '../src/modules/conversations/conversation.store.ts';
import { warmPollVersions } from '../src/modules/conversations/tenant-conversation.ts';
import {
  createManager,
  createTestApp,
  firstLink,
  type TestApp,
  type TestManager,
  tokenFor,
  waitForMail,
} from './helpers.ts';

describe('prospect chat: start, sign in by link, send, reset', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;
  let unitId: string;
  let disabledUnitId: string;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://app.porchlight.test',
      TIMEZONE: 'America/Chicago',
    });
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({
        userId: manager.id,
        address: '12 Elm Street, Springfield',
        type: 'MULTI_FAMILY',
        questions: 'PETS,MOVE_IN_DATE',
      })
      .returning();
    propertyId = property!.id;
    const [unit, disabled] = await t.app.db
      .insert(units)
      .values([
        { propertyId, unitNumber: '4B', monthlyPrice: 1850 },
        { propertyId, unitNumber: '5C', availability: 'OCCUPIED' },
      ])
      .returning();
    unitId = unit!.id;
    disabledUnitId = disabled!.id;
  });
  afterAll(() => t.close());

  const start = (email: string, unit: string | null = unitId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId, unitId: unit },
    });

  it('registers a new prospect at once (201) and opens a lead in PRE_SCREENING with its conversation', async () => {
    const response = await start('Pat@Example.com');
    expect(response.statusCode).toBe(201);
    const { jwt, tenantID } = response.json() as { jwt: string; tenantID: string };
    expect(jwt.split('.')).toHaveLength(3);
    const [interest] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, tenantID));
    expect(interest).toMatchObject({ propertyId, unitId, status: 'PRE_SCREENING' });
    expect(interest?.conversationId).toBeTruthy();
    const [prospect] = await t.app.db
      .select()
      .from(potentialTenants)
      .where(eq(potentialTenants.id, tenantID));
    expect(prospect?.email).toBe('pat@example.com');
  });

  it('keeps the name the site prefilled on a new prospect, and never renames a known one', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'named@example.com', propertyId, unitId, name: ' Ana  María López ' },
    });
    expect(started.statusCode).toBe(201);
    const person = async () => {
      const [row] = await t.app.db
        .select({ firstName: potentialTenants.firstName, lastName: potentialTenants.lastName })
        .from(potentialTenants)
        .where(eq(potentialTenants.email, 'named@example.com'));
      return row;
    };
    expect(await person()).toEqual({ firstName: 'Ana', lastName: 'María López' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'named@example.com', propertyId, unitId, name: 'Someone Else' },
    });
    expect(again.statusCode).toBe(200);
    expect(await person()).toEqual({ firstName: 'Ana', lastName: 'María López' });
  });

  it('e-mails a known prospect a chat link (200) and the link signs them in', async () => {
    const response = await start('pat@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'A login link was sent to pat@example.com. Please check your email and click the link to log in.',
    );
    const mail = await waitForMail(t.app, 'pat@example.com');
    const link = new URL(firstLink(mail.text));
    expect(link.origin + link.pathname).toBe('https://app.porchlight.test/chat');
    expect(link.searchParams.get('propertyId')).toBe(propertyId);
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${link.searchParams.get('token')}&email=pat%40example.com`,
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.json()).toMatchObject({ status: 'ok', tenantID: expect.any(String) });
    const reuse = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${link.searchParams.get('token')}&email=pat%40example.com`,
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("sends the login link back to the listing page only when that page is on one of the manager's sites", async () => {
    const ask = async (email: string, pageUrl: string) => {
      await start(email); // 201: the address is new
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v2/conversations/property-interest',
        payload: { email, propertyId, unitId, pageUrl },
      });
      expect(again.statusCode).toBe(200);
      return new URL(firstLink((await waitForMail(t.app, email)).text));
    };
    // No site named yet: the unit's own chat page, unit included.
    const plain = await ask('lee.one@example.com', 'https://listings.example.com/4b');
    expect(plain.origin + plain.pathname).toBe('https://app.porchlight.test/chat');
    expect(plain.searchParams.get('unitId')).toBe(unitId);
    expect(plain.hash).toBe('');

    const named = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { websiteOrigins: ['https://Listings.Example.com', 'https://listings.example.com'] },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().websiteOrigins).toEqual(['https://listings.example.com']);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { websiteOrigins: ['https://listings.example.com/with/a/path'] },
    });
    expect(bad.statusCode).toBe(400);

    // A page on the named site: back to it, the sign-in in the fragment only.
    const back = await ask('lee.two@example.com', 'https://listings.example.com/4b?ref=mail#top');
    expect(back.origin + back.pathname + back.search).toBe(
      'https://listings.example.com/4b?ref=mail',
    );
    const login = new URLSearchParams(back.hash.slice(1));
    expect(login.get('porchlight_property')).toBe(propertyId);
    expect(login.get('porchlight_unit')).toBe(unitId);
    expect(login.get('porchlight_email')).toBe('lee.two@example.com');
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${login.get('porchlight_token')}&email=lee.two%40example.com`,
    });
    expect(callback.statusCode).toBe(200);

    // A look-alike site, or any other page, gets the chat page instead.
    for (const page of [
      'https://listings.example.com.evil.test/4b',
      'http://listings.example.com/',
    ]) {
      const elsewhere = await ask(`lee.${page.length}@example.com`, page);
      expect(elsewhere.origin).toBe('https://app.porchlight.test');
    }
  });

  it('refuses a chat on a disabled unit or an unknown property, creating nothing', async () => {
    const before = await t.app.db.select().from(potentialTenants);
    expect((await start('new@example.com', disabledUnitId)).statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'new@example.com', propertyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.app.db.select().from(potentialTenants)).toHaveLength(before.length);
  });

  it('stores a message and answers at once; rejects empty, whitespace and 4,001-character messages', async () => {
    const { jwt } = (await start('sam@example.com')).json() as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}` };
    const url = `/api/v1/conversations/property-interest/${propertyId}`;
    const sent = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { message: '  Is parking included?  ' },
    });
    expect(sent.statusCode).toBe(200);
    for (const message of ['', '   ', 'x'.repeat(4001)]) {
      const bad = await t.app.inject({ method: 'POST', url, headers, payload: { message } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('message');
    }
    const prospect = await t.app.db.query.potentialTenants.findFirst({
      where: eq(potentialTenants.email, 'sam@example.com'),
    });
    const [interest] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, prospect!.id));
    const stored = await t.app.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, interest!.conversationId!), eq(messages.role, 'user')),
      );
    expect(stored.map((m) => m.content)).toEqual(['Is parking included?']);
  });

  it('serves the conversation with an ETag, 304 while unchanged, and the new message once sent', async () => {
    const { jwt, tenantID } = (await start('poller@example.com')).json() as {
      jwt: string;
      tenantID: string;
    };
    const headers = { authorization: `Bearer ${jwt}` };
    const url = `/api/v2/conversations/property-interest/${propertyId}`;
    // Athena's greeting is written by a job, and a read racing it may carry the version from
    // before it (the version is read first, so a poll then gets one 200 too many, never a
    // 304 too many): look until the conversation holds still.
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    let etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"c-/);
    let same = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    for (let i = 0; i < 100 && same.statusCode === 200; i++) {
      etag = same.headers.etag as string;
      await new Promise((resolve) => setTimeout(resolve, 20));
      same = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': etag },
      });
    }
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    // A 304 carries what revalidation needs (RFC 9110 15.4.5), CORS and the request id; the
    // policies for a body stay with the cached 200, which had them.
    expect(same.headers).toMatchObject({
      etag,
      'cache-control': 'private, no-cache',
      'access-control-allow-origin': '*',
    });
    expect(same.headers['x-request-id']).toBeTruthy();
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options'])
      expect(same.headers[name]).toBeUndefined();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message: 'Hello!' },
    });
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // Athena may already have answered: the prospect's message is there either way.
    expect(changed.json().messages).toContainEqual(
      expect.objectContaining({ role: 'user', content: 'Hello!' }),
    );

    // A process starting now remembers this active chat's version: its first poll is a 304
    // without a read, and a change still shows at once. Athena answers at once, so the
    // version may move while this runs: look until it held still around the warm-up.
    const key = `${tenantID}:${propertyId}`;
    const deadline = Date.now() + 10_000;
    let matched = false;
    while (!matched && Date.now() < deadline) {
      const before = (await t.app.inject({ method: 'GET', url, headers })).headers.etag;
      t.app.conversationEvents.versions.setExact(true); // empty, as in a new process
      expect(await warmPollVersions(t.app)).toBeGreaterThan(0);
      const warmed = t.app.conversationEvents.versions.get(key);
      const after = (await t.app.inject({ method: 'GET', url, headers })).headers.etag;
      // It moved meanwhile, or a change's notification (they arrive after commit, through
      // another connection) landed during the warm-up, which then rightly remembers nothing:
      // look again once things are still.
      if (before !== after || !warmed) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      expect(warmed && conversationEtag(warmed.id, warmed.version)).toBe(after);
      matched = true;
    }
    expect(matched).toBe(true);

    // The manager reads the same conversation from the leads view, by the prospect's id.
    const asManager = await t.app.inject({
      method: 'GET',
      url: `${url}?tenantId=${tenantID}`,
      headers: manager.headers,
    });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().id).toBe(changed.json().id);
    expect((await t.app.inject({ method: 'GET', url, headers: manager.headers })).statusCode).toBe(
      400,
    );
    const stranger = await createManager(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${url}?tenantId=${tenantID}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    // Another prospect never reads it: they have no conversation about this property.
    const other = await tokenFor(t.app, 'tenant', '00000000-0000-4000-8000-000000000003');
    expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a manager token and a missing session on the prospect routes', async () => {
    const url = `/api/v1/conversations/property-interest/${propertyId}`;
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { message: 'hi' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: manager.headers,
          payload: { message: 'hi' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 404 for a property the prospect never chatted about', async () => {
    const headers = await tokenFor(t.app, 'tenant', '00000000-0000-4000-8000-000000000001');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message: 'hello' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('records a call request on the lead, normalises the number and e-mails the manager', async () => {
    const { jwt } = (await start('caller@example.com')).json() as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}` };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers,
      payload: { propertyId, unitId, phone: '0123456789' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      field: 'phone',
      message: 'Please enter a valid phone number.',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers,
      payload: { propertyId, unitId, phone: '2125550100' },
    });
    expect(response.statusCode).toBe(200);
    const { phoneCallId } = response.json() as { phoneCallId: string };
    const [call] = await t.app.db
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.phoneCallId, phoneCallId));
    expect(call).toMatchObject({
      phoneNumber: '2125550100',
      propertyId,
      unitId,
      userId: manager.id,
    });
    // The request waits under Needs attention; its notification mail follows in a job.
    let mail = await waitForMail(t.app, manager.email);
    for (let i = 0; i < 200 && !mail.subject.startsWith('Call request'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mail = await waitForMail(t.app, manager.email);
    }
    expect(mail.text).toContain('(212) 555-0100');
    const stranger = await tokenFor(t.app, 'tenant', '00000000-0000-4000-8000-000000000002');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers: stranger,
      payload: { propertyId, phone: '2125550100' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('resets to a new, empty conversation while the lead and its answers stay', async () => {
    const { jwt, tenantID } = (await start('reset@example.com')).json() as {
      jwt: string;
      tenantID: string;
    };
    const headers = { authorization: `Bearer ${jwt}` };
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message: 'hello' },
    });
    const [before] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, tenantID));
    await t.app.db
      .update(tenantPropertyInterests)
      .set({ smoking: false })
      .where(eq(tenantPropertyInterests.id, before!.id));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v2/conversations/property-interest/${propertyId}/reset`,
      headers,
    });
    expect(reset.statusCode).toBe(200);
    const [after] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, before!.id));
    expect(after?.conversationId).not.toBe(before?.conversationId);
    expect(after?.smoking).toBe(false);
    const userMessages = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, after!.conversationId!), eq(messages.role, 'user')));
    expect(userMessages).toEqual([]);
    const [old] = await t.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, before!.conversationId!));
    expect(old).toBeDefined();
  });
});
