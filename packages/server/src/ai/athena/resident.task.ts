import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, properties, users } from '../../db/schema/index.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage, conversationMessages } from '../../modules/chat/conversation.store.ts';
import { checkProspectMessage, injectionReply } from '../guardrails/index.ts';
import { isQuestion } from '../knowledge/index.ts';
import { newUserMessages } from './context.ts';
import { knowledgeLookup, loadKnowledgeSource } from './knowledge.ts';

/**
 * Athena for residents: answers from the home's rules, payments, moving policies,
 * regulations and lease; what she cannot answer goes to the manager by e-mail at once.
 */
export function createResidentReplyTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId !== 'string') return;
    const [conversation] = await app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    if (conversation?.kind !== 'RESIDENT') return;
    const history = await conversationMessages(app.db, conversationId);
    const text = newUserMessages(history).join('\n').trim();
    if (!text) return;
    const [property] = await app.db
      .select()
      .from(properties)
      .where(eq(properties.id, conversation.propertyId));
    if (!property) return;
    const source = await loadKnowledgeSource(app.db, property, conversation.unitId);
    const guard = checkProspectMessage(text);
    const found = guard.kind === 'injection' ? null : knowledgeLookup(source)(text);
    let reply: string;
    if (guard.kind === 'injection') reply = injectionReply();
    else if (found) reply = found.answer;
    else if (isQuestion(text) || guard.kind === 'accessibility') {
      reply =
        "I don't have that in your home's policies or lease, so I've passed your question to your property manager, who will get back to you.";
    } else
      reply =
        'Thanks for letting me know. I have shared this with your property manager. Is there anything about your lease or building rules I can help with?';
    await app.db.transaction(async (tx) => {
      await appendMessage(tx, conversationId, 'assistant', reply);
      const [manager] = property.userId
        ? await tx.select().from(users).where(eq(users.id, property.userId))
        : [];
      if (!found && manager && conversation.residentId) {
        await queueMail(tx, {
          to: manager.email,
          subject: `A resident needs you: ${property.address}`,
          text: `A resident wrote in the Resident AI chat about ${property.address}${source.unit?.unitNumber ? `, unit ${source.unit.unitNumber}` : ''}:\n\n"${text.slice(0, 1000)}"\n\nSee Resident Activity: ${app.config.publicUrl}/activity\n\n— Porchlight`,
        });
      }
    });
  };
}
