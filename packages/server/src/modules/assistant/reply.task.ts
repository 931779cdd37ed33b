import {
  isSmsPlaceholderEmail,
  isViewingRequestMessage,
  LEAD_STATUSES,
  splitPersonName,
} from '@porchlight/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { builtInAssistant } from '../../ai/athena/built-in.ts';
import { newUserMessages, turnHistory } from '../../ai/athena/history.ts';
import { ReplyBlocked } from '../../ai/athena/openai.ts';
import { stepOf } from '../../ai/athena/questions.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from '../../ai/athena/turn.ts';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { jobDoneSql } from '../../jobs/queue.ts';
import type { TaskHandler } from '../../jobs/runner.ts';
import { raiseAttention } from '../attention/index.ts';
import { appendMessage } from '../conversations/index.ts';
import { pendingConfirmation } from '../viewings/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import {
  type ChatContext,
  fillProspectEmail,
  fillProspectName,
  loadChatContext,
  turnLeadUpdate,
} from './assistant.queries.ts';
import { preparedLookup } from './knowledge-cache.ts';
import { answersOf, leadStatusOf, unitName } from './turn-input.ts';

const STATUS_ORDER: readonly string[] = LEAD_STATUSES;
/** A lead's status only moves forward (the domain's order): a late reply never undoes a booking. */
const laterStatus = (a: string, b: string) =>
  STATUS_ORDER.indexOf(b) > STATUS_ORDER.indexOf(a) ? b : a;

/**
 * How many times a turn is given in one job when the conversation changed while it was
 * being given; past that the job fails and is retried later (graphile-worker's backoff).
 */
const TURN_ATTEMPTS = 3;

/**
 * The job that gives Athena's turn in a prospect conversation: reads the conversation and
 * its property (never anything else), asks the provider, and stores the reply with the
 * lead's new answers in one statement. A provider failure falls back to the built-in one.
 *
 * A prospect may write again while the provider thinks (a slow model takes up to
 * ASSISTANT_TIMEOUT_MS), and the manager may write or take over. So a turn stores its
 * reply only if the conversation is still as it read it (its version, checked on the
 * locked row) and Athena is not paused; otherwise nothing of it is stored, and it is given
 * again from the conversation as it now stands unless a prospect message came in (whose
 * own turn answers). No message is answered twice, and none is left unanswered.
 */
export function createReplyTask(app: FastifyInstance, provider: AssistantProvider): TaskHandler {
  /** Each conversation's turn under way in this process, and those queued behind it. */
  const turns = new Map<string, Promise<boolean>>();
  /** Gives the turn; answers whether its reply's statement deleted `fallbackJob`. */
  const answer = async (conversationId: string, fallbackJob?: string): Promise<boolean> => {
    let read: number | undefined;
    for (let attempt = 1; attempt <= TURN_ATTEMPTS; attempt++) {
      const turn = await giveTurnOnce(app, provider, conversationId, read, fallbackJob);
      if (turn.done) return turn.stored && fallbackJob !== undefined;
      read = turn.userMessages;
      app.log.debug({ conversationId, attempt }, 'the conversation changed during the turn');
    }
    throw new Error('The conversation kept changing while Athena answered; the turn is retried.');
  };
  return async (payload, { fallbackJob }) => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId !== 'string') return false;
    // One turn at a time per conversation: a job for a conversation whose turn is under way
    // waits for it, then finds answered what it read (one model call, not two racing).
    const before = turns.get(conversationId);
    const mine = (before ?? Promise.resolve())
      .catch(() => {})
      .then(() => answer(conversationId, fallbackJob));
    turns.set(conversationId, mine);
    try {
      return await mine;
    } finally {
      if (turns.get(conversationId) === mine) turns.delete(conversationId);
    }
  };
}

/**
 * One turn. Not done when the conversation changed before its reply could be stored;
 * done without a reply when there is nothing to answer, or when, on a second try
 * (`userMessagesBefore`: the prospect messages the last try read), what changed is a new
 * prospect message: that message queued a turn of its own, which answers it with the rest.
 */
