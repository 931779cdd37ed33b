import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCRIMINATORY_REPLIES,
  HARMLESS_REPLIES,
} from '../../src/ai/guardrails/limiting.fixtures.ts';
import { properties } from '../../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from '../helpers.ts';
import { startStandInModel } from '../stand-in-model.ts';

/**
 * Attack (issue 13, item 5): an OpenAI-compatible model that says discriminatory things.
 * Before, every such reply reached the prospect. Now no reply that fails the Fair Housing
 * check is sent (Athena's built-in answer goes instead) and each waits for the manager
 * under Needs attention; a harmless reply with the same words is sent as written. Every
 * one of the 40 + 40 replies is checked over HTTP in ai/athena/openai-fair-housing.test.ts;
 * here a sample goes through the whole product, from the chat to the manager's list.
 */
const SAMPLE = 6;
const spread = (list: readonly string[]) =>
  Array.from({ length: SAMPLE }, (_, i) => list[Math.floor((i * list.length) / SAMPLE)] as string);

describe('a model that discriminates, through the whole product', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startStandInModel>>;
  let manager: TestManager;
  let propertyId: string;
  let say = '';

  beforeAll(async () => {
    model = await startStandInModel(() => say);
    t = await createTestApp({
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'stand-in',
      RATE_LIMIT_CHAT_PER_SESSION: '1000',
    });
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '3 Elm Row, Dayton, OH 45402', type: 'DUPLEX' })
      .returning();
    propertyId = property!.id;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  /** One prospect turn with the model saying `reply`; answers what the prospect was sent. */
  async function turn(reply: string, index: number): Promise<string> {
    say = reply;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: `prospect-${index}-${Date.now()}@example.com`, propertyId },
    });
    const headers = { authorization: `Bearer ${started.json().jwt}` };
    const url = `/api/v2/conversations/property-interest/${propertyId}`;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const messages = (await t.app.inject({ method: 'GET', url, headers })).json().messages as {
        role: string;
        content: string;
      }[];
      const greeting = messages.find((m) => m.role === 'assistant');
      if (greeting) return greeting.content;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('Athena did not answer in time.');
  }

  const heldBack = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/attention',
      headers: manager.headers,
    });
    return (response.json().items as { kind: string; text: string }[])
      .filter((item) => item.kind === 'REPLY_HELD_BACK')
      .map((item) => item.text);
  };

  it('sends none of the discriminatory replies, and shows each to the manager', async () => {
    const replies = spread(DISCRIMINATORY_REPLIES);
    for (const [i, reply] of replies.entries()) {
      const sent = await turn(reply, i);
      expect(sent).not.toBe(reply);
      expect(sent.length).toBeGreaterThan(0);
    }
    expect((await heldBack()).sort()).toEqual([...replies].sort());
  });

  it('sends the harmless replies that use the same words, as written', async () => {
    const before = (await heldBack()).length;
    for (const [i, reply] of spread(HARMLESS_REPLIES).entries()) {
      // As written (Athena may add the calendar link after it).
      const sent = await turn(reply, 100 + i);
      expect(sent.slice(0, reply.length)).toBe(reply);
    }
    expect(await heldBack()).toHaveLength(before);
  });
});
