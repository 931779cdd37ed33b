import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { enqueue } from '../../jobs/queue.ts';
import { appendMessage } from './conversation.store.ts';
import { findUserName, markProspectSeen, pauseLeadAssistant } from './conversations.queries.ts';

export const UNREAD_REPLY_TASK = 'chat.unread-reply';

/** The manager's name as the prospect sees it on their messages. */
export async function managerName(db: DbOrTx, userId: string): Promise<string> {
  const user = await findUserName(db, userId);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Property manager';
}

/**
 * The manager writes in a prospect's chat as themselves: the message arrives live (the
 * conversation's stream), and is e-mailed if the prospect has not read it after
 * UNREAD_REPLY_MAIL_DELAY_SECONDS. `pause` keeps Athena silent in the lead's chat until
 * handed back.
 */
export async function writeAsManager(
  app: FastifyInstance,
  tx: DbOrTx,
  message: { conversationId: string; userId: string; text: string; pause: boolean },
): Promise<void> {
  const author = await managerName(tx, message.userId);
  // The message first: it locks the lead before the conversation, the order every writer
  // keeps. Athena's turn reads the pause under the same locks, after this commits.
  const stored = await appendMessage(tx, message.conversationId, 'manager', message.text, {
    authorName: author,
  });
  if (message.pause) {
    // The lead's pause: it holds in every thread of the lead, a reset's new one too.
    await pauseLeadAssistant(tx, message.conversationId);
  }
  await enqueue(
    tx,
    UNREAD_REPLY_TASK,
    { conversationId: message.conversationId, messageId: stored.id },
    { runAt: new Date(Date.now() + app.config.unreadReplyDelayMs), maxAttempts: 5 },
  );
}

/**
 * Notes that the prospect was just sent messages of their conversation (a poll's 200 or the
 * stream) among which a manager wrote, so that message is not e-mailed too. Only then: the
 * mail is only ever about a manager's message, and a write per reply sent would be a
 * statement in every turn. A failure costs at most an extra e-mail, so it is logged.
 */
export function seenIfManager(
  app: FastifyInstance,
  conversationId: string,
  sent: readonly { role: string }[],
): void {
  if (!sent.some((message) => message.role === 'manager')) return;
  markProspectSeen(app.db, conversationId).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not note a read conversation'),
  );
}
