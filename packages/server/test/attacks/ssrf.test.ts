/**
 * Attack: server-side request forgery through the URLs a caller chooses — the listing
 * import (manager), the demo import (anyone) and the webhook URL (manager). Every private,
 * loopback, link-local and metadata address, in every spelling, is refused before a byte is
 * sent; so is a redirect to one, a non-http scheme and a URL with credentials; a huge or
 * slow page is cut off. Through the API, a refused import stores nothing.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, units, users, webhookAttempts } from '../../src/db/schema/index.ts';
import { BlockedUrlError, safeFetch, safePost } from '../../src/http/safe-fetch.ts';
import { raiseAttention } from '../../src/modules/attention/attention.service.ts';
import { createDeliverWebhookTask } from '../../src/modules/webhooks/deliver.task.ts';
import { createManager, createTestApp, type TestApp } from '../helpers.ts';

/** Hosts that must never be reached, as a URL would spell them. */
const FORBIDDEN_HOSTS = [
  '127.0.0.1',
  '127.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '0x7f.0.0.1',
  '0177.0.0.1',
  '2130706433',
  '0.0.0.0',
  '0',
  '[::]',
  '169.254.169.254',
  '[::ffff:169.254.169.254]',
  '[fd00:ec2::254]',
  '10.0.0.1',
  '192.168.1.1',
  '172.16.0.1',
  '100.64.0.1',
  '[fc00::1]',
  '[fe80::1]',
  '[64:ff9b::7f00:1]',
  '[2002:7f00:1::]',
  'localhost',
  'LOCALHOST',
];
const FORBIDDEN_URLS = [
  ...FORBIDDEN_HOSTS.map((host) => `http://${host}:9/latest/meta-data`),
  'file:///etc/passwd',
  'ftp://example.com/listing',
  'gopher://127.0.0.1:6379/_INFO',
  'data:text/html,<h1>x</h1>',
  'javascript:alert(1)',
  'http://user:password@example.com/',
  'http://user@example.com/',
];

let server: Server;
let origin = '';
let requestsSeen = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requestsSeen++;
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 7 && response.write(chunk)) sent++;
        if (sent >= 7) response.end();
        else response.once('drain', pump);
      };
      pump();
    } else if (url.pathname === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
      const timer = setInterval(() => response.write(' '), 100);
      response.on('close', () => clearInterval(timer));
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><title>ok</title></html>');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('safeFetch and safePost refuse every forbidden address', () => {
  it.each(FORBIDDEN_URLS)('refuses %s', async (url) => {
    await expect(safeFetch(url, { timeoutMs: 2000 })).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(safePost(url, '{}', {}, { timeoutMs: 2000 })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
  });

  it('refuses a loopback server itself when loopback is not allowed, sending nothing', async () => {
    const before = requestsSeen;
    await expect(safeFetch(`${origin}/ok`)).rejects.toBeInstanceOf(BlockedUrlError);
    const port = new URL(origin).port;
    await expect(safeFetch(`http://localhost:${port}/ok`)).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(safePost(`${origin}/ok`, '{}', {})).rejects.toBeInstanceOf(BlockedUrlError);
    expect(requestsSeen).toBe(before);
  });

  // Loopback allowed (as in tests) so the redirector can be reached: where it points must
  // still be refused, whether a private address, metadata, or another scheme.
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://0x0a.0.0.1/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'http://admin:admin@example.com/',
  ])('refuses a redirect to %s', async (target) => {
    const url = `${origin}/redirect?to=${encodeURIComponent(target)}`;
    await expect(safeFetch(url, { allowLoopback: true, timeoutMs: 2000 })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
  });

  it('never follows a redirect when posting a webhook', async () => {
    const before = requestsSeen;
    const target = `${origin}/redirect?to=${encodeURIComponent(`${origin}/ok`)}`;
    const { status } = await safePost(target, '{}', {}, { allowLoopback: true });
    expect(status).toBe(302);
    expect(requestsSeen).toBe(before + 1);
  });

  it('stops after five redirects', async () => {
    let url = `${origin}/ok`;
    for (let i = 0; i < 7; i++) url = `${origin}/redirect?to=${encodeURIComponent(url)}`;
    await expect(safeFetch(url, { allowLoopback: true })).rejects.toThrow(/Too many redirects/);
  });

  it('cuts off a page larger than 5 MB', async () => {
    await expect(safeFetch(`${origin}/huge`, { allowLoopback: true })).rejects.toThrow(
      /larger than 5 MB/,
    );
  });

  it('gives up on a page that never finishes, as a timeout', async () => {
    // The page never ends: only the time limit can end these calls (the test's own limit
    // would otherwise fail it), and the error says it was the time.
    await expect(
      safeFetch(`${origin}/slow`, { allowLoopback: true, timeoutMs: 500 }),
    ).rejects.toMatchObject({ name: expect.stringMatching(/TimeoutError|AbortError/) });
    await expect(
      safePost(`${origin}/slow`, '{}', {}, { allowLoopback: true, timeoutMs: 500 }),
    ).rejects.toMatchObject({ name: expect.stringMatching(/TimeoutError|AbortError/) });
  });
});

