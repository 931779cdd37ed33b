/**
 * Attack: a client's X-Request-Id. With TRUST_PROXY set, the proxy's id is used (one id
 * across its logs and ours), and it comes back in the x-request-id response header and in
 * every log line of the request. Whoever reaches the proxy chooses it too, so only a short
 * id of a safe alphabet is taken; anything else (12 KB, markup, a line break) gets a new
 * UUID. Without a trusted proxy, a client's id is never used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The x-request-id the app answers a request that sent `id`. */
const answered = async (t: TestApp, id: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/health/live',
    headers: { 'x-request-id': id },
  });
  expect(response.statusCode).toBe(200);
  return response.headers['x-request-id'];
};

const GOOD = [
  'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  '0f4c9a3e5b7d4e2a9c1b8f6e3d2a1c0b',
  'req_01J9.abc:7',
  'a'.repeat(64),
];

const BAD: [string, string][] = [
  ['12 KB', 'a'.repeat(12 * 1024)],
  ['65 characters', 'a'.repeat(65)],
  ['markup', '<script>alert(1)</script>'],
  ['a quote and a space', 'id" onload="x'],
  ['JSON', '{"level":60,"msg":"forged"}'],
  ['a line break', 'forged\nline'],
  ['a slash', '../../etc/passwd'],
  ['an equals sign', 'Root=1-67891233-abcdef'],
  ['non-ASCII', 'idé'],
];

describe('X-Request-Id behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it.each(GOOD)('echoes a short id of a safe alphabet: %s', async (id) => {
    expect(await answered(t, id)).toBe(id);
  });

  it.each(BAD)('replaces an id with %s by a new UUID', async (_, id) => {
    const got = await answered(t, id);
    expect(got).toMatch(UUID);
    expect(got).not.toBe(id);
  });

  it('makes a new UUID for each request that sends no id', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('X-Request-Id without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'off' });
  });
  afterAll(() => t.close());

  it.each([...GOOD, ...BAD.map(([, id]) => id)])('never uses a client’s id (%#)', async (id) => {
    const got = await answered(t, id);
    expect(got).toMatch(UUID);
    expect(got).not.toBe(id);
  });
});
