import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Answers a request in full and returns true, or returns false and leaves it untouched for
 * Fastify. Only for an answer that is nothing but a look-up in this process's memory.
 */
export type HotPath = (request: IncomingMessage, response: ServerResponse) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tried in turn before Fastify sees a request (see `useHotPaths`). */
    hotPaths: HotPath[];
  }
}

/**
 * Lets a module answer its most frequent request before Fastify routes it: every open chat
 * asks about once a second whether its conversation changed, and when this process knows
 * the session, its standing and the conversation's version, the answer (304) needs none of
 * routing, hooks, validation or reply objects, which cost more than half of a poll's time
 * (docs/performance.md). Whatever a hot path does not answer goes to Fastify as before; none
 * answers once the server is closing, so Fastify's own closing behaviour holds. Requests
 * made with `inject` (tests) never reach the socket, so they always take Fastify's path.
 */
export function useHotPaths(app: FastifyInstance): void {
  const paths: HotPath[] = [];
  app.decorate('hotPaths', paths);
  const server = app.server;
  const [fastify] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastify) return;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!closing) for (const answer of paths) if (answer(request, response)) return;
    fastify(request, response);
  });
}
