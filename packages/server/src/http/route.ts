import { ApiErrorSchema, type DeclaredResponseOf, type EndpointDef } from '@porchlight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { authenticate, sessionReaches } from './auth.ts';
import { isCrossOriginEndpoint } from './cross-origin.ts';
import { notFound } from './errors.ts';
import { notModified } from './security.ts';
import type { Session } from './session.ts';

type Part<E, K extends string> = E extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/** The session a handler gets: present whenever the endpoint is not public. */
type SessionOf<E extends EndpointDef> = 'public' extends E['auth'][number]
  ? Session | null
  : Session;

export interface RouteContext<E extends EndpointDef> {
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  body: Part<E, 'body'>;
  session: SessionOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Promise<DeclaredResponseOf<E>>;

export interface RouteOptions {
  /** Largest accepted body in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  /**
   * A hot path (the one-second conversation polls, event streams): no compression hooks,
   * which cost a quarter of its throughput and whose small or empty bodies gain nothing.
   */
  hot?: boolean;
}

/** '/api/v1/properties/{id}' (the contract's form) → '/api/v1/properties/:id' (Fastify's). */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one contract endpoint: its schemas validate the request and shape the response
 * (fields not in the contract never leave the server), the guard checks the audience, and
 * the handler returns a typed `{ status, body }` that must match a declared response.
 * Curried — `route(app, endpoint)(handler)` — so that the handler is checked against the
 * concrete endpoint: inferring both in one call widens the handler's literal statuses.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E) {
  return (handler: RouteHandler<E>, options: RouteOptions = {}): void => {
    const responses: Record<string, TSchema> = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema };
    for (const [status, schema] of Object.entries(endpoint.responses)) responses[status] = schema;
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.hot ? { compress: false, decompress: false } : {}),
      config: { crossOrigin: isCrossOriginEndpoint(endpoint) },
      schema: {
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: responses,
        ...(endpoint.auth.includes('public') ? {} : { security: [{ bearer: [] }] }),
      },
      handler: async (request, reply) => {
        const session = await authenticate(request, endpoint.auth);
        const target =
          (request.params as { propertyId?: string } | undefined)?.propertyId ??
          (request.body as { propertyId?: string } | undefined)?.propertyId;
        if (!endpoint.auth.includes('public') && !sessionReaches(session, target))
          throw notFound('Conversation');
        const result = await handler({
          params: request.params as Part<E, 'params'>,
          query: request.query as Part<E, 'query'>,
          body: request.body as Part<E, 'body'>,
          session: session as SessionOf<E>,
          request,
          reply,
        });
        // A handler that took the response over (an event stream) has answered already.
        if (reply.sent) return reply;
        const { status, body } = result as { status: number; body: unknown };
        reply.status(status);
        if (status === 304) notModified(reply);
        return status === 304 || status === 204 ? reply.send() : reply.send(body);
      },
    });
  };
}