async function giveTurnOnce(
  app: FastifyInstance,
  provider: AssistantProvider,
  conversationId: string,
  userMessagesBefore: number | undefined,
  fallbackJob: string | undefined,
): Promise<{ done: boolean; stored: boolean; userMessages: number }> {
  const context = await loadChatContext(app.db, conversationId);
  const userMessages = context?.history.filter((m) => m.role === 'user').length ?? 0;
  const done = { done: true, stored: false, userMessages };
  // The manager took over the lead: Athena stays silent, in this thread or one a reset
  // started, until it is handed back (which queues a turn).
  if (!context || context.interest.assistantPaused) return done;
  if (userMessagesBefore !== undefined && userMessages !== userMessagesBefore) return done;
  const newMessages = newUserMessages(context.history);
  const opening = context.history.length === 0;
  if (!opening && newMessages.length === 0) return done; // already answered
  const input = await turnInput(context, newMessages, app.config.timezone);
  const { output, heldBack } = await giveTurn(app, provider, context, input);
  const stored = await storeTurn(app.db, context, input, output, heldBack, fallbackJob);
  return { done: stored, stored, userMessages };
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
    prospectName: context.firstName,
    needsEmail: isSmsPlaceholderEmail(context.email),
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
 * Stores a turn if the conversation is as the turn read it (answers whether it was): the
 * lead's answers, name and status with Athena's message in one statement, then, in the same
 * transaction when there are any, the name on the prospect when they had none, the webhook
 * of a status change and what needs the manager now, each once: a question she could not
 * answer, an accommodation request, the times a prospect asked for (TEXT mode), a
 * maintenance request, a held-back reply.
 */
async function storeTurn(
  db: Db,
  context: ChatContext,
  input: TurnInput,
  output: TurnOutput,
  heldBack: string | null,
  fallbackJob: string | undefined,
): Promise<boolean> {
  const { interest, property } = context;
  const conversationId = context.conversation.id;
  const status = laterStatus(interest.status, output.status);
  const name = splitPersonName(output.prospectName);
  const append = async (writer: DbOrTx) =>
    (await appendMessage(writer, conversationId, 'assistant', output.text, {
      unchangedSince: context.conversation.version,
      lead: (gate) =>
        turnLeadUpdate(writer, interest, conversationId, { ...output, status, name }, gate),
      // The job waiting in case this turn could not be given goes with the reply.
      ...(fallbackJob ? { andThen: (gate: SQL) => jobDoneSql(fallbackJob, gate) } : {}),
    })) !== null;

  const before = interest.status;
  const after = before === 'SCHEDULING_COMPLETE' ? before : status;
  const about = {
    propertyId: property.id,
    interestId: interest.id,
    conversationId,
    unitId: interest.unitId,
  };
  // Each in the person's words: the prospect's message when the engine gave no text.
  const said = input.newMessages.join('\n');
  const requests = (output.attention ?? []).map((r) => ({ ...r, text: r.text.trim() || said }));
  if (output.accessibilityQuestion && !requests.some((r) => r.kind === 'ACCOMMODATION_REQUEST'))
    requests.push({ kind: 'ACCOMMODATION_REQUEST', text: output.accessibilityQuestion });
  const unanswered = [...new Set(output.unanswered)];
  const email = input.needsEmail ? (output.prospectEmail ?? null) : null;
  if (
    after === before &&
    requests.length === 0 &&
    unanswered.length === 0 &&
    !heldBack &&
    !name &&
    !email
  ) {
    return append(db);
  }
  return db.transaction(async (tx) => {
    if (!(await append(tx))) return false;
    if (name) await fillProspectName(tx, interest.potentialTenantId, name);
    if (email) await fillProspectEmail(tx, interest.potentialTenantId, email);
    if (after !== before) {
      await emitWebhookEvent(tx, {
        type: 'lead.status_changed',
        propertyId: property.id,
        unitId: interest.unitId,
        data: { leadId: interest.id, previousStatus: before, status: after },
      });
    }
    for (const request of requests) await raiseAttention(tx, { ...about, ...request });
    for (const question of unanswered)
      await raiseAttention(tx, { ...about, kind: 'UNANSWERED_QUESTION', text: question });
    if (heldBack) await raiseAttention(tx, { ...about, kind: 'REPLY_HELD_BACK', text: heldBack });
    return true;
  });
}
