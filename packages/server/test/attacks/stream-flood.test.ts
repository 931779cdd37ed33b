/**
 * One prospect token opening stream after stream: before the caps, 500 were all accepted
 * and each held a socket and a database listener until the process ran short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp } from '../helpers.ts';

describe('event streams are capped per session and per address', () => {
  let t: TestApp;
  let base: string;
  let propertyId: string;
  const open: AbortController[] = [];

  beforeAll(async () => {
    t = await createTestApp({ STREAMS_PER_SESSION: '3', STREAMS_PER_IP: '5' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const manager = await createManager(t.app);
    const [row] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '5 Stream Road', type: 'MULTI_FAMILY' })
      .returning({ id: properties.id });
    propertyId = row!.id;
  });
  afterAll(async () => {
    for (const controller of open) controller.abort();
    await t.close();
  });

  const prospect = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId },
    });
    return (response.json() as { jwt: string }).jwt;
  };
  /** Streams the server still holds open (their body has not ended). */
  const live = new Set<AbortController>();
  /**
   * Opens a stream and answers its status. The stream stays open until aborted; it is read
   * meanwhile, so that one the server ends leaves `live`.
   */
  const stream = async (jwt: string) => {
    const controller = new AbortController();
    const response = await fetch(
      `${base}/api/v1/conversations/property-interest/${propertyId}/events`,
      { headers: { authorization: `Bearer ${jwt}` }, signal: controller.signal },
    );
    if (response.status === 200) {
      open.push(controller);
      live.add(controller);
      void response
        .text()
        .catch(() => {})
        .finally(() => live.delete(controller));
    } else await response.body?.cancel();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), controller };
  };

  it('refuses a session its fourth stream with 429 and Retry-After, and gives a slot back on close', async () => {
    const jwt = await prospect('many-tabs@example.com');
    const first = await stream(jwt);
    expect(first.status).toBe(200);
    expect((await stream(jwt)).status).toBe(200);
    expect((await stream(jwt)).status).toBe(200);
    const fourth = await stream(jwt);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);

    first.controller.abort();
    const deadline = Date.now() + 5_000;
    let again = 429;
    while (again === 429 && Date.now() < deadline) again = (await stream(jwt)).status;
    expect(again).toBe(200);
  });

  it('refuses an address more streams than its cap, whatever the session', async () => {
    // Streams of new sessions, one each, until the address is refused: then it holds its
    // five (whatever the test before left open, and any the server ended meanwhile).
    let refused: Awaited<ReturnType<typeof stream>> | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const opened = await stream(await prospect(`address-${i}@example.com`));
      if (opened.status !== 200) refused = opened;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(live.size).toBe(5);
  });
});