describe('through the API', () => {
  let t: TestApp;
  let loopbackAllowed: TestApp;
  beforeAll(async () => {
    [t, loopbackAllowed] = await Promise.all([
      createTestApp({ FREE_UNITS: '100' }),
      createTestApp({ FREE_UNITS: '100', OUTBOUND_ALLOW_LOOPBACK: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), loopbackAllowed.close()]);
  });

  async function settled(app: TestApp, propertyId: string) {
    for (let i = 0; i < 400; i++) {
      const [row] = await app.app.db.select().from(properties).where(eq(properties.id, propertyId));
      if (row?.status !== 'PROCESSING') return row;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The import never settled.');
  }

  it('refuses a non-http or credentialed URL at once, creating nothing', async () => {
    const manager = await createManager(t.app);
    const before = await t.app.db.select().from(units);
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'http://u:p@example.com/']) {
      for (const [path, headers] of [
        ['/api/v1/import-listing', manager.headers],
        ['/api/v1/demo-imports', {}],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers,
          payload: { url },
        });
        expect(response.statusCode, `${path} ${url}`).toBe(400);
        expect(response.json().error.field).toBe('url');
      }
    }
    expect(await t.app.db.select().from(units)).toEqual(before);
  });

  // The test's own page server listens on loopback: refused, it never sees a request.
  it.each(['127.0.0.1', '[::ffff:127.0.0.1]', '2130706433', '0x7f.0.0.1', 'localhost'])(
    'imports nothing from %s: no request is sent, the property and unit are removed',
    async (host) => {
      const before = requestsSeen;
      const url = `http://${host}:${new URL(origin).port}/ok`;
      const manager = await createManager(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/import-listing',
        headers: manager.headers,
        payload: { url },
      });
      expect(response.statusCode).toBe(200);
      const { propertyId } = response.json() as { propertyId: string };
      expect(await settled(t, propertyId)).toBeUndefined();
      expect(await t.app.db.select().from(units).where(eq(units.propertyId, propertyId))).toEqual(
        [],
      );
      expect(requestsSeen).toBe(before);
    },
  );

  it('imports nothing through a redirect to the metadata address, even with loopback allowed', async () => {
    const before = requestsSeen;
    const manager = await createManager(loopbackAllowed.app);
    const to = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    const response = await loopbackAllowed.app.inject({
      method: 'POST',
      url: '/api/v1/import-listing',
      headers: manager.headers,
      payload: { url: `${origin}/redirect?to=${to}` },
    });
    const { propertyId } = response.json() as { propertyId: string };
    expect(await settled(loopbackAllowed, propertyId)).toBeUndefined();
    expect(requestsSeen).toBe(before + 1);
  });

  it('imports nothing from a demo import of a private address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/demo-imports',
      payload: { url: 'http://169.254.169.254/latest/meta-data/' },
      remoteAddress: '198.51.100.77',
    });
    expect(response.statusCode).toBe(200);
    const { propertyId } = response.json() as { propertyId: string };
    expect(await settled(t, propertyId)).toBeUndefined();
  });

  it('records a refused attempt, and never delivers, for a webhook URL on a private address', async () => {
    const manager = await createManager(t.app);
    const deliver = createDeliverWebhookTask(t.app, raiseAttention);
    for (const url of ['http://127.0.0.1:9/hook', 'http://[::1]:9/', 'http://10.0.0.1/hook']) {
      await t.app.db.update(users).set({ webhookUrl: null }).where(eq(users.id, manager.id));
      const saved = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${manager.id}`,
        headers: manager.headers,
        payload: { webhookURL: url },
      });
      // Refused on save (400, nothing stored); one stored before that rule is refused on delivery.
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json().error.field).toBe('webhookURL');
      expect(
        (await t.app.db.select().from(users).where(eq(users.id, manager.id)))[0]?.webhookUrl,
      ).toBeNull();
      await t.app.db.update(users).set({ webhookUrl: url }).where(eq(users.id, manager.id));
      await t.app.inject({ method: 'POST', url: '/api/v1/webhook-keys', headers: manager.headers });
      const { webhookDeliveries } = await import('../../src/db/schema/index.ts');
      const [delivery] = await t.app.db
        .insert(webhookDeliveries)
        .values({ userId: manager.id, eventType: 'lead.created', payload: { data: {} } })
        .returning();
      await deliver({ deliveryId: delivery!.id }, { attempts: 1 }).catch(() => undefined);
      const [attempt] = await t.app.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, delivery!.id));
      expect(attempt?.statusCode ?? null, url).toBeNull();
      expect(attempt?.error, url).toMatch(/cannot be fetched/);
    }
    await t.app.db.update(users).set({ webhookUrl: null }).where(eq(users.id, manager.id));
  });
});
