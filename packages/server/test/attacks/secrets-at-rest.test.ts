/**
 * What a copy of the data folder or the database gives away: no usable sign-in link, no file
 * another user of the machine can read, and no silently replaced secret.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { resolveJwtSecret } from '../../src/secrets.ts';
import {
  createManager,
  createTestApp,
  firstLink,
  type TestApp,
  usesPostgres,
  waitForMail,
} from '../helpers.ts';

describe('secrets at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  });
  afterAll(() => t.close());

  it('keeps no usable sign-in link in the outbox once the mail is sent', async () => {
    const manager = await createManager(t.app, 'outbox@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: manager.email },
    });
    const sent = await waitForMail(t.app, manager.email);
    const token = new URL(firstLink(sent.text)).searchParams.get('token');
    expect(token).toMatch(/^[\w-]{20,}$/);

    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, manager.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row.text).toContain('token=redacted');
    }
    // The mail itself still signs its reader in, once.
    const callback = `/api/v1/auth/callback?token=${token}&email=${encodeURIComponent(manager.email)}`;
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(401);
  });

  it.skipIf(usesPostgres)('makes DATA_DIR and everything in it private to the server user', () => {
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (!entry.isDirectory() && !entry.isFile()) continue;
        if ((statSync(path).mode & 0o077) !== 0) loose.push(path);
        if (entry.isDirectory()) walk(path);
      }
    };
    expect(statSync(t.config.dataDir).mode & 0o777).toBe(0o700);
    walk(t.config.dataDir);
    // Files the engine created after start may be loose, but only inside 0700 folders.
    const outsidePrivate = loose.filter((path) => statSync(path).isDirectory());
    expect(outsidePrivate).toEqual([]);
  });
});

describe('secrets.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops start with one clear message when it is damaged, and leaves it as it was', () => {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, '{"jwtSecret": "trunc');
    expect(() => resolveJwtSecret(undefined, dir)).toThrow(ConfigError);
    expect(() => resolveJwtSecret(undefined, dir)).toThrow(/secrets\.json is damaged/);
    expect(readFileSync(file, 'utf8')).toBe('{"jwtSecret": "trunc');
  });

  it('creates a private secret on first start and keeps it', () => {
    const fresh = mkdtempSync(join(dir, 'fresh-'));
    const secret = resolveJwtSecret(undefined, fresh);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(fresh, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, fresh)).toBe(secret);
  });
});
