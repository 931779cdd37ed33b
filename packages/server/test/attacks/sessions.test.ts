/**
 * Sessions that must end: a chat started with somebody else's e-mail, a resident whose lease
 * is gone, a deleted manager, "sign out everywhere", a token that never expires. Each case
 * here passed on the code before sessions were checked against what they stand on.
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connection.ts';
import {
  conversations,
  properties,
  tenantLeases,
  tenants,
  units,
  users,
} from '../../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  firstLink,
  type TestApp,
  type TestManager,
  usesPostgres,
  waitForMail,
} from '../helpers.ts';

const SECRET = 'sessions-test-secret-'.repeat(3);

describe('sessions end when what they stand on is gone', () => {
  let t: TestApp;
  let manager: TestManager;
  let home: string;
  let other: string;
  let unitId: string;

  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
    manager = await createManager(t.app);
    const rows = await t.app.db
      .insert(properties)
      .values([
        { userId: manager.id, address: '1 First Street', type: 'MULTI_FAMILY' },
        { userId: manager.id, address: '2 Second Street', type: 'MULTI_FAMILY' },
      ])
      .returning({ id: properties.id });
    home = rows[0]!.id;
    other = rows[1]!.id;
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId: home, unitNumber: '1A', monthlyPrice: 1500 })
      .returning({ id: units.id });
    unitId = unit!.id;
  });
  afterAll(() => t.close());

  const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
  const start = (email: string, propertyId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId },
    });
  const read = (jwt: string, propertyId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${propertyId}`,
      headers: bearer(jwt),
    });
  const send = (jwt: string, propertyId: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers: bearer(jwt),
      payload: { message },
    });
  /** Signs in by the newest e-mailed link to `email`, as its owner would. */
  async function signInByLink(email: string): Promise<string> {
    const mail = await waitForMail(t.app, email);
    const link = new URL(firstLink(mail.text));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${link.searchParams.get('token')}&email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { jwt: string }).jwt;
  }

  it("keeps a chat started with someone else's e-mail out of that person's later chats", async () => {
    const victim = 'victim@example.com';
    // The attacker starts first, with the victim's address: the spec's 201 and a session.
    const planted = await start(victim, home);
    expect(planted.statusCode).toBe(201);
    const attacker = (planted.json() as { jwt: string }).jwt;

    // The real person starts a chat on another property: a link, never a session.
    const asked = await start(victim, other);
    expect(asked.statusCode).toBe(200);
    const owner = await signInByLink(victim);
    expect((await send(owner, other, 'I earn 6,000 a month, call me on 555 0100')).statusCode).toBe(
      200,
    );

    // The planted session reads nothing of it, and no longer even its own start.
    expect((await read(attacker, other)).statusCode).not.toBe(200);
    expect((await read(attacker, home)).statusCode).toBe(401);
    expect((await send(attacker, other, 'hello')).statusCode).not.toBe(200);
    // The owner's own session reaches both chats.
    expect((await read(owner, other)).statusCode).toBe(200);
  });

  it('lets a session made from an unproven e-mail reach the one chat it started, and no other', async () => {
    const created = await start('walk-in@example.com', home);
    expect(created.statusCode).toBe(201);
    const jwt = (created.json() as { jwt: string }).jwt;
    expect((await read(jwt, home)).statusCode).toBe(200);
    // Another property, even one this prospect could have a chat on, answers as if empty.
    expect((await read(jwt, other)).statusCode).toBe(404);
    expect((await send(jwt, other, 'hi')).statusCode).toBe(404);
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/property-interest/${other}/events`,
      headers: bearer(jwt),
    });
    expect(stream.statusCode).toBe(404);
  });

  it('tells nobody more than 201 or 200 when an address is started twice', async () => {
    const first = await start('twice@example.com', home);
    const second = await start('twice@example.com', home);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.json() as object)).toEqual(['message']);
  });

  it("ends a resident's sessions when the manager deletes their lease", async () => {
    const [resident] = await t.app.db
      .insert(tenants)
      .values({ userId: manager.id, firstName: 'Rae', lastName: 'Lee', email: 'rae@example.com' })
      .returning({ id: tenants.id });
    const [lease] = await t.app.db
      .insert(tenantLeases)
      .values({ tenantId: resident!.id, propertyId: home, unitId })
      .returning({ id: tenantLeases.id });
    const jwt = await t.app.auth.tokens.sign({
      audience: 'resident',
      subject: resident!.id,
      email: 'rae@example.com',
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/resident',
      headers: bearer(jwt),
      payload: { propertyId: home },
    });
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json() as { id: string };
    const readResident = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/conversations/resident/${id}`,
        headers: bearer(jwt),
      });
    expect((await readResident()).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tenant-leases/${lease!.id}`,
      headers: manager.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await readResident()).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/resident/${id}/messages`,
      headers: bearer(jwt),
      payload: { message: 'What is the gate code?' },
    });
    expect(post.statusCode).toBe(401);
  });

  it('refuses a prospect session on the Resident AI start', async () => {
    const created = await start('not-a-resident@example.com', home);
    const jwt = (created.json() as { jwt: string }).jwt;
    const residentChats = async () =>
      (
        await t.app.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.kind, 'RESIDENT'))
      ).length;
    const before = await residentChats();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/resident',
      headers: bearer(jwt),
      payload: { propertyId: home },
    });
    expect(response.statusCode).toBe(401);
    expect(await residentChats()).toBe(before);
  });

  it("answers 401, never 500, to a deleted manager's token on every kind of route", async () => {
    const gone = await createManager(t.app, 'gone@example.com');
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    for (const url of [
      `/api/v1/users/${gone.id}`,
      '/api/v1/properties',
      '/api/v1/leads',
      '/api/v1/leasing-agents',
      '/api/v1/subscriptions',
      `/api/v1/properties/${home}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: gone.headers });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("signs a manager out everywhere: every device's token answers 401 until a new link", async () => {
    const me = await createManager(t.app, 'two-devices@example.com');
    const laptop = me.headers;
    const phone = bearer(
      await t.app.auth.tokens.sign({ audience: 'manager', subject: me.id, email: me.email }),
    );
    const whoAmI = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/v1/users/${me.id}`, headers });
    expect((await whoAmI(phone)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out-everywhere',
      headers: laptop,
    });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await whoAmI(phone)).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: me.email } });
    const mail = await waitForMail(t.app, me.email);
    const link = new URL(firstLink(mail.text));
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${link.searchParams.get('token')}&email=${encodeURIComponent(me.email)}`,
    });
    expect(back.statusCode).toBe(200);
    expect((await whoAmI(bearer((back.json() as { jwt: string }).jwt))).statusCode).toBe(200);
  });

  it('refuses a token without an expiry even when the right key signed it', async () => {
    const forever = await new SignJWT({ email: manager.email, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(manager.id)
      .setAudience('manager')
      .setIssuer('porchlight')
      .setIssuedAt()
      .sign(createSecretKey(Buffer.from(SECRET)));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${manager.id}`,
      headers: bearer(forever),
    });
    expect(response.statusCode).toBe(401);
  });

  it.runIf(usesPostgres)(
    'ends the sessions in every process at once, though each remembers what it checked',
    async () => {
      // A second app with its own connections to the same database: a second server process.
      const database = await openDatabase({
        databaseUrl: t.database.connectionString,
        dataDir: t.config.dataDir,
        poolSize: 5,
      });
      const second = buildApp(t.config, {
        database,
        web: { dashboard: t.config.dataDir, widget: t.config.dataDir, demo: t.config.dataDir },
      });
      await second.ready();
      try {
        const me = await createManager(t.app, `multi-${randomUUID()}@example.com`);
        const whoAmI = () =>
          second.inject({ method: 'GET', url: `/api/v1/users/${me.id}`, headers: me.headers });
        expect((await whoAmI()).statusCode).toBe(200); // now remembered there
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-out-everywhere',
          headers: me.headers,
        });
        const deadline = Date.now() + 5_000;
        let status = 200;
        while (status === 200 && Date.now() < deadline) status = (await whoAmI()).statusCode;
        expect(status).toBe(401);
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});
