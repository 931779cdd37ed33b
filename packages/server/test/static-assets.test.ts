import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Static files go out as the build compressed them (brotli 11 / gzip 9 files beside each),
 * never compressed per request, with the lean header set of a non-document.
 */
describe('static assets', () => {
  let t: TestApp;
  const script = `export const chat = ${JSON.stringify('hello '.repeat(400))};\n`;
  const br = brotliCompressSync(script);
  const gz = gzipSync(script);

  beforeAll(async () => {
    t = await createTestApp();
    const web = join(t.config.dataDir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    for (const file of ['chat.js', 'chat.0123456789.js', 'assets/index-abc123.js']) {
      writeFileSync(join(web, file), script);
      writeFileSync(join(web, `${file}.br`), br);
      writeFileSync(join(web, `${file}.gz`), gz);
    }
    writeFileSync(join(web, 'porchlight.d.ts'), 'export interface PorchlightOptions {}\n');
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the precompressed bytes for brotli and gzip, the file itself otherwise', async () => {
    const asBr = await get('/widget/chat.js', 'gzip, deflate, br');
    expect(asBr.statusCode).toBe(200);
    expect(asBr.headers['content-encoding']).toBe('br');
    expect(asBr.rawPayload.equals(br)).toBe(true);
    expect(asBr.headers.vary).toMatch(/accept-encoding/i);
    const asGz = await get('/widget/chat.js', 'gzip');
    expect(asGz.headers['content-encoding']).toBe('gzip');
    expect(asGz.rawPayload.equals(gz)).toBe(true);
    const plain = await get('/widget/chat.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the embed API types as text, not as a video stream (.ts)', async () => {
    const types = await get('/widget/porchlight.d.ts');
    expect(types.statusCode).toBe(200);
    expect(types.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(types.body).toContain('PorchlightOptions');
  });

  it("answers 304 to the widget script's ETag, and a new build under the same name at once", async () => {
    const first = await get('/widget/chat.js', 'br');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/widget/chat.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const web = join(t.config.dataDir, 'web');
    const rebuilt = `export const chat = ${JSON.stringify('again '.repeat(400))};\n`;
    writeFileSync(join(web, 'chat.js'), rebuilt);
    writeFileSync(join(web, 'chat.js.br'), brotliCompressSync(rebuilt));
    writeFileSync(join(web, 'chat.js.gz'), gzipSync(rebuilt));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(web, 'chat.js'), later, later);
    const fresh = await get('/widget/chat.js');
    expect(fresh.body).toBe(rebuilt);
    expect(fresh.headers.etag).not.toBe(etag);
    // Names that are not a built script go the ordinary way: a 404 for a missing one.
    expect((await get('/widget/../package.json')).statusCode).toBe(404);
    expect((await get('/widget/nothing.js')).statusCode).toBe(404);
  });

  it('caches hashed dashboard assets for good and gives assets only the headers that matter', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const widget = await get('/widget/chat.js', 'br');
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The widget's files named by their content are kept for good; the plain names briefly.
    expect(widget.headers['cache-control']).toBe('public, max-age=300');
    const hashed = await get('/widget/chat.0123456789.js', 'br');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toContain('immutable');
    // Pages keep the full set.
    const api = await get('/api/v1/health');
    expect(api.headers['x-frame-options']).toBeDefined();
  });
});
