import { isViewingRequestMessage, LEAD_STATUSES } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { builtInAssistant } from '../../ai/athena/built-in.ts';
import { newUserMessages, turnHistory } from '../../ai/athena/history.ts';
import { ReplyBlocked } from '../../ai/athena/openai.ts';
import { stepOf } from '../../ai/athena/questions.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from '../../ai/athena/turn.ts';
import type { DbOrTx } from '../../db/connection.ts';
import { raiseAttention } from '../attention/attention.service.ts';
import { appendMessage } from '../conversations/conversation.store.ts';
import { pendingConfirmation } from '../viewings/viewings.service.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import {
  type ChatContext,
  loadChatContext,
  lockTurn,
  turnLeadUpdate,
} from './assistant.queries.ts';
import { preparedLookup } from './knowledge-cache.ts';
import { answersOf, leadStatusOf, unitName } from './turn-input.ts';

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

    const input = await turnInput(context, newMessages, app.config.timezone);
    const { output, heldBack } = await giveTurn(app, provider, context, input);
    try {
      await app.db.transaction(async (tx) => {
        // Under these locks no prospect message can slip in.
        const locked = await lockTurn(tx, context.interest.id, conversationId);
        // Taken over while Athena was thinking: the manager speaks now, not her.
        if (locked.paused) throw new Superseded();
        // With the prospect's messages stored by now (counted under the lock).
        if (locked.userMessages !== userMessagesRead) throw new Superseded();
        await storeTurn(tx, context, output, heldBack);
      });
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
      app.log.debug({ conversationId }, 'assistant turn superseded by a newer prospect message');
    }
  };
}

/** What the engine reads for this turn: the lead as it stands and the prospect's words. */
async function turnInput(
  context: ChatContext,
  newMessages: string[],
  defaultTimeZone: string,
): Promise<TurnInput> {
  const { interest } = context;
  return {
    now: new Date(),
    timeZone: context.property.timeZone ?? defaultTimeZone,
    property: context.property,
    unitLabel: unitName(context.unit),
    status: leadStatusOf(interest.status),
    answers: answersOf(interest),
    pendingQuestion: stepOf(interest.pendingQuestion),
    reaskCount: interest.reaskCount,
    skipped: interest.skippedQuestions.map((s) => stepOf(s)).filter((s) => s !== null),
    newMessages,
    history: turnHistory(context.history),
    viewingMode: context.settings.scheduleViewing,
    lookUp: await preparedLookup(context),
  };
}

/**
 * Athena's answer: the booking's confirmation when the prospect just booked, else the
 * provider's, else (the provider failed, or its reply failed the Fair Housing check: then
 * `heldBack`, shown to the manager, never sent) the built-in engine's.
 */
async function giveTurn(
  app: FastifyInstance,
  provider: AssistantProvider,
  context: ChatContext,
  input: TurnInput,
): Promise<{ output: TurnOutput; heldBack: string | null }> {
  // The chat's 'I would like to schedule a viewing on …' after a booking: Athena confirms
  // the booking in reply, so the confirmation follows the request in the transcript.
  const confirmation = input.newMessages.some(isViewingRequestMessage)
    ? await pendingConfirmation(app, app.db, context.interest, context.property, context.history)
    : null;
  if (confirmation) {
    const output: TurnOutput = {
      text: confirmation,
      updates: {},
      pendingQuestion: input.pendingQuestion,
      reaskCount: input.reaskCount,
      skipped: input.skipped,
      status: 'SCHEDULING_COMPLETE',
      unanswered: [],
      accessibilityQuestion: null,
    };
    return { output, heldBack: null };
  }
  try {
    return { output: await provider.reply(input), heldBack: null };
  } catch (error) {
    const blocked = error instanceof ReplyBlocked;
    if (blocked)
      app.log.warn(
        {
          conversationId: context.conversation.id,
          provider: provider.name,
          blockedReply: error.reply.slice(0, 500),
        },
        'model reply failed the Fair Housing check; the built-in answer was sent instead',
      );
    else
      app.log.warn(
        { err: error, provider: provider.name },
        'assistant provider failed; built-in answers',
      );
    return { output: await builtInAssistant.reply(input), heldBack: blocked ? error.reply : null };
  }
}

/**
 * Stores a turn under its locks: the lead's answers and status, Athena's message, the
 * webhook of a status change, and what needs the manager now, each once: a question she
 * could not answer, an accommodation request, the times a prospect asked for (TEXT mode),
 * a held-back reply.
 */
async function storeTurn(
  tx: DbOrTx,
  context: ChatContext,
  output: TurnOutput,
  heldBack: string | null,
) {
  const { interest, property } = context;
  const conversationId = context.conversation.id;
  // The lead's answers and Athena's reply in one statement.
  await appendMessage(tx, conversationId, 'assistant', output.text, {
    lead: turnLeadUpdate(tx, interest, conversationId, {
      ...output,
      status: laterStatus(interest.status, output.status),
    }),
  });
  const before = interest.status;
  const after = before === 'SCHEDULING_COMPLETE' ? before : laterStatus(before, output.status);
  if (after !== before) {
    await emitWebhookEvent(tx, {
      type: 'lead.status_changed',
      propertyId: property.id,
      unitId: interest.unitId,
      data: { leadId: interest.id, previousStatus: before, status: after },
    });
  }
  const about = {
    propertyId: property.id,
    interestId: interest.id,
    conversationId,
    unitId: interest.unitId,
  };
  const requests = output.attention ?? [];
  if (output.accessibilityQuestion && !requests.some((r) => r.kind === 'ACCOMMODATION_REQUEST'))
    requests.push({ kind: 'ACCOMMODATION_REQUEST', text: output.accessibilityQuestion });
  for (const request of requests) await raiseAttention(tx, { ...about, ...request });
  for (const question of new Set(output.unanswered))
    await raiseAttention(tx, { ...about, kind: 'UNANSWERED_QUESTION', text: question });
  if (heldBack) await raiseAttention(tx, { ...about, kind: 'REPLY_HELD_BACK', text: heldBack });
}
