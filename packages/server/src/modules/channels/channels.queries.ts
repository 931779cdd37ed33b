import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  inboundEmails,
  messages,
  potentialTenants,
  properties,
  smsOptOuts,
  tenantPropertyInterests,
} from '../../db/schema/index.ts';
import { announceConversationChange, emailOptedOut } from '../conversations/index.ts';

/** A conversation's e-mail and text messages waiting to go out, oldest first. */
export const queuedMessages = (db: DbOrTx, conversationId: string) =>
  db
    .select({ id: messages.id, channel: messages.channel })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.delivery, 'QUEUED')))
    .orderBy(asc(messages.seq));

/**
 * Takes a queued message for sending (QUEUED → SENDING), with what its e-mail or text
 * needs; null when another worker took it, or it is no longer queued.
 */
export async function claimMessage(db: DbOrTx, messageId: string) {
  const [claimed] = await db
    .update(messages)
    .set({ delivery: 'SENDING' })
    .where(and(eq(messages.id, messageId), eq(messages.delivery, 'QUEUED')))
    .returning({ id: messages.id });
  return claimed ? claimedContext(db, messageId) : null;
}

/** What an outgoing message's e-mail or text needs: its thread, prospect and property. */
export async function claimedContext(db: DbOrTx, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      authorName: messages.authorName,
      channel: messages.channel,
      createdAt: messages.createdAt,
      conversationId: conversations.id,
      unitId: conversations.unitId,
      emailThreadId: conversations.emailThreadId,
      emailOptedOut: emailOptedOut(conversations),
      smsPhone: conversations.smsPhone,
      smsNumber: conversations.smsNumber,
      email: potentialTenants.email,
      propertyId: properties.id,
      propertyName: properties.name,
      address: properties.address,
      timeZone: properties.timeZone,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(potentialTenants, eq(potentialTenants.id, conversations.potentialTenantId))
    .where(eq(messages.id, messageId));
  return row ?? null;
}
export type ClaimedMessage = NonNullable<Awaited<ReturnType<typeof claimMessage>>>;

/**
 * Records how a message's delivery stands (and the provider's id, when it has one), and
 * moves its conversation's version on so the manager's view shows it. A message that has
 * reached a later state (DELIVERED before a late SENT callback) keeps it.
 */
export async function setDelivery(
  db: DbOrTx,
  messageId: string,
  delivery: 'QUEUED' | 'SENT' | 'DELIVERED' | 'FAILED' | 'NOT_SENT',
  details: { error?: string | null; externalId?: string | null } = {},
) {
  const rank = sql`(case ${messages.delivery} when 'DELIVERED' then 3 when 'FAILED' then 3
    when 'NOT_SENT' then 3 when 'SENT' then 2 else 1 end)`;
  // Only forward: an ended delivery (delivered, failed, not sent) never changes again, so a
  // second failure report finds nothing to fail and tells nobody twice.
  const target = { QUEUED: 1, SENT: 2, DELIVERED: 3, FAILED: 3, NOT_SENT: 3 }[delivery];
  const [row] = await db
    .update(messages)
    .set({
      delivery,
      ...(details.error !== undefined
        ? { deliveryError: details.error?.slice(0, 500) ?? null }
        : {}),
      ...(details.externalId ? { externalId: details.externalId } : {}),
    })
    .where(
      and(eq(messages.id, messageId), delivery === 'QUEUED' ? sql`true` : sql`${rank} < ${target}`),
    )
    .returning({ conversationId: messages.conversationId });
  if (row) {
    await db
      .update(conversations)
      .set({ version: sql`${conversations.version} + 1` })
      .where(eq(conversations.id, row.conversationId));
    await announceConversationChange(db, row.conversationId);
  }
  return row ?? null;
}

/** The prospect's last message on a channel in the conversation (its time and id), or null. */
export async function lastFromProspect(
  db: DbOrTx,
  conversationId: string,
  channel: 'EMAIL' | 'SMS',
) {
  const [row] = await db
    .select({ createdAt: messages.createdAt, externalId: messages.externalId })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.role, 'user'),
        eq(messages.channel, channel),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return row ?? null;
}

/** Whether a number texted STOP to one of our numbers (and not START since). */
export async function optedOut(db: DbOrTx, phone: string, number: string) {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.phone, phone), eq(smsOptOuts.number, number)));
  return row !== undefined;
}

/**
 * How many of Athena's messages went to this address (EMAIL) or number (SMS) since
 * `since`, across the prospect's threads: the loop guard against an auto-responder.
 */
