import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../mail/outbox.ts';
import { findUnreadReply } from './conversations.queries.ts';

/**
 * A manager's message the prospect has not read (no poll or stream of the conversation
 * since it was written) is e-mailed to them, whole, with the way back to the chat.
 */
export function createUnreadReplyTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const { conversationId, messageId } = (payload ?? {}) as Record<string, unknown>;
    if (typeof conversationId !== 'string' || typeof messageId !== 'string') return;
    const row = await findUnreadReply(app.db, conversationId, messageId);
    // A thread kept by e-mail or text sent the message there already (modules/channels).
    if (row?.channel !== 'CHAT') return;
    if (row.seenAt && row.seenAt.getTime() >= row.createdAt.getTime()) return;
    // The prospect unsubscribed from this home's e-mail: the manager's message waits in the chat.
    if (row.unsubscribed) return;
    const chat = new URL('/chat', app.config.publicUrl);
    chat.searchParams.set('propertyId', row.propertyId);
    await queueMail(app.db, {
      to: row.email,
      subject: `${row.authorName ?? 'The property manager'} replied about ${row.address}`,
      text: `Hello,\n\n${row.authorName ?? 'The property manager'} wrote in your chat about ${row.address}:\n\n${row.content}\n\nTo reply, continue your chat: ${chat.toString()}\n\n— Porchlight`,
    });
  };
}
