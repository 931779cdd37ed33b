import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  messages,
  properties,
  tenantLeases,
  tenants,
  units,
} from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import type { Session } from '../../http/session.ts';
import type { CurrentConversation } from '../conversations/index.ts';

/** The resident (tenant record) with this e-mail who leases in the property, if any. */
export async function residentOfProperty(db: DbOrTx, email: string, propertyId: string) {
  const [row] = await db
    .select({ tenant: tenants, unitId: tenantLeases.unitId })
    .from(tenants)
    .innerJoin(tenantLeases, eq(tenantLeases.tenantId, tenants.id))
    .where(and(eq(tenants.email, email), eq(tenantLeases.propertyId, propertyId)));
  return row ?? null;
}

/** True when a resident session leases in the property. */
export async function residentLeases(db: DbOrTx, residentId: string, propertyId: string) {
  const [row] = await db
    .select({ id: tenantLeases.id, unitId: tenantLeases.unitId })
    .from(tenantLeases)
    .where(and(eq(tenantLeases.tenantId, residentId), eq(tenantLeases.propertyId, propertyId)));
  return row ?? null;
}

/** The newest open resident conversation of a caller about a property (and unit). */
export async function latestResidentConversation(
  db: DbOrTx,
  session: Session,
  propertyId: string,
  unitId: string | null,
) {
  const owner =
    session.audience === 'resident'
      ? eq(conversations.residentId, session.subject)
      : eq(conversations.userId, session.subject);
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'RESIDENT'),
        owner,
        eq(conversations.propertyId, propertyId),
        ...(unitId ? [eq(conversations.unitId, unitId)] : []),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A resident conversation the caller may read: the resident's own, or one in a property
 * the manager owns. Anything else is a 404.
 */
export async function accessibleResidentConversation(db: DbOrTx, session: Session, id: string) {
  const [row] = await db
    .select({
      conversation: conversations,
      ownerId: properties.userId,
      // A resident reads their chat about a home only while they still lease there.
      leased: sql<boolean>`exists (select 1 from ${tenantLeases} where ${tenantLeases.tenantId} = ${conversations.residentId} and ${tenantLeases.propertyId} = ${conversations.propertyId})`,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(and(eq(conversations.id, id), eq(conversations.kind, 'RESIDENT')));
  if (!row) throw notFound('Conversation');
  if (
    session.audience === 'resident' &&
    row.conversation.residentId === session.subject &&
    !row.leased
  )
    throw unauthorized('Your lease here has ended. Please contact your property manager.');
  const allowed =
    session.audience === 'resident'
      ? row.conversation.residentId === session.subject
      : session.audience === 'manager' && row.ownerId === session.subject;
  if (!allowed) throw notFound('Conversation');
  return row.conversation;
}

/**
 * What a resident chat's stream follows: always the one conversation (a reset gives a new
 * id, which the client opens a new stream for), as the subquery the stream reads.
 */
export const fixedConversation = (conversationId: string): CurrentConversation =>
  sql`select ${conversationId}::uuid`;

/** The residents' conversations in the manager's properties, the latest active first. */
export function listResidentConversations(db: DbOrTx, userId: string) {
  return db
    .select({
      id: conversations.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      address: properties.address,
      unitNumber: units.unitNumber,
      hasUnit: sql<boolean>`${units.id} is not null`,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(tenants, eq(tenants.id, conversations.residentId))
    .leftJoin(units, eq(units.id, conversations.unitId))
    .where(
      and(
        eq(conversations.kind, 'RESIDENT'),
        eq(properties.userId, userId),
        isNotNull(conversations.residentId),
        // A chat the resident opened and never wrote in holds only Athena's greeting.
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.role} = 'user')`,
      ),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt));
}

/** The newest message of each of these conversations (one that has none is left out). */
export function newestMessages(db: DbOrTx, conversationIds: string[]) {
  return db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      id: messages.id,
      role: messages.role,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.seq));
}
