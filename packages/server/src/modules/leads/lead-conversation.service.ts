import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { queueAssistantReply } from '../conversations/interests.ts';
import { hasProspectMessage, setAssistantPaused } from './lead-conversation.queries.ts';

/**
 * The manager pauses Athena in a lead's chat, or hands it back to her: then she answers what
 * the prospect wrote while she was paused, if anything. 404 for a conversation that is gone.
 */
export async function setLeadAssistant(
  db: Db,
  conversationId: string,
  paused: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await setAssistantPaused(tx, conversationId, paused))) throw notFound('Conversation');
    if (!paused && (await hasProspectMessage(tx, conversationId))) {
      await queueAssistantReply(tx, conversationId);
    }
  });
}
