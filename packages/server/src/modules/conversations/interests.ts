import { phoneOfSmsPlaceholder } from '@porchlight/domain';
import type { SQL } from 'drizzle-orm';
import { plainJobSql } from '../../jobs/queue.ts';
import { raiseAttention } from '../attention/index.ts';
import { emitWebhookEvent, findEventOwner } from '../webhooks/index.ts';
import { type DbOrTx, openConversation } from './conversation.store.ts';
import {
  findInterest,
  findProspectEmail,
  findProspectRow,
  insertInterestIfNew,
  insertProspectIfNew,
  runJobStatement,
} from './conversations.queries.ts';

export const ASSISTANT_REPLY_TASK = 'assistant.reply';

/**
 * Queues Athena's turn for a conversation. Messages sent in quick succession share it: a
 * turn reads every message there is when it runs, and a conversation's turns run one after
 * another in a process (reply.task.ts), so the next finds them answered.
 */
export async function queueAssistantReply(
  db: DbOrTx,
  conversationId: string,
  options: { later?: boolean } = {},
): Promise<string> {
  return runJobStatement(db, assistantReplyJob(conversationId, options)());
}

/**
 * `queueAssistantReply`'s statement, to run within another (appendMessage's `andThen`);
 * with `later`, a job that waits REPLY_FALLBACK_MS, for a turn this process gives at once
 * (`app.jobsNow`) and then deletes.
 */
export const assistantReplyJob =
  (conversationId: string, { later = false } = {}) =>
  (gate?: SQL): SQL =>
    plainJobSql(
      ASSISTANT_REPLY_TASK,
      { conversationId },
      {
        maxAttempts: 5,
        ...(gate ? { gate } : {}),
        ...(later ? { delayMs: REPLY_FALLBACK_MS } : {}),
      },
    );

/**
 * How long the job of a turn given at once waits before a worker may take it: longer than
 * a turn usually takes (a model's answer is awaited ASSISTANT_TIMEOUT_MS, 15 s by default),
 * so it runs when the process that stored the message stopped (a turn it could not give is
 * made due at once). Should it come due while a slow turn is still under way, the worker's
 * turn waits for that one in the same process, or loses the race to it in another: the
 * message is answered once either way (reply.task.ts).
 */
export const REPLY_FALLBACK_MS = 60_000;

/** A full name as first name (the first word) and last name (the rest). */
function splitName(name: string | undefined) {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return {};
  return { firstName: words[0], lastName: words.slice(1).join(' ') || null };
}

/** The prospect identity for an e-mail, created when new (with the name given, if any). */
export async function findOrCreateProspect(db: DbOrTx, email: string, name?: string) {
  const prospect = (await createProspect(db, email, name)) ?? (await findProspectRow(db, email));
  if (!prospect) throw new Error('The prospect was not stored.');
  return prospect;
}

/** A new prospect identity for an e-mail (with the name given, if any); undefined if known. */
export const createProspect = (db: DbOrTx, email: string, name?: string) =>
  insertProspectIfNew(db, { email, ...splitName(name) });

/**
 * The prospect's interest in a property, with its open conversation: created (status
 * PRE_SCREENING, so the manager's leads show it at once) when missing, reused otherwise.
 * A new conversation gets Athena's greeting queued. `email`, when the caller has it, is the
 * prospect's (saves reading it back for the new lead's webhook and notice).
 */
export async function ensureInterest(
  db: DbOrTx,
  propertyId: string,
  unitId: string | null,
  potentialTenantId: string,
  options: { greetLater?: boolean; email?: string } = {},
) {
  const created = await insertInterestIfNew(db, { propertyId, unitId, potentialTenantId });
  const interest = created ?? (await findInterest(db, propertyId, potentialTenantId));
  if (!interest) throw new Error('The interest was not stored.');
  // The new lead's event and notice, for its manager (the seeded demo has none): one
  // lookup of the manager for both.
  const known = created && { owner: await findEventOwner(db, propertyId) };
  if (known?.owner) {
    const email = options.email ?? (await findProspectEmail(db, potentialTenantId));
    // A prospect who texted is known by their number until they give an address.
    const shown = phoneOfSmsPlaceholder(email) ?? email;
    await emitWebhookEvent(
      db,
      {
        type: 'lead.created',
        propertyId,
        unitId: interest.unitId,
        data: { leadId: interest.id, email: email ?? null, status: interest.status },
      },
      known,
    );
    await raiseAttention(db, {
      kind: 'NEW_LEAD',
      text: shown ?? 'A new prospect',
      propertyId,
      interestId: interest.id,
      unitId: interest.unitId,
      known,
    });
  }
  if (interest.conversationId) {
    return { ...interest, conversationId: interest.conversationId, greeting: null };
  }
  const opened = await openNewConversation(
    db,
    interest.id,
    propertyId,
    interest.unitId ?? unitId,
    potentialTenantId,
    options,
  );
  return { ...interest, ...opened };
}

/**
 * Starts a fresh conversation for an interest (first chat or reset) and queues the
 * greeting; with `greetLater`, its job waits for the caller to give the turn at once
 * (`app.jobsNow`), and `greeting` is that job.
 */
export async function openNewConversation(
  db: DbOrTx,
  interestId: string,
  propertyId: string,
  unitId: string | null,
  potentialTenantId: string,
  { greetLater = false }: { greetLater?: boolean } = {},
) {
  const opened = await openConversation(
    db,
    { kind: 'PROPERTY_INTEREST', propertyId, unitId, potentialTenantId },
    interestId,
    (conversationId, gate) => assistantReplyJob(conversationId, { later: greetLater })(gate),
  );
  if (!opened) throw new Error('The interest disappeared.');
  if (!opened.thenId) throw new Error("Athena's greeting was not queued.");
  return { conversationId: opened.conversationId, greeting: opened.thenId };
}
