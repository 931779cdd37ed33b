import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/connection.ts';

let web: string;
let database: Database;
let disposeDatabase: () => Promise<void>;
const config = () => ({
  ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) }),
  port: 0,
  dataDir: join(web, 'data'),
});

/** Fake front-end builds, so these tests do not depend on `npm run build` having run. */
function writeBuilds(dir: string) {
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('dashboard/index.html', '<!doctype html><title>Porchlight</title><div id="root"></div>');
  write('dashboard/assets/app-abc123.js', 'console.log(1);');
  write(
    'widget/chat.html',
    '<!doctype html><title>Chat</title><script src="/widget/chat.js"></script>',
  );
  write('widget/loader.js', 'window.Porchlight=1;');
  write('demo/index.html', '<!doctype html><title>Demo</title>');
}

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'porchlight-web-'));
  writeBuilds(web);
  ({ database, dispose: disposeDatabase } = await openTestDatabase(join(web, 'data')));
});
afterAll(async () => {
  await disposeDatabase();
  rmSync(web, { recursive: true, force: true });
});

describe('with the front ends built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp(config(), {
      database,
      web: {
        dashboard: join(web, 'dashboard'),
        widget: join(web, 'widget'),
        demo: join(web, 'demo'),
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404, never the dashboard page', async () => {
    for (const url of ['/api/nope', '/api/v1/nothing/here', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
    }
  });

  it("serves the dashboard's index.html at / and at client-side routes", async () => {
    for (const url of ['/', '/properties/42', '/login?next=%2F']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed dashboard assets as immutable and a missing asset as a 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the widget assets and the /chat page with a script-only-from-self policy', async () => {
    const loader = await app.inject({ method: 'GET', url: '/widget/loader.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.body).toContain('Porchlight');
    const chat = await app.inject({ method: 'GET', url: '/chat' });
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the demo site at /demo', async () => {
    const response = await app.inject({ method: 'GET', url: '/demo' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Demo</title>');
  });

  it('does not serve files outside a build folder', async () => {
    // The demo's index.html exists one folder up from the widget build.
    const response = await app.inject({ method: 'GET', url: '/widget/..%2fdemo%2findex.html' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('<title>Demo</title>');
  });
});

describe('before the front ends are built', () => {
  it('says to run npm run build instead of failing', async () => {
    const missing = join(web, 'nothing-here');
    const app = buildApp(config(), {
      database,
      web: { dashboard: missing, widget: missing, demo: missing },
    });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(503);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('npm run build');
    const chat = await app.inject({ method: 'GET', url: '/chat' });
    expect(chat.body).toContain('npm run build');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await app.close();
  });
});
