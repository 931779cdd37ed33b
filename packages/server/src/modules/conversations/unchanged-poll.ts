import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/uuid.ts';
import { bearerToken, sessionReaches } from '../../http/auth.ts';
import type { HotPath } from '../../http/hot-paths.ts';
import { requestIdOf } from '../../http/request-id.ts';
import { CROSS_ORIGIN_NOT_MODIFIED } from '../../http/security.ts';
import { conversationEtag } from './conversation.store.ts';
import { pollKey } from './tenant-conversation.ts';

const PREFIX = endpoints.getPropertyInterestConversation.path.replace('{propertyId}', '');
const NOT_MODIFIED_HEADERS = Object.entries(CROSS_ORIGIN_NOT_MODIFIED).flat();

/**
 * A prospect's poll of their conversation answered 304 without Fastify, when everything the
 * route would decide is in this process's memory: a token it verified lately, the account's
 * standing it remembers, the conversation's version it knows. Exactly the route's 304 (the
 * same checks in the same order, its headers), and only for the plain poll: a manager's
 * (with `tenantId`), any query string, another method, an unknown token, standing or version,
 * or a changed conversation go to the route, which answers them as it always has.
 */
export function unchangedPoll(app: FastifyInstance): HotPath {
  const proxyTrusted = app.config.trustProxy !== false;
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(PREFIX)) return false;
    const propertyId = url.slice(PREFIX.length);
    const asked = request.headers['if-none-match'];
    if (!asked || !isUuid(propertyId)) return false;
    const token = bearerToken(request.headers.authorization);
    const session = token ? app.auth.tokens.known(token) : undefined;
    if (session?.audience !== 'tenant' || app.sessionStanding.allowsKnown(session) !== true)
      return false;
    if (!sessionReaches(session, propertyId)) return false;
    const version = app.conversationEvents.versions.get(pollKey(session.subject, propertyId));
    const etag = version && conversationEtag(version.id, version.version);
    if (!etag || etag !== asked) return false;
    // Names and values in one flat list (which writeHead takes as it is): spreading the
    // shared headers into a new object cost a shape change per poll.
    response.writeHead(304, [
      'x-request-id',
      requestIdOf(request, proxyTrusted),
      ...NOT_MODIFIED_HEADERS,
      'etag',
      etag,
      'cache-control',
      'private, no-cache',
    ]);
    response.end();
    return true;
  };
}
