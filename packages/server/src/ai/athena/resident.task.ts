import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, properties, users } from '../../db/schema/index.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage, conversationMessages } from '../../modules/chat/conversation.store.ts';
import { builtInAssistant } from './built-in.ts';
import { newUserMessages, turnHistory } from './context.ts';
import { loadKnowledgeSource } from './knowledge.ts';
import { preparedLookup } from './knowledge-cache.ts';
import { ReplyBlocked } from './openai.ts';
import type { ScreeningAnswers } from './questions.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from './turn.ts';

/**
 * Athena for residents: answers from the home's rules, payments, moving policies,
 * regulations and lease; what she cannot answer goes to the manager by e-mail at once.
 */
const NO_ANSWERS: ScreeningAnswers = {
  pets: null,
  dogCount: null,
  catCount: null,
  totalPetCount: null,
  dogBreeds: null,
  dogSizeLbs: null,
  emotionalSupportPet: null,
  smoking: null,
  moveInDate: null,
  monthlyIncome: null,
  totalResidents: null,
};

export function createResidentReplyTask(
  app: FastifyInstance,
  provider: AssistantProvider = builtInAssistant,
) {
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
    // The same engine as the prospect chat, as a resident: no pre-screening, no viewings.
    const input: TurnInput = {
      now: new Date(),
      timeZone: property.timeZone ?? app.config.timezone,
      audience: 'resident',
      property,
      unitLabel: source.unit?.unitNumber ? `Unit ${source.unit.unitNumber}` : null,
      status: 'SCHEDULING_COMPLETE',
      answers: NO_ANSWERS,
      pendingQuestion: null,
      reaskCount: 0,
      skipped: [],
      newMessages: [text],
      history: turnHistory(history),
      viewingMode: source.settings.scheduleViewing,
      lookUp: await preparedLookup(source),
    };
    let output: TurnOutput;
    try {
      output = await provider.reply(input);
    } catch (error) {
      app.log.warn(
        error instanceof ReplyBlocked
          ? { conversationId, blockedReply: error.reply.slice(0, 500) }
          : { err: error, provider: provider.name },
        'resident assistant: model reply not used; built-in answers',
      );
      output = await builtInAssistant.reply(input);
    }
    const reply = output.text;
    const needsManager = output.unanswered.length > 0 || (output.attention?.length ?? 0) > 0;
    await app.db.transaction(async (tx) => {
      await appendMessage(tx, conversationId, 'assistant', reply);
      const [manager] = property.userId
        ? await tx.select().from(users).where(eq(users.id, property.userId))
        : [];
      if (needsManager && manager && conversation.residentId) {
        await queueMail(tx, {
          to: manager.email,
          subject: `A resident needs you: ${property.address}`,
          text: `A resident wrote in the Resident AI chat about ${property.address}${source.unit?.unitNumber ? `, unit ${source.unit.unitNumber}` : ''}:\n\n"${text.slice(0, 1000)}"\n\nSee Resident Activity: ${app.config.publicUrl}/activity\n\n— Porchlight`,
        });
      }
    });
  };
}
