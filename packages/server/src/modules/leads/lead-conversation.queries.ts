import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  messages,
  properties,
  tenantPropertyInterests,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/** The lead, only when it is in one of this manager's properties; otherwise 404. */
export async function findOwnLead(db: DbOrTx, userId: string, leadId: string) {
  const [lead] = await db
    .select({
      id: tenantPropertyInterests.id,
      propertyId: tenantPropertyInterests.propertyId,
      potentialTenantId: tenantPropertyInterests.potentialTenantId,
      conversationId: tenantPropertyInterests.conversationId,
      assistantPaused: tenantPropertyInterests.assistantPaused,
    })
    .from(tenantPropertyInterests)
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .where(and(eq(tenantPropertyInterests.id, leadId), eq(properties.userId, userId)));
  if (!lead) throw notFound('Lead');
  return lead;
}

/** The lead's threads: its prospect's conversations about the property, oldest first. */
export function leadThreads(db: DbOrTx, lead: { propertyId: string; potentialTenantId: string }) {
  return db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      version: conversations.version,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'PROPERTY_INTEREST'),
        eq(conversations.propertyId, lead.propertyId),
        eq(conversations.potentialTenantId, lead.potentialTenantId),
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
}

/** Every message of these conversations in the order written; none for no conversation. */
export async function threadMessages(db: DbOrTx, conversationIds: string[]) {
  return conversationIds.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(asc(messages.seq))
    : [];
}

/**
 * Pauses or resumes Athena on a lead, in whichever thread its prospect writes: answers the
 * lead's conversation now (read from its row as updated), or undefined when there is no
 * such lead.
 */
export async function setAssistantPaused(
  db: DbOrTx,
  leadId: string,
  paused: boolean,
): Promise<{ conversationId: string | null } | undefined> {
  const [lead] = await db
    .update(tenantPropertyInterests)
    .set({ assistantPaused: paused })
    .where(eq(tenantPropertyInterests.id, leadId))
    .returning({ conversationId: tenantPropertyInterests.conversationId });
  return lead;
}
