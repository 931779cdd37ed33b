import type { Audience, HttpMethod } from '@porchlight/contract';
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
 * Performs one call. Never throws: an HTTP status is returned as `{ status, body }`; a network
 * failure, abort, timeout or unreadable body is `{ status: 0, body: null }`.
 */
export const send = async (
  endpoint: EndpointInfo,
  request: LooseRequest = {},
  options: CallOptions = {},
): Promise<RawResult> => {
  // One controller covers the whole call, body included; it also carries the caller's
  // abort without needing AbortSignal.any.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(
    abort,
    options.timeoutMs ?? clientConfig.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', abort);
  if (options.signal?.aborted) abort();
  try {
    const { token, audience } = resolveToken(endpoint.auth, options.token);
    const headers = new Headers(options.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    // A file (a Blob, or bytes) is sent as it is, with its own type; anything else as JSON.
    const raw = request.body instanceof Blob || request.body instanceof Uint8Array;
    if (request.body !== undefined && !headers.has('content-type')) {
      const type = request.body instanceof Blob ? request.body.type : '';
      headers.set('content-type', raw ? type || 'application/octet-stream' : 'application/json');
    }
    // Statuses are results, not errors, and nothing is retried here: callers that poll
    // decide when to try again. The default redirect mode ('follow') is kept on purpose:
    // the checkout's 303 carries no Location, so fetch hands it back as is; 'manual' would
    // make it an opaque status 0.
    const response = await (clientConfig.fetch ?? fetch)(
      buildUrl(endpoint.path, request.params, request.query),
      {
        method: endpoint.method,
        headers,
        body:
          request.body === undefined
            ? undefined
            : raw
              ? (request.body as Blob | Uint8Array<ArrayBuffer>)
              : JSON.stringify(request.body),
        signal: controller.signal,
      },
    );
    const body = await readBody(response);
    const onUnauthorized = clientConfig.onUnauthorized;
    if (response.status === 401 && audience && onUnauthorized) {
      // Queued so that a throwing hook is reported by the host yet cannot break the call.
      queueMicrotask(() => onUnauthorized(audience));
    }
    const etag = response.headers.get('etag');
    return etag ? { status: response.status, body, etag } : { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
};
