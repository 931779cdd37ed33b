import { isViewingRequestMessage, LEAD_STATUSES } from '@porchlight/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, tenantPropertyInterests } from '../../db/schema/index.ts';
import { raiseAttention } from '../../modules/attention/attention.service.ts';
import { appendMessage } from '../../modules/chat/conversation.store.ts';
import { pendingConfirmation } from '../../modules/viewings/viewings.service.ts';
import { emitWebhookEvent } from '../../modules/webhooks/events.ts';
import { builtInAssistant } from './built-in.ts';
import {
  answersOf,
  leadStatusOf,
  loadChatContext,
  newUserMessages,
  stepOf,
  turnHistory,
  unitName,
} from './context.ts';
import { preparedLookup } from './knowledge-cache.ts';
import { ReplyBlocked } from './openai.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from './turn.ts';

const STATUS_ORDER: readonly string[] = LEAD_STATUSES;
/** A lead's status only moves forward (the domain's order): a late reply never undoes a booking. */
const laterStatus = (a: string, b: string) =>
  STATUS_ORDER.indexOf(b) > STATUS_ORDER.indexOf(a) ? b : a;

/** Thrown inside the reply's transaction to roll it back: a newer turn answers instead. */
class Superseded extends Error {}

/**
 * The job that gives Athena's turn in a prospect conversation: reads the conversation and
 * its property (never anything else), asks the provider, and stores the reply with the
 * lead's new answers in one transaction. A provider failure falls back to the built-in one.
 *
 * A prospect may write again while the provider thinks (a slow model takes up to
 * ASSISTANT_TIMEOUT_MS): that message queued another turn, which reads it with everything
 * before it. So a turn stores its reply only if no prospect message arrived since it read
 * the conversation, checked under the conversation's lock; otherwise it is dropped and the
 * newer turn gives the one reply (no message answered twice, none left unanswered).
 */
export function createReplyTask(app: FastifyInstance, provider: AssistantProvider) {
  return async (payload: unknown): Promise<void> => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId !== 'string') return;
    const context = await loadChatContext(app.db, conversationId);
    // The manager took over: Athena stays silent until it is handed back (which queues a turn).
    if (!context || context.conversation.assistantPaused) return;
    const newMessages = newUserMessages(context.history);
    const opening = context.history.length === 0;
    if (!opening && newMessages.length === 0) return; // already answered
    const userMessagesRead = context.history.filter((m) => m.role === 'user').length;

    const input: TurnInput = {
      now: new Date(),
      timeZone: context.property.timeZone ?? app.config.timezone,
      property: context.property,
      unitLabel: unitName(context.unit),
      status: leadStatusOf(context.interest.status),
      answers: answersOf(context.interest),
      pendingQuestion: stepOf(context.interest.pendingQuestion),
      reaskCount: context.interest.reaskCount,
      skipped: context.interest.skippedQuestions.map((s) => stepOf(s)).filter((s) => s !== null),
      newMessages,
      history: turnHistory(context.history),
      viewingMode: context.settings.scheduleViewing,
      lookUp: await preparedLookup(context),
    };
    let output: TurnOutput;
    /** A model reply that failed the Fair Housing check: shown to the manager, never sent. */
    let heldBack: string | null = null;
    // The chat's 'I would like to schedule a viewing on …' after a booking: Athena confirms
    // the booking in reply, so the confirmation follows the request in the transcript.
    const confirmation = newMessages.some(isViewingRequestMessage)
      ? await pendingConfirmation(app, app.db, context.interest, context.property, context.history)
      : null;
    try {
      output = confirmation
        ? {
            text: confirmation,
            updates: {},
            pendingQuestion: input.pendingQuestion,
            reaskCount: input.reaskCount,
            skipped: input.skipped,
            status: 'SCHEDULING_COMPLETE',
            unanswered: [],
            accessibilityQuestion: null,
          }
        : await provider.reply(input);
    } catch (error) {
      if (error instanceof ReplyBlocked) heldBack = error.reply;
      if (error instanceof ReplyBlocked)
        app.log.warn(
          { conversationId, provider: provider.name, blockedReply: error.reply.slice(0, 500) },
          'model reply failed the Fair Housing check; the built-in answer was sent instead',
        );
      else
        app.log.warn(
          { err: error, provider: provider.name },
          'assistant provider failed; built-in answers',
        );
      output = await builtInAssistant.reply(input);
    }

    try {
      await app.db.transaction(async (tx) => {
        // The lead, then the conversation: the order every writer locks them in (a message's
        // append does too). Under these locks no prospect message can slip in. NO KEY UPDATE,
        // as the writers' own updates take: rows that merely reference the lead or the
        // conversation (a call, a message) are not held up by the turn.
        await tx
          .select({ id: tenantPropertyInterests.id })
          .from(tenantPropertyInterests)
          .where(eq(tenantPropertyInterests.id, context.interest.id))
          .for('no key update');
        // With the prospect's messages stored by now (counted under the lock).
        const [locked] = await tx
          .select({
            paused: conversations.assistantPaused,
            userMessages: sql<number>`(select count(*) from messages as m
              where m.conversation_id = ${conversationId} and m.role = 'user')`.mapWith(Number),
          })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .for('no key update', { of: conversations });
        // Taken over while Athena was thinking: the manager speaks now, not her.
        if (locked?.paused) throw new Superseded();
        if ((locked?.userMessages ?? 0) !== userMessagesRead) throw new Superseded();

        await tx
          .update(tenantPropertyInterests)
          .set({
            ...output.updates,
            pendingQuestion: output.pendingQuestion,
            reaskCount: output.reaskCount,
            skippedQuestions: output.skipped,
            status: sql`case when ${tenantPropertyInterests.status} = 'SCHEDULING_COMPLETE' then 'SCHEDULING_COMPLETE' else ${laterStatus(context.interest.status, output.status)} end`,
            unansweredQuestions: [
              ...context.interest.unansweredQuestions,
              ...output.unanswered,
            ].slice(-50),
            updatedAt: new Date(),
          })
          .where(eq(tenantPropertyInterests.id, context.interest.id));
        await appendMessage(tx, conversationId, 'assistant', output.text);
        const before = context.interest.status;
        const after =
          before === 'SCHEDULING_COMPLETE' ? before : laterStatus(before, output.status);
        if (after !== before) {
          await emitWebhookEvent(tx, {
            type: 'lead.status_changed',
            propertyId: context.property.id,
            unitId: context.interest.unitId,
            data: { leadId: context.interest.id, previousStatus: before, status: after },
          });
        }
        const about = {
          propertyId: context.property.id,
          interestId: context.interest.id,
          conversationId,
          unitId: context.interest.unitId,
        };
        // What needs the manager now, each once: a question she could not answer, an
        // accommodation request, the times a prospect asked for (TEXT mode), a held-back reply.
        const requests = output.attention ?? [];
        if (
          output.accessibilityQuestion &&
          !requests.some((r) => r.kind === 'ACCOMMODATION_REQUEST')
        )
          requests.push({ kind: 'ACCOMMODATION_REQUEST', text: output.accessibilityQuestion });
        for (const request of requests) await raiseAttention(tx, { ...about, ...request });
        for (const question of new Set(output.unanswered))
          await raiseAttention(tx, { ...about, kind: 'UNANSWERED_QUESTION', text: question });
        if (heldBack)
          await raiseAttention(tx, { ...about, kind: 'REPLY_HELD_BACK', text: heldBack });
      });
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
      app.log.debug({ conversationId }, 'assistant turn superseded by a newer prospect message');
    }
  };
}
