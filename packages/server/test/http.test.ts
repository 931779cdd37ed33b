import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('HTTP surface: security headers, CORS, API reference, limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI 3.1 document built from the contract, and a browsable reference', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/auth/signup', '/api/v1/auth/callback']),
    );
    expect(doc.paths['/api/v1/auth/signup']?.post).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('compresses large bodies with brotli or gzip, as the client accepts, and small ones not at all', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers liveness and readiness, and a JSON 404 (never the dashboard) on habitual probe paths', async () => {
    for (const url of ['/api/health', '/api/health/live']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    for (const url of ['/healthz', '/readyz', '/livez', '/health', '/ready', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('gives every response a request id, unique per request', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // Without a trusted proxy, a client cannot choose the id that lands in the logs.
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'forged\nline' },
    });
    expect(chosen.headers['x-request-id']).not.toBe('forged\nline');
  });

  it('keeps the dashboard out of frames', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/properties' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets any site frame /embed and /chat', async () => {
    for (const url of ['/embed?propertyId=x', '/chat']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('lets any site load widget scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget/loader.js' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers CORS for the widget endpoints with a wildcard, never echoing the origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/conversations/property-interest',
      headers: {
        origin: 'https://listings.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives manager endpoints no CORS headers at all', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an oversized body with 413 and the JSON error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.com` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with a 400 in the JSON error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION' });
  });
});
