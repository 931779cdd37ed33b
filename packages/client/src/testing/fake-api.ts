import type { EndpointName, Endpoints, RequestOf, ResponseOf } from '@porchlight/contract';
import * as client from '../index.ts';

/** A reply the contract allows for endpoint `N`, with optional response headers (an ETag). */
export type FakeReply<N extends EndpointName> = ResponseOf<Endpoints[N]> & {
  headers?: Record<string, string>;
};

/** One request the fake answered, as the server would see it, parsed by the contract. */
export interface FakeCallOf<N extends EndpointName> {
  endpoint: N;
  method: string;
  /** The whole URL, base included. */
  url: string;
  params: RequestOf<Endpoints[N]>['params'];
  /** The query string with its values typed as the contract's query declares them. */
  query: RequestOf<Endpoints[N]>['query'];
  body: RequestOf<Endpoints[N]>['body'];
  headers: Headers;
  authorization: string | null;
}

/** Any recorded call; narrow it by `endpoint`. */
export type FakeCall<N extends EndpointName = EndpointName> = { [K in N]: FakeCallOf<K> }[N];

/**
 * Answers one call. A plain `Response` is the way out for what JSON cannot say (an event
 * stream); `{ status: 0, body: null }` makes the fetch fail as a network error would.
 */
export type FakeResponder<N extends EndpointName> = (
  request: RequestOf<Endpoints[N]>,
  call: FakeCallOf<N>,
) => FakeReply<N> | Response | Promise<FakeReply<N> | Response>;

export type FakeHandler<N extends EndpointName> = FakeReply<N> | FakeResponder<N>;

/** Handlers by endpoint name: the client's function names, which are the contract's. */
export type FakeHandlers = { [N in EndpointName]?: FakeHandler<N> };

export interface FakeApi {
  /** A fetch to install with `configureClient({ fetch })` or `vi.stubGlobal('fetch', …)`. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Every call that matched an endpoint, in order. */
  calls: FakeCall[];
  /** The calls to one endpoint, typed by it. */
  callsTo<N extends EndpointName>(endpoint: N): FakeCallOf<N>[];
  /**
   * Replaces an endpoint's handlers: they answer in turn, the last one every later call.
   * With none, the endpoint is unhandled again (404).
   */
  on<N extends EndpointName>(endpoint: N, ...handlers: FakeHandler<N>[]): void;
  /** Holds the endpoint's answers until the returned release is called (a loading state). */
  hold(endpoint: EndpointName): () => void;
  /** 'METHOD url' of requests that matched no endpoint (answered 404). */
  unmatched: string[];
}

interface Route {
  name: EndpointName;
  method: string;
  pattern: RegExp;
  paramNames: string[];
}

/**
 * The client's endpoint functions carry each endpoint's method and path (test/coverage.test.ts
 * holds them to the contract's). Literal paths first, so `/leads/page` is never read as
 * `/leads/{id}`.
 */
const routes: Route[] = Object.entries(client)
  .flatMap(([name, value]) =>
    typeof value === 'function' && 'path' in value
      ? [{ name, method: value.method as string, path: value.path as string }]
      : [],
  )
  .map(({ name, method, path }) => {
    const paramNames: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, p) => {
      paramNames.push(p);
      return '([^/]+)';
    });
    return { name: name as EndpointName, method, pattern: new RegExp(`^${source}$`), paramNames };
  })
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

const notFound = (message: string) =>
  new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message } }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

type QueryOf<N extends EndpointName> = NonNullable<RequestOf<Endpoints[N]>['query']>;
type NonTextKeysOf<N extends EndpointName> = [QueryOf<N>] extends [never]
  ? never
  : {
      [K in keyof QueryOf<N>]-?: NonNullable<QueryOf<N>[K]> extends number | boolean ? K : never;
    }[keyof QueryOf<N>];
/** Every query value the contract types as a number or a boolean, by endpoint and key. */
type NonTextQueries = {
  [N in EndpointName as [NonTextKeysOf<N>] extends [never] ? never : N]: {
    [K in NonTextKeysOf<N>]: NonNullable<QueryOf<N>[K]> extends number ? 'number' : 'boolean';
  };
};

/**
 * The query values that are not text, repeated as values: the contract builds every
 * TypeBox schema when imported (about 130 ms a test file), so it is a type here, and the
 * check below makes any difference from it a type error, as `define` does for paths.
 */
const NON_TEXT_QUERIES = {
  checkout: { quantity: 'number' },
  listLeadsPage: { limit: 'number' },
  listWorkflowRuns: { limit: 'number', offset: 'number' },
} as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const nonTextQueriesMatchTheContract: Same<typeof NON_TEXT_QUERIES, NonTextQueries> = true;
void nonTextQueriesMatchTheContract;

/** Query strings carry text: numbers and booleans become what the contract declares. */
function readQuery(endpoint: EndpointName, search: URLSearchParams) {
  if (search.toString() === '') return undefined;
  const types: Record<string, 'number' | 'boolean'> =
    (NON_TEXT_QUERIES as Partial<Record<EndpointName, Record<string, 'number' | 'boolean'>>>)[
      endpoint
    ] ?? {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (types[key] === 'number') query[key] = Number(value);
    else if (types[key] === 'boolean') query[key] = value === 'true';
    else query[key] = value;
  }
  return query;
}

