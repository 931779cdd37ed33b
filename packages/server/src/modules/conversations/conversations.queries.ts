import { and, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import {
  conversations,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  users,
} from '../../db/schema/index.ts';
import type { CurrentConversation } from './conversation-stream.ts';

/** A prospect's one interest in a property (the pair is unique). */
export const interestOf = (
  propertyId: string | Placeholder,
  potentialTenantId: string | Placeholder,
) =>
  and(
    eq(tenantPropertyInterests.propertyId, propertyId),
    eq(tenantPropertyInterests.potentialTenantId, potentialTenantId),
  );

/** A prospect's interest in a property, if they have one. */
export async function findInterest(db: DbOrTx, propertyId: string, potentialTenantId: string) {
  const [interest] = await db
    .select()
    .from(tenantPropertyInterests)
    .where(interestOf(propertyId, potentialTenantId));
  return interest;
}

/** The interest of `findInterestToWrite`, its statement built once. */
const interestToWrite = oncePerDatabase((db) =>
  db
    .select({
      interest: tenantPropertyInterests,
      webhook: sql<boolean>`exists (select 1 from ${properties} as p
        join ${users} as u on u.id = p.user_id
        where p.id = ${tenantPropertyInterests.propertyId} and u.webhook_url is not null)`,
    })
    .from(tenantPropertyInterests)
    .where(interestOf(sql.placeholder('propertyId'), sql.placeholder('potentialTenantId')))
    .prepare('interest_to_write'),
);

/**
 * A prospect's interest in a property, with whether the property's manager takes webhooks
 * (a message then records its event in a transaction; without, it is one statement). Read
 * for every message a prospect sends.
 */
export async function findInterestToWrite(db: Db, propertyId: string, potentialTenantId: string) {
  const [row] = await interestToWrite(db).execute({ propertyId, potentialTenantId });
  return row;
}

/** Stamps the prospect's address as proven now. */
export async function markProspectVerified(db: DbOrTx, potentialTenantId: string): Promise<void> {
  await db
    .update(potentialTenants)
    .set({ verifiedAt: new Date() })
    .where(eq(potentialTenants.id, potentialTenantId));
}

/**
 * The conversation the prospect's interest in a property names now, as a scalar subquery
 * (a reset replaces it): what a stream follows.
 */
export const currentConversationOf = (
  potentialTenantId: string,
  propertyId: string,
): CurrentConversation => sql`select ${tenantPropertyInterests.conversationId} from ${tenantPropertyInterests}
        where ${tenantPropertyInterests.propertyId} = ${propertyId}
          and ${tenantPropertyInterests.potentialTenantId} = ${potentialTenantId}`;

/** The id the subquery `current` gives now, or null when it names no conversation. */
export async function currentConversationId(
  db: DbOrTx,
  current: CurrentConversation,
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string | null }>(sql`select (${current}) as id`);
  return rows[0]?.id ?? null;
}

/**
 * Whether the prospect of a conversation unsubscribed from this property's e-mail, in this
 * thread or any other (a reset's, an earlier lead's): it holds for the prospect and the
 * home, not one thread.
 */
export const emailOptedOut = (conversation: typeof conversations) =>
  sql<boolean>`exists (select 1 from ${conversations} as other
    where other.potential_tenant_id = ${conversation.potentialTenantId}
      and other.property_id = ${conversation.propertyId}
      and other.email_opted_out_at is not null)`;

/** Sends a NOTIFY on the channel; inside a transaction it goes out when that commits. */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The `limit` chats active in the last day, most recent first, with their versions. */
export function listRecentChatVersions(db: DbOrTx, limit: number) {
  return db
    .select({
      potentialTenantId: tenantPropertyInterests.potentialTenantId,
      propertyId: tenantPropertyInterests.propertyId,
      id: conversations.id,
      version: conversations.version,
    })
    .from(tenantPropertyInterests)
    .innerJoin(conversations, eq(conversations.id, tenantPropertyInterests.conversationId))
    .where(gt(conversations.lastMessageAt, sql`now() - interval '1 day'`))
    .orderBy(sql`${conversations.lastMessageAt} desc`)
    .limit(limit);
}

/** A manager's first and last name, if the account exists. */
export async function findUserName(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Pauses Athena for the lead whose thread this is (every thread of the lead). */
export async function pauseLeadAssistant(tx: DbOrTx, conversationId: string): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({ assistantPaused: true })
    .where(eq(tenantPropertyInterests.conversationId, conversationId));
}

/** Notes that the prospect has seen the conversation now. */
export async function markProspectSeen(db: DbOrTx, conversationId: string): Promise<void> {
  await db
    .update(conversations)
    .set({ prospectSeenAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

/**
 * The interest's conversation and version: one indexed row (for a manager, `managerId`, only
 * in their own properties).
 */
export function findChatVersion(
  db: DbOrTx,
  potentialTenantId: string,
  propertyId: string,
  managerId: string | null,
) {
  const query = db
    .select({ id: conversations.id, version: conversations.version })
    .from(tenantPropertyInterests)
    .innerJoin(conversations, eq(conversations.id, tenantPropertyInterests.conversationId))
    .$dynamic();
  const interest = and(
    eq(tenantPropertyInterests.propertyId, propertyId),
    eq(tenantPropertyInterests.potentialTenantId, potentialTenantId),
  );
  if (!managerId) return query.where(interest);
  // A manager reads leads of their own properties only.
  return query
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .where(and(interest, eq(properties.userId, managerId)));
}

/** Runs a job-queueing statement (jobs/queue.ts plainJobSql); the job's id. */
export async function runJobStatement(db: DbOrTx, statement: SQL): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(statement);
  return String(rows[0]?.id);
}

/** Stores a prospect identity unless the e-mail has one already; the new row, or undefined. */
export async function insertProspectIfNew(
  db: DbOrTx,
  values: typeof potentialTenants.$inferInsert,
) {
  const [created] = await db
    .insert(potentialTenants)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return created;
}

/** The prospect identity with this e-mail (all columns), if any. */
export async function findProspectRow(db: DbOrTx, email: string) {
  const [prospect] = await db
    .select()
    .from(potentialTenants)
    .where(eq(potentialTenants.email, email));
  return prospect;
}

/** A prospect's e-mail (or text placeholder) by id, if the prospect exists. */
export async function findProspectEmail(db: DbOrTx, potentialTenantId: string) {
  const [prospect] = await db
    .select({ email: potentialTenants.email })
    .from(potentialTenants)
    .where(eq(potentialTenants.id, potentialTenantId));
  return prospect?.email;
}

/** Stores the interest unless the pair has one already; the new row, or undefined. */
export async function insertInterestIfNew(
  db: DbOrTx,
  values: { propertyId: string; unitId: string | null; potentialTenantId: string },
) {
  const [created] = await db
    .insert(tenantPropertyInterests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return created;
}

/** A manager's message with what its unread-reply mail needs; undefined if not this thread's. */
export async function findUnreadReply(db: DbOrTx, conversationId: string, messageId: string) {
  const [row] = await db
    .select({
      content: messages.content,
      authorName: messages.authorName,
      createdAt: messages.createdAt,
      channel: messages.channel,
      seenAt: conversations.prospectSeenAt,
      unsubscribed: emailOptedOut(conversations),
      email: potentialTenants.email,
      address: properties.address,
      propertyId: properties.id,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, conversations.potentialTenantId))
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row;
}
