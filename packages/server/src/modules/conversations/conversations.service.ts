import type { Db, DbOrTx } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import type { LinkScope } from '../auth/index.ts';
import { findPropertyById, findUnitOfProperty } from '../properties/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { appendMessage } from './conversation.store.ts';
import { announceConversationChange } from './conversation-events.ts';
import { findInterestToWrite, markProspectVerified } from './conversations.queries.ts';
import {
  assistantReplyJob,
  createProspect,
  ensureInterest,
  findOrCreateProspect,
  openNewConversation,
} from './interests.ts';

/** What a chat is about: a property and, optionally, one of its units. */
export type ChatTarget = Awaited<ReturnType<typeof chatTarget>>;

/** The property and (optional) unit a chat is about; a disabled unit takes no new chats. */
export async function chatTarget(db: Db, propertyId: string, unitId: string | null | undefined) {
  const property = await findPropertyById(db, propertyId);
  if (!property || property.status === 'PROCESSING') throw notFound('Property');
  if (!unitId) return { property, unitId: null };
  const unit = await findUnitOfProperty(db, unitId, propertyId);
  if (!unit) throw notFound('Unit');
  if (unit.availability !== 'AVAILABLE') {
    throw conflict(
      'This unit is not taking new chats right now. Please contact the property manager.',
    );
  }
  return { property, unitId: unit.id };
}

/**
 * A new address's prospect and their interest in the target, in one transaction; with the
 * conversation Athena greets in, and the job of her greeting, waiting for the caller to
 * give it at once. Null, with nothing stored, when the address is known already (also when
 * another request stored it first): its owner must sign in by e-mail.
 */
export function startProspectChat(
  db: Db,
  email: string,
  name: string | undefined,
  target: ChatTarget,
) {
  return db.transaction(async (tx) => {
    const prospect = await createProspect(tx, email, name);
    if (!prospect) return null;
    const interest = await ensureInterest(tx, target.property.id, target.unitId, prospect.id, {
      greetLater: true,
      email,
    });
    return { prospect, conversationId: interest.conversationId, greeting: interest.greeting };
  });
}

/**
 * The prospect whose e-mailed link was just consumed: their interest in the link's property
 * (if it still exists), and their address proven, which ends every earlier session of it.
 */
export function signInProspect(db: Db, email: string, scope: LinkScope) {
  return db.transaction(async (tx) => {
    const found = await findOrCreateProspect(tx, email);
    if (scope.propertyId) {
      const property = await findPropertyById(tx, scope.propertyId);
      if (property)
        await ensureInterest(tx, property.id, scope.unitId ?? null, found.id, {
          email: found.email,
        });
    }
    if (!found.verifiedAt) {
      // The address is proven: sessions made from it before, by anyone, end now.
      await markProspectVerified(tx, found.id);
      await revokeSessions(tx, { audience: 'tenant', subject: found.id });
    }
    return found;
  });
}

/** An interest that has a conversation, as ownInterest answers it. */
export type OwnInterest = Awaited<ReturnType<typeof ownInterest>>;

/** The signed-in prospect's interest in a property, or 404. */
export async function ownInterest(db: Db, potentialTenantId: string, propertyId: string) {
  const found = await findInterestToWrite(db, propertyId, potentialTenantId);
  const conversationId = found?.interest.conversationId;
  if (!found || !conversationId) throw notFound('Conversation');
  return { ...found.interest, conversationId, webhook: found.webhook };
}

/**
 * The prospect's message: stored with Athena's turn queued in one statement, and, when the
 * manager takes webhooks, its event recorded in the same transaction. Answers the turn's
 * job, which waits (REPLY_FALLBACK_MS) for the caller to give the turn at once.
 */
export async function postProspectMessage(
  db: Db,
  interest: OwnInterest,
  email: string,
  message: string,
): Promise<string> {
  const text = message.trim();
  const { conversationId } = interest;
  const append = async (tx: DbOrTx) => {
    const stored = await appendMessage(tx, conversationId, 'user', text, {
      andThen: assistantReplyJob(conversationId, { later: true }),
    });
    if (!stored.thenId) throw new Error("Athena's turn was not queued.");
    return stored.thenId;
  };
  if (!interest.webhook) return append(db);
  return db.transaction(async (tx) => {
    const job = await append(tx);
    await emitWebhookEvent(tx, {
      type: 'message.created',
      propertyId: interest.propertyId,
      unitId: interest.unitId,
      data: { leadId: interest.id, conversationId, email, role: 'user', text },
    });
    return job;
  });
}

/** Starts the interest over in a new conversation (the old one stays, for the manager). */
export async function resetProspectChat(db: Db, interest: OwnInterest): Promise<void> {
  await db.transaction((tx) =>
    openNewConversation(
      tx,
      interest.id,
      interest.propertyId,
      interest.unitId,
      interest.potentialTenantId,
    ),
  );
  // After the commit: polls read the new conversation, and open streams move to it.
  await announceConversationChange(db, interest.conversationId);
}