export async function automaticSince(
  db: DbOrTx,
  to: { channel: 'EMAIL'; email: string } | { channel: 'SMS'; phone: string },
  since: Date,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(potentialTenants, eq(potentialTenants.id, conversations.potentialTenantId))
    .where(
      and(
        to.channel === 'EMAIL'
          ? eq(potentialTenants.email, to.email)
          : eq(conversations.smsPhone, to.phone),
        eq(messages.role, 'assistant'),
        eq(messages.channel, to.channel),
        sql`${messages.delivery} in ('SENDING', 'SENT', 'DELIVERED')`,
        sql`${messages.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.count ?? 0;
}

/** Texts still being sent (SENDING) that were written before `before`, with their thread. */
export const stuckTexts = (db: DbOrTx, before: Date) =>
  db
    .select({
      id: messages.id,
      propertyId: conversations.propertyId,
      conversationId: conversations.id,
      unitId: conversations.unitId,
      smsPhone: conversations.smsPhone,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.delivery, 'SENDING'),
        eq(messages.channel, 'SMS'),
        sql`${messages.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);

/** Records the Message-ID an e-mail went out with. */
export async function setMessageExternalId(
  tx: DbOrTx,
  messageId: string,
  externalId: string,
): Promise<void> {
  await tx.update(messages).set({ externalId }).where(eq(messages.id, messageId));
}

/** Makes this Message-ID the conversation's e-mail thread, unless it already has one. */
export async function startEmailThread(
  tx: DbOrTx,
  conversationId: string,
  id: string,
): Promise<void> {
  await tx.execute(
    sql`update conversations set email_thread_id = ${id}
      where id = ${conversationId} and email_thread_id is null`,
  );
}

/** The conversation an unsubscribe link names, with its property's address, if any. */
export async function findUnsubscribeTarget(db: DbOrTx, conversationId: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      address: properties.address,
      optedOut: conversations.emailOptedOutAt,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(eq(conversations.id, conversationId));
  return row;
}

/** Stops a conversation's e-mails; the first opt-out's time stays. */
export async function optOutOfEmail(db: DbOrTx, conversationId: string): Promise<void> {
  await db
    .update(conversations)
    .set({ emailOptedOutAt: sql`coalesce(${conversations.emailOptedOutAt}, now())` })
    .where(eq(conversations.id, conversationId));
}

/**
 * The thread a reply to this conversation's mail goes on: the lead's current conversation
 * (a reply to a thread the prospect has since started over goes on in the new one), with its
 * property, unit, manager and the prospect's e-mail; undefined when the conversation is gone.
 */
export async function findReplyThread(db: DbOrTx, conversationId: string) {
  const [thread] = await db
    .select({
      id: sql<string>`coalesce(${tenantPropertyInterests.conversationId}, ${conversations.id})`,
      propertyId: conversations.propertyId,
      unitId: conversations.unitId,
      userId: properties.userId,
      email: potentialTenants.email,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(potentialTenants, eq(potentialTenants.id, conversations.potentialTenantId))
    .leftJoin(
      tenantPropertyInterests,
      and(
        eq(tenantPropertyInterests.propertyId, conversations.propertyId),
        eq(tenantPropertyInterests.potentialTenantId, conversations.potentialTenantId),
      ),
    )
    .where(eq(conversations.id, conversationId));
  return thread;
}

/** Keeps a received mail with its outcome; returns its id. */
export async function keepInboundEmail(
  db: DbOrTx,
  values: typeof inboundEmails.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(inboundEmails).values(values).returning({ id: inboundEmails.id });
  return row!.id;
}

/** Whether the conversation already holds a message with this external id. */
export async function hasExternalMessage(
  db: DbOrTx,
  conversationId: string,
  externalId: string,
): Promise<boolean> {
  const [seen] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.externalId, externalId)));
  return seen !== undefined;
}

/** An e-mail message a bounce is about, with its thread, prospect and manager; or undefined. */
export async function findBouncedMessage(db: DbOrTx, messageId: string) {
  const [about] = await db
    .select({
      id: messages.id,
      propertyId: conversations.propertyId,
      conversationId: conversations.id,
      unitId: conversations.unitId,
      email: potentialTenants.email,
      userId: properties.userId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(potentialTenants, eq(potentialTenants.id, conversations.potentialTenantId))
    .where(and(eq(messages.id, messageId), eq(messages.channel, 'EMAIL')));
  return about;
}

/** The lead whose current conversation this is, or null. */
export async function findLeadIdOfConversation(
  tx: DbOrTx,
  conversationId: string,
): Promise<string | null> {
  const [interest] = await tx
    .select({ id: tenantPropertyInterests.id })
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.conversationId, conversationId));
  return interest?.id ?? null;
}

/** The conversation's latest e-mail sent by Athena or the manager (not failed), if any. */
export async function lastOutgoingEmail(
  db: DbOrTx,
  conversationId: string,
): Promise<string | undefined> {
  const [last] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.channel, 'EMAIL'),
        sql`${messages.role} <> 'user'`,
        sql`${messages.delivery} in ('SENDING', 'SENT', 'DELIVERED')`,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return last?.id;
}
