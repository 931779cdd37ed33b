import type { FastifyInstance } from 'fastify';
import { builtInAssistant } from '../../ai/athena/built-in.ts';
import { newUserMessages, turnHistory } from '../../ai/athena/history.ts';
import { ReplyBlocked } from '../../ai/athena/openai.ts';
import { NO_ANSWERS } from '../../ai/athena/questions.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from '../../ai/athena/turn.ts';
import { queueMail } from '../../mail/outbox.ts';
import { raiseAttention } from '../attention/index.ts';
import { appendMessage, conversationMessages } from '../conversations/index.ts';
import { residentNeedsManagerMail } from './assistant.mails.ts';
import {
  loadKnowledgeSource,
  loadResidentConversation,
  managerEmail,
} from './assistant.queries.ts';
import { preparedLookup } from './knowledge-cache.ts';

/**
 * Athena for residents: answers from the home's rules, payments, moving policies,
 * regulations and lease; what she cannot answer goes to the manager by e-mail at once.
 * A repair the resident reports becomes a maintenance request under Needs attention, on
 * their unit and in their words, in the transaction of her reply: an emergency is listed
 * first and mailed at once; a routine one is mailed as the manager chose.
 */
export function createResidentReplyTask(
  app: FastifyInstance,
  provider: AssistantProvider = builtInAssistant,
) {
  return async (payload: unknown): Promise<void> => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId !== 'string') return;
    const found = await loadResidentConversation(app.db, conversationId);
    if (!found) return;
    const { conversation, property } = found;
    const history = await conversationMessages(app.db, conversationId);
    const text = newUserMessages(history).join('\n').trim();
    if (!text) return;
    const source = await loadKnowledgeSource(app.db, property, conversation.unitId, {
      otherUnits: false,
    });
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
    const attention = output.attention ?? [];
    // A repair is an item of its own (with its own mail); anything else the manager hears of
    // by the resident mail, as before.
    const repairs = attention.filter((a) => a.kind === 'MAINTENANCE_REQUEST');
    const needsManager =
      output.unanswered.length > 0 || attention.some((a) => a.kind !== 'MAINTENANCE_REQUEST');
    const residentId = conversation.residentId;
    await app.db.transaction(async (tx) => {
      await appendMessage(tx, conversationId, 'assistant', reply);
      // Only a resident's own chat: the manager's preview raises nothing.
      if (residentId) {
        for (const repair of repairs) {
          await raiseAttention(tx, {
            kind: 'MAINTENANCE_REQUEST',
            text: repair.text.trim() || text,
            urgency: repair.urgency ?? 'ROUTINE',
            propertyId: property.id,
            unitId: source.unit?.id ?? null,
            conversationId,
            residentId,
          });
        }
      }
      const email = needsManager && residentId && (await managerEmail(tx, property.userId));
      if (email) {
        await queueMail(
          tx,
          residentNeedsManagerMail({
            email,
            address: property.address,
            unitNumber: source.unit?.unitNumber ?? null,
            text,
            publicUrl: app.config.publicUrl,
          }),
        );
      }
    });
  };
}
