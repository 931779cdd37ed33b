import { cleanNotifications } from '@mantine/notifications';
import { act } from 'react';
import { vi } from 'vitest';
import { cleanup } from '../../../../test-utils/index.ts';

/** One request the component made, as the server would see it. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

type Handler = FakeReply | ((call: FakeCall, params: Record<string, string>) => FakeReply);

/**
 * Replaces the global fetch with a small in-memory API: routes are keyed 'METHOD /path' with
 * ':name' segments, answers are real Response objects with a JSON body, and every call is
 * recorded. An unknown route answers 404, so a test never reaches a network.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern = ''] = key.split(' ');
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^${source}$`), names, handler };
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    for (const route of table) {
      const match = route.method === call.method ? route.regex.exec(call.path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
      const reply =
        typeof route.handler === 'function' ? route.handler(call, params) : route.handler;
      return json(reply);
    }
    return json({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

function json({ status, body }: FakeReply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Lets pending fetches and the React updates they cause settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await wait(0);
}

/** Waits `ms` inside act (a modal's closing transition, for one). */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** After each test: unmount, restore fetch and the clipboard, and clear every toast. */
export function resetAfterTest(): void {
  cleanup();
  vi.unstubAllGlobals();
  cleanNotifications();
}
