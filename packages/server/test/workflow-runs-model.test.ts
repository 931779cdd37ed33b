import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFigures } from '../src/ai/compose/index.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

const LATE_RENT = {
  type: 'OVERDUE_RENT_REMINDER',
  variables: {
    tenantName: 'Jane Doe',
    propertyAddressAndUnit: '12B',
    amountDue: 1500,
    daysLate: 5,
    paymentDeadline: '2025-03-14',
    textLength: 'SHORT',
    medium: 'EMAIL',
  },
};

/**
 * A stand-in OpenAI-compatible server: answers each chat completion with `rewrite(draft)`,
 * the draft being what the writer sent as the user message.
 */
let rewrite: (draft: string) => string = (draft) => draft;
const drafts: string[] = [];
let server: Server;
let t: TestApp;
let manager: TestManager;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
    const draft = body.messages.at(-1)!.content.replace(/^Draft:\n\n/, '');
    drafts.push(draft);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: rewrite(draft) },
          },
        ],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t = await createTestApp({
    OPENAI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_MODEL: 'stand-in',
  });
  manager = await createManager(t.app);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function run(): Promise<{ status: string; output: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/workflow-runs',
    headers: manager.headers,
    payload: LATE_RENT,
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: string };
  for (let i = 0; i < 300; i++) {
    const result = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/workflow-runs/${id}`,
        headers: manager.headers,
      })
    ).json();
    if (result.status === 'COMPLETED' || result.status === 'FAILED') return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

describe('the writing assistant with a model configured', () => {
  it("serves the model's rewrite of the composed draft", async () => {
    rewrite = (draft) => `${draft}\n\nWarm regards, and thank you for your prompt attention.`;
    const result = await run();
    expect(result.status).toBe('COMPLETED');
    expect(result.output).toContain('Warm regards, and thank you for your prompt attention.');
    expect(drafts.at(-1)).toContain('$1,500');
  });

  it('falls back to the built-in draft when the model changes a figure', async () => {
    rewrite = (draft) => draft.replaceAll('$1,500', '$150');
    const result = await run();
    expect(result.status).toBe('COMPLETED');
    expect(result.output).toBe(drafts.at(-1));
    expect(result.output).toContain('$1,500');
  });

  it('falls back when the rewrite fails the Fair Housing check', async () => {
    rewrite = (draft) => `${draft}\n\nThis building is perfect for young professionals, no kids.`;
    const result = await run();
    expect(result.output).toBe(drafts.at(-1));
    expect(result.output).not.toContain('young professionals');
  });

  it('falls back when the model answers with almost nothing', async () => {
    rewrite = () => 'OK.';
    expect((await run()).output).toBe(drafts.at(-1));
  });
});

describe('missingFigures', () => {
  it.each([
    ['$1,500 due on 2025-03-14', 'Please pay $1500 by 2025-03-14.', []],
    ['$1,500 due in 5 days', 'Please pay $1,500 soon.', ['5']],
    ['Rent rises 3.5% to $2,070', 'Rent rises 3.5% to $2,700', ['$2070']],
  ])('%s → %s', (draft, rewritten, missing) => {
    expect(missingFigures(draft, rewritten)).toEqual(missing);
  });
});
