import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  messages,
  properties,
  smsOptOuts,
  tenantPropertyInterests,
} from '../../db/schema/index.ts';

/** The reads and writes of texts into a property's number (sms-inbound.ts). */

/** The property whose text number this is, if any. */
export async function propertyOfNumber(db: DbOrTx, number: string) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      userId: properties.userId,
    })
    .from(properties)
    .where(eq(properties.smsNumber, number));
  return row ?? null;
}

/** A property with its text number (null when it has none), or undefined. */
export async function findTextingProperty(db: DbOrTx, propertyId: string) {
  const [property] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      smsNumber: properties.smsNumber,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return property;
}

/** Whether a text with this provider id was received before (Twilio retries a webhook). */
export async function receivedBefore(db: DbOrTx, messageSid: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.externalId, messageSid),
        eq(messages.channel, 'SMS'),
        eq(messages.role, 'user'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Holds the transaction's lock on a text's MessageSid: one receipt per text. */
export async function lockMessageSid(tx: DbOrTx, messageSid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${messageSid}`}))`);
}

/**
 * The prospect who texted (or was texted) from `phone` with the property's `number` before,
 * in the thread latest active; undefined if none.
 */
export async function findTextingProspect(
  tx: DbOrTx,
  propertyId: string,
  phone: string,
  number: string,
) {
  const [known] = await tx
    .select({ prospectId: conversations.potentialTenantId })
    .from(conversations)
    .where(
      and(
        eq(conversations.propertyId, propertyId),
        eq(conversations.smsPhone, phone),
        eq(conversations.smsNumber, number),
        isNotNull(conversations.potentialTenantId),
        // A number someone typed into 'Text me instead' is the thread's only once its owner
        // answered YES: until then, its texts are its own.
        sql`not exists (select 1 from ${tenantPropertyInterests} as pending
          where pending.conversation_id = ${conversations.id}
            and pending.sms_consent_text is not null and pending.sms_consent_at is null)`,
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(1);
  return known;
}

/** The prospect's lead at the property, with its current conversation; undefined if none. */
export async function findProspectLead(tx: DbOrTx, propertyId: string, prospectId: string) {
  const [current] = await tx
    .select({
      id: tenantPropertyInterests.id,
      conversationId: tenantPropertyInterests.conversationId,
      unitId: tenantPropertyInterests.unitId,
    })
    .from(tenantPropertyInterests)
    .where(
      and(
        eq(tenantPropertyInterests.propertyId, propertyId),
        eq(tenantPropertyInterests.potentialTenantId, prospectId),
      ),
    );
  return current;
}

/**
 * Stores a text Porchlight sends itself as Athena's, being sent (SENDING), and moves the
 * conversation's version and both last-message times on; returns the message's id.
 */
export async function insertOwnText(
  tx: DbOrTx,
  conversationId: string,
  content: string,
): Promise<string> {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, role: 'assistant', content, channel: 'SMS', delivery: 'SENDING' })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set({ version: sql`${conversations.version} + 1`, lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  await tx
    .update(tenantPropertyInterests)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(tenantPropertyInterests.conversationId, conversationId));
  return row!.id;
}

/** The texts waiting to go (QUEUED) to `phone` from our `number`, in any thread. */
export const queuedTextsTo = (tx: DbOrTx, phone: string, number: string) =>
  tx
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.smsPhone, phone),
        eq(conversations.smsNumber, number),
        eq(messages.channel, 'SMS'),
        eq(messages.delivery, 'QUEUED'),
      ),
    );

/** Records a STOP from `phone` to `number`; whether it is new (not opted out already). */
export async function addOptOut(tx: DbOrTx, phone: string, number: string): Promise<boolean> {
  const added = await tx
    .insert(smsOptOuts)
    .values({ phone, number })
    .onConflictDoNothing()
    .returning({ phone: smsOptOuts.phone });
  return added.length > 0;
}

/** Lifts a STOP from `phone` to `number` (START). */
export async function removeOptOut(tx: DbOrTx, phone: string, number: string): Promise<void> {
  await tx
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.phone, phone), eq(smsOptOuts.number, number)));
}

/** Makes the conversation's texts go between `phone` and the property's `number`. */
export async function setConversationSms(
  tx: DbOrTx,
  conversationId: string,
  phone: string,
  number: string,
): Promise<void> {
  await tx
    .update(conversations)
    .set({ smsPhone: phone, smsNumber: number })
    .where(eq(conversations.id, conversationId));
}

/** Gives the lead this phone number, unless it has one. */
export async function keepLeadPhone(tx: DbOrTx, interestId: string, phone: string): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({
      phone: sql`coalesce(${tenantPropertyInterests.phone}, ${phone})`,
    })
    .where(eq(tenantPropertyInterests.id, interestId));
}

/** A text we sent (its first part's SID), with its thread; undefined for any other SID. */
export async function findSentText(db: DbOrTx, messageSid: string) {
  const [message] = await db
    .select({
      id: messages.id,
      delivery: messages.delivery,
      conversationId: conversations.id,
      propertyId: conversations.propertyId,
      unitId: conversations.unitId,
      smsPhone: conversations.smsPhone,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.externalId, messageSid),
        eq(messages.channel, 'SMS'),
        sql`${messages.role} <> 'user'`,
      ),
    )
    .limit(1);
  return message;
}

/** Asks the lead's consent to texts in these words (not given yet: no time). */
export async function askSmsConsent(
  tx: DbOrTx,
  interestId: string,
  consentText: string,
): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({
      smsConsentAt: null,
      smsConsentText: consentText,
      updatedAt: new Date(),
    })
    .where(eq(tenantPropertyInterests.id, interestId));
}

/**
 * The latest thread at the property whose 'Text me instead' asked `phone` and is still
 * waiting for its YES; undefined if none.
 */
export async function findPendingConsent(
  tx: DbOrTx,
  propertyId: string,
  phone: string,
  number: string,
) {
  const [pending] = await tx
    .select({ interestId: tenantPropertyInterests.id, conversationId: conversations.id })
    .from(conversations)
    .innerJoin(
      tenantPropertyInterests,
      eq(tenantPropertyInterests.conversationId, conversations.id),
    )
    .where(
      and(
        eq(conversations.propertyId, propertyId),
        eq(conversations.smsPhone, phone),
        eq(conversations.smsNumber, number),
        isNotNull(tenantPropertyInterests.smsConsentText),
        sql`${tenantPropertyInterests.smsConsentAt} is null`,
      ),
    )
    .orderBy(desc(conversations.updatedAt))
    .limit(1);
  return pending;
}

/** Records the lead's consent to texts (now), and its phone number unless it has one. */
export async function confirmSmsConsent(
  tx: DbOrTx,
  interestId: string,
  phone: string,
): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({
      smsConsentAt: new Date(),
      phone: sql`coalesce(${tenantPropertyInterests.phone}, ${phone})`,
      updatedAt: new Date(),
    })
    .where(eq(tenantPropertyInterests.id, interestId));
}
