import type { Audience, HttpMethod } from '@porchlight/contract';
import ky, { HTTPError, type Options, type ResponsePromise } from 'ky';
import { clientConfig, type TokenAudience } from './config.ts';

/** Per-call options accepted by every endpoint function. */
export interface CallOptions {
  /** Bearer token for this call, overriding the providers; `null` sends no Authorization. */
  token?: string | null;
  /** Aborting it ends the call with status 0. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. `{ 'If-None-Match': etag }` for a polling call. */
  headers?: Record<string, string>;
  /** Deadline for this call in milliseconds (headers and body); overrides the configured one. */
  timeoutMs?: number;
  /**
   * How many times a GET, PUT, DELETE or HEAD is tried again after a network error, 408, 429
   * or 503 (2 by default); 0 for a caller that asks again on its own schedule, such as a poll.
   */
  retry?: number;
}

/** The run-time shape of any endpoint's request (the types are checked by `define`). */
export interface LooseRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What every call resolves to before the endpoint's types are applied. */
export interface RawResult {
  status: number;
  body: unknown;
  etag?: string;
}

/** The endpoint facts a call needs at run time. */
export interface EndpointInfo {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: readonly Audience[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Builds the URL: `{name}` path segments are filled with the encoded param (a missing one is
 * a type error; at run time it is sent as 'undefined', which the server refuses with a 4xx),
 * and the query keeps every value that is neither undefined nor null.
 */
export const buildUrl = (
  path: string,
  params?: LooseRequest['params'],
  query?: LooseRequest['query'],
): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const base = (clientConfig.baseUrl ?? '').replace(/\/+$/, '');
  const queryString = search.toString();
  return `${base}${filled}${queryString ? `?${queryString}` : ''}`;
};

/**
 * The bearer token for an endpoint: an explicit one wins; otherwise the first audience of the
 * endpoint (in contract order) whose provider returns a non-empty token. Also names the
 * audience a 401 refers to (the provider used, else the first audience that needs a session).
 */
const resolveToken = (
  auth: readonly Audience[],
  explicit: string | null | undefined,
): { token: string | null | undefined; audience?: TokenAudience } => {
  if (explicit !== undefined) return { token: explicit };
  let audience: TokenAudience | undefined;
  for (const wanted of auth) {
    if (wanted === 'public') continue;
    const key: TokenAudience = wanted === 'admin' ? 'manager' : wanted;
    audience ??= key;
    const token = clientConfig.tokens?.[key]?.();
    if (token) return { token, audience: key };
  }
  return { token: undefined, audience };
};

/** An empty body (and every 204 and 304) is null; JSON is parsed; anything else is text. */
const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 304) return null;
  const text = await response.text();
  if (text === '') return null;
  // Unparseable JSON throws and the call ends as status 0, like any response that cannot be read.
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
};

/**
 * The HTTP library under every call (ky): idempotent methods (GET, PUT, DELETE, HEAD) are
 * tried up to twice more after a network error, a 408, a 429 or a 503, waiting what the
 * answer's Retry-After asks (at most 10 s) or else 0.3 s, then 0.6 s. POST and PATCH are
 * never repeated: the server may have acted on the first. Any other status ends the call at
 * once. Statuses reach the caller as results (ky's HTTPError is unwrapped in `send`).
 */
const http = ky.create({
  retry: {
    limit: 2,
    statusCodes: [408, 429, 503],
    afterStatusCodes: [408, 429, 503],
    maxRetryAfter: 10_000,
    backoffLimit: 10_000,
  },
});

/**
 * Starts one call with ky: the bearer token is set by a hook before every attempt (a retry
 * sends the token current then), and a 401 for a token the providers gave is reported to
 * `onUnauthorized` from the error hook. `timeoutMs` bounds each attempt until its headers.
 */
export const start = (
  endpoint: EndpointInfo,
  request: LooseRequest,
  options: CallOptions,
  extra: Options = {},
): ResponsePromise => {
  const { audience } = resolveToken(endpoint.auth, options.token);
  // A file (a Blob, or bytes) is sent as it is, with its own type; anything else as JSON.
  const { body } = request;
  const raw = body instanceof Blob || body instanceof Uint8Array;
  const headers = new Headers(options.headers);
  if (raw && !headers.has('content-type'))
    headers.set('content-type', (body instanceof Blob && body.type) || 'application/octet-stream');
  return http(buildUrl(endpoint.path, request.params, request.query), {
    method: endpoint.method,
    headers,
    ...(raw ? { body: body as BodyInit } : body === undefined ? {} : { json: body }),
    signal: options.signal,
    timeout: options.timeoutMs ?? clientConfig.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.retry === undefined ? {} : { retry: { limit: options.retry } }),
    fetch: clientConfig.fetch,
    hooks: {
      beforeRequest: [
        (outgoing) => {
          const current = resolveToken(endpoint.auth, options.token).token;
          if (current) outgoing.headers.set('authorization', `Bearer ${current}`);
        },
      ],
      beforeError: [
        (error) => {
          const onUnauthorized = clientConfig.onUnauthorized;
          if (error.response.status === 401 && audience && onUnauthorized) {
            // Queued so that a throwing hook is reported by the host yet cannot break the call.
            queueMicrotask(() => onUnauthorized(audience));
          }
          return error;
        },
      ],
    },
    ...extra,
  });
};

/** The response of a started call, whatever its status; a network failure rejects. */
export const responseOf = (call: ResponsePromise): Promise<Response> =>
  call.catch((error: unknown) => {
    if (error instanceof HTTPError) return error.response;
    throw error;
  });

/**
 * Performs one call. Never throws: an HTTP status is returned as `{ status, body }`; a network
 * failure, abort, timeout or unreadable body is `{ status: 0, body: null }`. The body must
 * arrive within the same deadline again once the headers have.
 */
export const send = async (
  endpoint: EndpointInfo,
  request: LooseRequest = {},
  options: CallOptions = {},
): Promise<RawResult> => {
  // Aborting this controller ends the call, its retries' waits and its body.
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  if (options.signal?.aborted) return { status: 0, body: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The default redirect mode ('follow') is kept on purpose: the checkout's 303 carries no
    // Location, so fetch hands it back as is; 'manual' would make it an opaque status 0.
    const response = await responseOf(
      start(endpoint, request, { ...options, signal: controller.signal }),
    );
    timer = setTimeout(abort, options.timeoutMs ?? clientConfig.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const body = await readBody(response);
    const etag = response.headers.get('etag');
    return etag ? { status: response.status, body, etag } : { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
};
