import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookKeys } from '../src/db/schema/index.ts';
import {
  activeWebhookSecret,
  webhookKeyMaterial,
  webhookKeyMaterialFor,
} from '../src/modules/webhooks/keys.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

describe('POST /api/v1/webhook-keys', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let key: Buffer;

  const create = (headers: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhook-keys',
      headers: headers as Record<string, string>,
    });
  async function newKey(who: TestManager): Promise<string> {
    const response = await create(who.headers);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['webhookKey']);
    return response.json().webhookKey;
  }
  const keyRows = (who: TestManager) =>
    t.app.db
      .select()
      .from(webhookKeys)
      .where(eq(webhookKeys.userId, who.id))
      .orderBy(webhookKeys.createdAt);
  const activeRows = (who: TestManager) =>
    t.app.db
      .select()
      .from(webhookKeys)
      .where(and(eq(webhookKeys.userId, who.id), isNull(webhookKeys.revokedAt)));

  /** Every row of every table in the database as text, to look for a leaked secret. */
  async function wholeDatabase(): Promise<string> {
    const { rows: tables } = await t.database.pool.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.name)).toContain('webhook_keys');
    const parts: string[] = [];
    for (const table of tables) {
      const { rows } = await t.database.pool.query<{ row: string }>(
        `select r::text as row from "${table.schema}"."${table.name}" r`,
      );
      parts.push(...rows.map((r) => r.row));
    }
    return parts.join('\n');
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    key = webhookKeyMaterialFor(t.config);
  });
  afterAll(() => t.close());

  it('has no active secret before a key is created', async () => {
    expect(await activeWebhookSecret(t.app.db, me.id, key)).toBeNull();
  });

  it('returns a Standard Webhooks secret once and keeps it only encrypted', async () => {
    const secret = await newKey(me);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(bytes.length).toBeGreaterThanOrEqual(24);
    expect(bytes.length).toBeLessThanOrEqual(32);

    const rows = await keyRows(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeNull();
    const everything = await wholeDatabase();
    expect(everything).not.toContain(secret.slice('whsec_'.length));
    expect(everything).not.toContain(bytes.toString('hex'));
    expect(everything).not.toContain(bytes.toString('base64url'));
    // …yet the delivery code can read it back.
    expect(await activeWebhookSecret(t.app.db, me.id, key)).toBe(secret);
  });

  it('revokes every earlier key when a new one is made; the newest is the active secret', async () => {
    const first = (await activeWebhookSecret(t.app.db, me.id, key)) ?? '';
    const second = await newKey(me);
    const third = await newKey(me);
    expect(new Set([first, second, third]).size).toBe(3);
    const rows = await keyRows(me);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.revokedAt === null)).toEqual([false, false, true]);
    expect(await activeWebhookSecret(t.app.db, me.id, key)).toBe(third);
  });

  it("leaves another manager's key alone", async () => {
    const theirs = await newKey(other);
    await newKey(me);
    expect(await activeRows(other)).toHaveLength(1);
    expect(await activeWebhookSecret(t.app.db, other.id, key)).toBe(theirs);
  });

  it('keeps exactly one active key when several are created at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => create(me.headers)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const returned = responses.map((r) => r.json().webhookKey as string);
    expect(await activeRows(me)).toHaveLength(1);
    expect(returned).toContain(await activeWebhookSecret(t.app.db, me.id, key));
  });

  it('cannot be read with another server secret, nor from another manager’s row', async () => {
    expect(await activeWebhookSecret(t.app.db, me.id, webhookKeyMaterial('x'.repeat(48)))).toBe(
      null,
    );
    const [mine] = await activeRows(me);
    const victim = await createManager(t.app);
    await t.app.db
      .insert(webhookKeys)
      .values({ userId: victim.id, secretCiphertext: mine?.secretCiphertext ?? '' });
    expect(await activeWebhookSecret(t.app.db, victim.id, key)).toBeNull();
  });

  it('refuses a caller without a session, and a prospect session, and stores nothing', async () => {
    const before = await t.app.db.select().from(webhookKeys).orderBy(webhookKeys.id);
    const anonymous = await create({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const prospect = await create(await tokenFor(t.app, 'tenant', me.id, me.email));
    expect(prospect.statusCode).toBe(401);
    expect(await t.app.db.select().from(webhookKeys).orderBy(webhookKeys.id)).toEqual(before);
  });
});
