import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp } from './helpers.ts';

interface Body {
  id: string;
  messages: Array<{ id?: string; role: string; content: string }>;
  after?: string;
}

/** Conversation updates as deltas: the poll's `after` sends only what the client lacks. */
describe('conversation deltas', () => {
  let t: TestApp;
  let propertyId: string;
  let headers: { authorization: string };
  const url = (query = '') => `/api/v2/conversations/property-interest/${propertyId}${query}`;
  const poll = async (query = '', extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url(query), headers: { ...headers, ...extra } });

  beforeAll(async () => {
    t = await createTestApp();
    const manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '5 Delta St', type: 'CONDO' })
      .returning();
    propertyId = property!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'delta@example.com', propertyId },
    });
    headers = { authorization: `Bearer ${created.json().jwt}` };
  });
  afterAll(() => t.close());

  async function say(text: string): Promise<Body> {
    const before = ((await poll()).json() as Body).messages.length;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/property-interest/${propertyId}`,
      headers,
      payload: { message: text },
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const body = (await poll()).json() as Body;
      if (body.messages.length >= before + 2 && body.messages.at(-1)?.role === 'assistant')
        return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('No reply.');
  }

  it('sends only the messages after the client’s last one, and none lost or repeated', async () => {
    const first = await say('Is parking included?');
    const last = first.messages.at(-1)!.id!;
    const full = await say('Are pets allowed?');
    const delta = (await poll(`?after=${last}`)).json() as Body;
    expect(delta.after).toBe(last);
    expect([...first.messages, ...delta.messages]).toEqual(full.messages);
    // Nothing new after the newest message: an empty delta.
    const none = (await poll(`?after=${full.messages.at(-1)!.id}`)).json() as Body;
    expect(none.messages).toEqual([]);
  });

  it('answers 304 to an unchanged delta poll, and the whole conversation when `after` is unknown', async () => {
    const response = await poll();
    const etag = response.headers.etag as string;
    const body = response.json() as Body;
    const unchanged = await poll(`?after=${body.messages.at(-1)!.id}`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    const unknown = (await poll('?after=00000000-0000-4000-8000-000000000000')).json() as Body;
    expect(unknown.after).toBeUndefined();
    expect(unknown.messages).toEqual(body.messages);
    expect((await poll('?after=not-an-id')).statusCode).toBe(400);
  });
});
