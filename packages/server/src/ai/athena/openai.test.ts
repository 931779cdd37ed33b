import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openAiAssistant } from './openai.ts';
import { turnInput } from './turn.fixtures.ts';
import type { TurnInput } from './turn.ts';

type Handler = (
  body: { messages: { role: string; content: string | null }[] },
  request: IncomingMessage,
) => {
  status?: number;
  json?: unknown;
  delayMs?: number;
};

let server: Server | undefined;
const requests: { messages: { role: string; content: string | null }[]; authorization?: string }[] =
  [];

/** A stand-in that speaks the OpenAI chat-completions wire format, one scripted answer per call. */
async function standIn(handlers: Handler[]): Promise<string> {
  let call = 0;
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ messages: body.messages, authorization: request.headers.authorization });
      const handler = handlers[Math.min(call++, handlers.length - 1)]!;
      const { status = 200, json, delayMs = 0 } = handler(body, request);
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json ?? {}));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  requests.length = 0;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const message = (content: string | null, toolCalls?: { name: string; args: object }[]) => ({
  json: {
    choices: [
      {
        message: {
          role: 'assistant',
          content,
          ...(toolCalls
            ? {
                tool_calls: toolCalls.map((c, i) => ({
                  id: `call_${i}`,
                  type: 'function',
                  function: { name: c.name, arguments: JSON.stringify(c.args) },
                })),
              }
            : {}),
        },
      },
    ],
  },
});

function input(overrides: Partial<TurnInput> = {}): TurnInput {
  const base = turnInput('No, nobody smokes. Is parking included?');
  return {
    ...base,
    now: new Date('2026-11-22T12:00:00Z'),
    property: { ...base.property, questions: 'SMOKING,MOVE_IN_DATE' },
    unitLabel: 'Unit 4B',
    pendingQuestion: 'SMOKING',
    history: [
      { role: 'assistant', content: 'Hi! Does anyone in your household smoke?' },
      { role: 'user', content: 'No, nobody smokes. Is parking included?' },
    ],
    lookUp: (q) => (/parking/i.test(q) ? { answer: 'On-site parking is $75 a month.' } : null),
    ...overrides,
  };
}

const settings = (baseUrl: string, timeoutMs = 2000) => ({
  baseUrl,
  apiKey: 'sk-test',
  model: 'test-model',
  timeoutMs,
});
const alwaysOk = () => true;

describe('the OpenAI-compatible assistant', () => {
  it('runs the tools the model calls, records clean answers and returns its reply', async () => {
    const url = await standIn([
      () =>
        message(null, [
          { name: 'record_answers', args: { smoking: false, totalResidents: 999 } },
          { name: 'look_up', args: { question: 'Is parking included?' } },
        ]),
      () => message('Parking is $75 a month. When would you like to move in?'),
    ]);
    const output = await openAiAssistant(settings(url), alwaysOk).reply(input());
    expect(output.text).toBe('Parking is $75 a month. When would you like to move in?');
    expect(output.updates).toEqual({ smoking: false }); // 999 residents is out of range: dropped
    expect(output.pendingQuestion).toBe('MOVE_IN_DATE');
    expect(output.status).toBe('PRE_SCREENING');
    expect(requests[0]?.authorization).toBe('Bearer sk-test');
    expect(requests[0]?.messages[0]?.content).toContain('12 Elm Street');
    const toolResults = requests[1]?.messages
      .filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(toolResults).toEqual([
      'Recorded. Next question: "When would you like to move in?"',
      'On-site parking is $75 a month.',
    ]);
  });

  it('completes pre-screening and adds the viewing picker marker', async () => {
    const url = await standIn([
      () => message(null, [{ name: 'record_answers', args: { moveInDate: '2027-03-01' } }]),
      () => message('Thanks, that is everything I need!'),
    ]);
    const output = await openAiAssistant(settings(url), alwaysOk).reply(
      input({ answers: { ...input().answers, smoking: false }, pendingQuestion: 'MOVE_IN_DATE' }),
    );
    expect(output.status).toBe('PRE_SCREENING_COMPLETE');
    expect(output.text).toBe(
      'Thanks, that is everything I need!\n\nPick a time that suits you here: CALENDAR',
    );
  });

  it('throws (so the built-in assistant answers) on a server error, a timeout, or a reply that fails the check', async () => {
    const failing = await standIn([() => ({ status: 500, json: { error: 'down' } })]);
    await expect(openAiAssistant(settings(failing), alwaysOk).reply(input())).rejects.toThrow(
      /500/,
    );
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const slow = await standIn([() => ({ ...message('late'), delayMs: 500 })]);
    await expect(openAiAssistant(settings(slow, 100), alwaysOk).reply(input())).rejects.toThrow();
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const steering = await standIn([() => message('It is a great area for families!')]);
    const check = (reply: string) => !/families/i.test(reply);
    await expect(openAiAssistant(settings(steering), check).reply(input())).rejects.toThrow(
      /Fair Housing/,
    );
  });
});
