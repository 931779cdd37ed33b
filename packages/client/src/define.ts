import type { EndpointDef, RequestOf, ResponseOf } from '@porchlight/contract';
import { buildUrl, type CallOptions, type LooseRequest, send } from './request.ts';

/** What an endpoint function resolves to: the contract's responses plus the ETag, if any. */
export type CallResult<E extends EndpointDef> = ResponseOf<E> & { etag?: string };

/** The request is optional when the endpoint needs no params and no body. */
type CallArgs<E extends EndpointDef> =
  Record<never, never> extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions];

/** An endpoint function: call it to make the request; read its method, path and auth. */
export interface EndpointCall<E extends EndpointDef> {
  (...args: CallArgs<E>): Promise<CallResult<E>>;
  readonly method: E['method'];
  readonly path: E['path'];
  readonly auth: E['auth'];
}

/**
 * Declares a client function for one contract endpoint.
 *
 * Purpose: the contract is imported with `import type` only, so method, path and audiences
 * are repeated here as values; typing them as `E['method']`, `E['path']` and `E['auth']`
 * makes any difference from the contract a type error. Call sites carry a `@__PURE__`
 * annotation so a bundler drops every function that is not imported.
 */
export const define = <E extends EndpointDef>(
  method: E['method'],
  path: E['path'],
  auth: E['auth'],
): EndpointCall<E> => {
  const endpoint = { method, path, auth };
  const call = (request?: LooseRequest, options?: CallOptions) => send(endpoint, request, options);
  return Object.assign(call, endpoint) as unknown as EndpointCall<E>;
};

/**
 * The full URL of one request to an endpoint (the configured base, the path with its params
 * filled, the query), for what a call cannot do itself, such as reading an event stream as
 * it arrives. The contract's path, so no caller spells an API path by hand.
 */
export const urlOf = <E extends EndpointDef>(endpoint: EndpointCall<E>, request: RequestOf<E>) =>
  buildUrl(endpoint.path, (request as LooseRequest).params, (request as LooseRequest).query);
