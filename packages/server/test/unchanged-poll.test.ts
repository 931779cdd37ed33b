import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { potentialTenants, properties } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  jobsSettled,
  sendProspectMessage,
  startProspectChat,
  type TestApp,
} from './helpers.ts';

/**
 * The unchanged poll's 304 answered before Fastify (modules/conversations/unchanged-poll.ts),
 * over a real socket: `inject` never reaches it.
 */
describe('the unchanged poll, answered from memory', () => {
  let t: TestApp;
  let base: string;
  let propertyId: string;
  let url: string;
  let chat: Awaited<ReturnType<typeof startProspectChat>>;

  beforeAll(async () => {
    t = await createTestApp();
    const manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '9 Birch Lane, Springfield', type: 'MULTI_FAMILY' })
      .returning();
    propertyId = property!.id;
    url = `/api/v2/conversations/property-interest/${propertyId}`;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    chat = await startProspectChat(t.app, propertyId, 'poller@example.com');
  });
  afterAll(() => t.close());

  const poll = (headers: Record<string, string>, path = url) =>
    fetch(`${base}${path}`, { headers });

  /** Once Athena has answered everything: the conversation's 200 and its ETag. */
  async function settledEtag(): Promise<string> {
    await jobsSettled(t.app);
    const first = await poll(chat.headers);
    expect(first.status).toBe(200);
    return first.headers.get('etag')!;
  }

  it('answers 304 without Fastify, with the route 304’s very headers', async () => {
    const etag = await settledEtag();
    const verify = vi.spyOn(t.app.auth.tokens, 'verify');
    try {
      const hot = await poll({ ...chat.headers, 'if-none-match': etag });
      expect(hot.status).toBe(304);
      expect(verify).not.toHaveBeenCalled();
      const routed = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...chat.headers, 'if-none-match': etag },
      });
      expect(routed.statusCode).toBe(304);
      expect(verify).toHaveBeenCalledOnce();
      const names = (headers: Iterable<string>) =>
        [...headers].filter((name) => !['date', 'connection', 'keep-alive'].includes(name)).sort();
      expect(names(hot.headers.keys())).toEqual(names(Object.keys(routed.headers)));
      for (const name of ['etag', 'cache-control', 'access-control-allow-origin'])
        expect(hot.headers.get(name)).toBe(routed.headers[name]);
      expect(hot.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      verify.mockRestore();
    }
  });

  it('leaves to the route a changed conversation, a manager, a query, and any other session', async () => {
    const etag = await settledEtag();
    const verify = vi.spyOn(t.app.auth.tokens, 'verify');
    try {
      // A session this process never verified: the route verifies it (a forgery: 401).
      const forged = await poll({ authorization: 'Bearer x.y.z', 'if-none-match': etag });
      expect(forged.status).toBe(401);
      // Another property than the session's: the route's 404.
      const other = url.replace(propertyId, '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b');
      expect((await poll({ ...chat.headers, 'if-none-match': etag }, other)).status).toBe(404);
      expect(verify).toHaveBeenCalledTimes(2);
      // A query string is the route's to validate (before any session check).
      const query = await poll({ ...chat.headers, 'if-none-match': etag }, `${url}?after=x`);
      expect(query.status).toBe(400);
    } finally {
      verify.mockRestore();
    }
    await sendProspectMessage(t.app, propertyId, chat.headers, 'Is parking included?');
    const changed = await poll({ ...chat.headers, 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('stops answering once the session no longer stands, and the route refuses it', async () => {
    const etag = await settledEtag();
    expect((await poll({ ...chat.headers, 'if-none-match': etag })).status).toBe(304);
    // Signing in by an e-mailed link proves the address and retires the chat's first token.
    t.app.sessionStanding.forgetAccounts({ audience: 'tenant', subject: chat.prospectId });
    await t.app.db
      .update(potentialTenants)
      .set({ verifiedAt: new Date() })
      .where(eq(potentialTenants.id, chat.prospectId));
    expect((await poll({ ...chat.headers, 'if-none-match': etag })).status).toBe(401);
  });
});
