import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { conversationEtag, conversationMessages } from './conversation.store.ts';
import { findChatVersion, listRecentChatVersions } from './conversations.queries.ts';

/** The version cache's key for a prospect's poll of a property. */
export const pollKey = (potentialTenantId: string, propertyId: string) =>
  `${potentialTenantId}:${propertyId}`;

/** How many of the most recently active chats a starting process remembers at once. */
const WARM_CHATS = 20_000;

/**
 * Fills the version cache with the chats active in the last day, in one read: after a
 * restart every open chat polls within a second, and thousands of cold reads at once
 * would hold the first answers back for seconds.
 */
export async function warmPollVersions(app: FastifyInstance): Promise<number> {
  const versions = app.conversationEvents.versions;
  const stamp = versions.stamp();
  const rows = await listRecentChatVersions(app.db, WARM_CHATS);
  for (const row of rows) {
    versions.remember(pollKey(row.potentialTenantId, row.propertyId), row.id, row.version, stamp);
  }
  return rows.length;
}

/**
 * A prospect's conversation about a property: for the chat's one-second poll (the prospect's
 * own), or for the manager's leads view (`managerId`: only in their properties). The
 * ETag comes from one indexed row (interest joined to its conversation's version), so an
 * unchanged conversation answers 304 without reading a single message.
 */
export async function interestConversation(
  app: FastifyInstance,
  potentialTenantId: string,
  propertyId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  managerId: string | null = null,
  after?: string,
) {
  const { db } = app;
  const versions = app.conversationEvents.versions;
  const key = managerId ? null : pollKey(potentialTenantId, propertyId);
  const cached = key ? versions.get(key) : undefined;
  const stamp = versions.stamp();
  const [row] = cached
    ? [cached]
    : await findChatVersion(db, potentialTenantId, propertyId, managerId);
  if (!row) throw notFound('Conversation');
  if (key && !cached) versions.remember(key, row.id, row.version, stamp);
  const etag = conversationEtag(row.id, row.version);
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) {
    return { status: 304 as const, body: null };
  }
  const messages = await conversationMessages(db, row.id);
  // A delta when the client's last message is still there: the bytes of an update stay the
  // size of what is new, not of the whole conversation.
  const known = after ? messages.findIndex((message) => message.id === after) : -1;
  if (after && known !== -1) {
    return {
      status: 200 as const,
      body: { id: row.id, messages: messages.slice(known + 1), after },
    };
  }
  return { status: 200 as const, body: { id: row.id, messages } };
}
