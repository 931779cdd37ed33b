import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { queueAssistantReply } from '../conversations/index.ts';
import { setAssistantPaused } from './lead-conversation.queries.ts';

/**
 * The manager pauses Athena on a lead (in every thread of its chat: a prospect's reset
 * does not undo it), or hands it back to her: then she takes her turn in the thread the
 * prospect writes in now, answering what they wrote while she was paused, or greeting
 * them in a thread a reset started (a turn with nothing to answer says nothing). 404 for
 * a lead that is gone.
 */
export async function setLeadAssistant(db: Db, leadId: string, paused: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await setAssistantPaused(tx, leadId, paused);
    if (!lead) throw notFound('Lead');
    if (!paused && lead.conversationId) await queueAssistantReply(tx, lead.conversationId);
  });
}