/** A reply as the server would send it: JSON, text for a string body, nothing for null. */
function toResponse(reply: FakeReply<EndpointName> | Response): Response {
  if (reply instanceof Response) return reply;
  if (reply.status === 0) throw new TypeError('Failed to fetch (fake network failure)');
  const headers = new Headers(reply.headers);
  const { status, body } = reply as { status: number; body: unknown };
  if (body === null || body === undefined || status === 204 || status === 304) {
    return new Response(null, { status, headers });
  }
  const text = typeof body === 'string';
  if (!headers.has('content-type')) {
    headers.set('content-type', text ? 'text/plain; charset=utf-8' : 'application/json');
  }
  return new Response(text ? body : JSON.stringify(body), { status, headers });
}

/** Rejects as fetch does when the caller aborts while the answer is pending. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    promise.then(resolve, reject);
  });
}

async function readRequest(input: RequestInfo | URL, init: RequestInit | undefined) {
  const request = input instanceof Request ? input : undefined;
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const url = new URL(request?.url ?? String(input), base ?? 'http://localhost/');
  const headers = new Headers(init?.headers ?? request?.headers);
  return {
    url,
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    headers,
    body: await readBody(init?.body ?? request, headers.get('content-type') ?? ''),
    signal: init?.signal ?? request?.signal,
  };
}

/** A request's body as sent: JSON parsed, a file (a Blob, or bytes) as it came, else none. */
async function readBody(
  body: BodyInit | Request | null | undefined,
  type: string,
): Promise<unknown> {
  if (body instanceof Request) {
    if (body.body === null) return undefined;
    // The client hands fetch a Request (ky): a file comes back as a Blob of its type.
    return /\bjson\b/i.test(type) ? readBody(await body.text(), type) : body.blob();
  }
  if (body instanceof Blob || body instanceof Uint8Array) return body;
  return typeof body === 'string' && body ? (JSON.parse(body) as unknown) : undefined;
}

/**
 * An in-memory API at the fetch level, typed by the contract: a real Request in, a real
 * Response out, so the real client runs. Handlers are keyed by endpoint name; a request is
 * matched by method and the contract's path, every match is recorded, and an unhandled
 * endpoint or an unknown path answers 404.
 *
 * @example
 * const api = fakeApi({ getProperty: { status: 200, body: sample.property() } });
 * configureClient({ fetch: api.fetch });
 * // … then: expect(api.callsTo('getProperty')[0]?.params).toEqual({ id });
 */
export function fakeApi(handlers: FakeHandlers = {}): FakeApi {
  const queues = new Map<EndpointName, FakeHandler<EndpointName>[]>();
  const holds = new Map<EndpointName, { held: Promise<void>; release: () => void }>();
  const calls: FakeCall[] = [];
  const unmatched: string[] = [];

  const api: FakeApi = {
    calls,
    unmatched,
    callsTo: <N extends EndpointName>(endpoint: N) =>
      calls.filter((call) => call.endpoint === endpoint) as unknown as FakeCallOf<N>[],
    on: (endpoint, ...replies) => {
      queues.set(endpoint, replies as FakeHandler<EndpointName>[]);
    },
    hold: (endpoint) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = () => {
          holds.delete(endpoint);
          resolve();
        };
      });
      holds.set(endpoint, { held, release });
      return release;
    },
    fetch: async (input, init) => {
      const seen = await readRequest(input, init);
      const path = seen.url.pathname;
      const route = routes.find((r) => r.method === seen.method && r.pattern.test(path));
      if (!route) {
        unmatched.push(`${seen.method} ${seen.url.href}`);
        return notFound(`No endpoint matches ${seen.method} ${path}`);
      }
      const values = route.pattern.exec(path)?.slice(1) ?? [];
      const call = {
        endpoint: route.name,
        method: seen.method,
        url: seen.url.href,
        params:
          route.paramNames.length > 0
            ? Object.fromEntries(
                route.paramNames.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]),
              )
            : undefined,
        query: readQuery(route.name, seen.url.searchParams),
        body: seen.body,
        headers: seen.headers,
        authorization: seen.headers.get('authorization'),
      } as FakeCall;
      calls.push(call);

      const answer = async () => {
        await holds.get(route.name)?.held;
        const queue = queues.get(route.name);
        // The last handler repeats; earlier ones are used once each.
        const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
        if (!handler) return notFound(`The fake API has no handler for ${route.name}`);
        const reply =
          typeof handler === 'function'
            ? await handler(
                { params: call.params, query: call.query, body: call.body } as never,
                call as never,
              )
            : handler;
        return toResponse(reply);
      };
      return abortable(answer(), seen.signal);
    },
  };
  for (const [name, handler] of Object.entries(handlers)) {
    if (handler) api.on(name as EndpointName, handler as FakeHandler<EndpointName>);
  }
  return api;
}
