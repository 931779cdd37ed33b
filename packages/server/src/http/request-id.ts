import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request id a trusted proxy may hand on: at most 64 characters of letters, digits and
 * `._:-` (UUIDs, nginx's hex ids, most tracing ids). It is echoed in x-request-id and
 * written in every log line of the request, and whoever reaches the proxy may send one:
 * 12 KB of markup, a fake log line or a line break gets a new UUID instead.
 */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A request's id: the proxy's X-Request-Id when a proxy is trusted (one id across its logs
 * and ours) and the id is a plain one, else a new UUID, unique across processes. Fastify's
 * requestIdHeader would take any.
 */
export function requestIdOf(request: IncomingMessage, proxyTrusted: boolean): string {
  const offered = proxyTrusted ? request.headers['x-request-id'] : undefined;
  return typeof offered === 'string' && PROXY_REQUEST_ID.test(offered) ? offered : randomUUID();
}
