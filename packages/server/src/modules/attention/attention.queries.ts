import type { AttentionItem } from '@porchlight/contract';
import { personName, unitLabel } from '@porchlight/domain';
import { and, count, desc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  attentionItems,
  conversations,
  potentialTenants,
  properties,
  propertyFacts,
  tenantPropertyInterests,
  tenants,
  units,
  users,
} from '../../db/schema/index.ts';

/** The most items one list returns: a manager with more open clears the oldest first. */
export const ATTENTION_PAGE = 200;

const itemColumns = {
  item: attentionItems,
  property: {
    id: properties.id,
    address: properties.address,
    name: properties.name,
    timeZone: properties.timeZone,
  },
  unit: { id: units.id, unitNumber: units.unitNumber },
  lead: tenantPropertyInterests,
  prospect: {
    email: potentialTenants.email,
    firstName: potentialTenants.firstName,
    lastName: potentialTenants.lastName,
  },
  resident: {
    id: tenants.id,
    firstName: tenants.firstName,
    lastName: tenants.lastName,
    email: tenants.email,
    phone: tenants.phone,
  },
};

type ItemRow = {
  item: typeof attentionItems.$inferSelect;
  property: { id: string; address: string; name: string | null; timeZone: string | null } | null;
  unit: { id: string; unitNumber: string | null } | null;
  lead: typeof tenantPropertyInterests.$inferSelect | null;
  prospect: { email: string; firstName: string | null; lastName: string | null } | null;
  resident: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  } | null;
};

function selectItems(db: DbOrTx, where: SQL | undefined) {
  return (
    db
      .select(itemColumns)
      .from(attentionItems)
      .leftJoin(properties, eq(properties.id, attentionItems.propertyId))
      .leftJoin(tenantPropertyInterests, eq(tenantPropertyInterests.id, attentionItems.interestId))
      // The lead's unit as it stands; else the unit the item names (a resident's).
      .leftJoin(
        units,
        eq(units.id, sql`coalesce(${tenantPropertyInterests.unitId}, ${attentionItems.unitId})`),
      )
      .leftJoin(
        potentialTenants,
        eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
      )
      .leftJoin(tenants, eq(tenants.id, attentionItems.residentId))
      .where(where)
  );
}

/** An open emergency comes before everything else; then the newest first. */
const emergenciesFirst = sql`(case when ${attentionItems.urgency} = 'EMERGENCY' and ${attentionItems.status} = 'OPEN' then 0 else 1 end)`;

export function toAttentionItem(row: ItemRow, defaultZone: string): AttentionItem {
  const { item, property, unit, lead, prospect, resident } = row;
  // The name given in this lead, else the prospect's own (as the leads table shows it).
  const name = lead
    ? personName(lead.firstName ?? prospect?.firstName, lead.lastName ?? prospect?.lastName)
    : null;
  return {
    id: item.id,
    kind: item.kind as AttentionItem['kind'],
    text: item.text,
    urgency: item.urgency === 'EMERGENCY' || item.urgency === 'ROUTINE' ? item.urgency : null,
    status: item.status === 'DONE' ? 'DONE' : 'OPEN',
    outcome: (item.outcome as AttentionItem['outcome']) ?? null,
    createdAt: item.createdAt.toISOString(),
    resolvedAt: item.resolvedAt?.toISOString() ?? null,
    property: property
      ? {
          id: property.id,
          address: property.address,
          name: property.name,
          timeZone: property.timeZone ?? defaultZone,
        }
      : null,
    unit: unit ? { id: unit.id, label: `Unit ${unitLabel(unit)}` } : null,
    lead:
      lead && prospect
        ? {
            id: lead.id,
            potentialTenantId: lead.potentialTenantId,
            name,
            email: prospect.email,
            phone: lead.phone,
            status: lead.status as NonNullable<AttentionItem['lead']>['status'],
          }
        : null,
    resident: resident
      ? {
          id: resident.id,
          name: personName(resident.firstName, resident.lastName) ?? resident.email,
          email: resident.email,
          phone: resident.phone,
        }
      : null,
  };
}

/** The manager's items with that status: open emergencies first, then the newest first. */
export async function listAttentionItems(
  db: DbOrTx,
  userId: string,
  status: 'OPEN' | 'DONE',
  defaultZone: string,
): Promise<AttentionItem[]> {
  const rows = await selectItems(
    db,
    and(eq(attentionItems.userId, userId), eq(attentionItems.status, status)),
  )
    .orderBy(emergenciesFirst, desc(attentionItems.createdAt), desc(attentionItems.id))
    .limit(ATTENTION_PAGE);
  return rows.map((row) => toAttentionItem(row, defaultZone));
}

/** One item of this manager's, or undefined (another manager's is never found). */
export async function findAttentionItem(
  db: DbOrTx,
  userId: string,
  id: string,
  defaultZone: string,
): Promise<AttentionItem | undefined> {
  const [row] = await selectItems(
    db,
    and(eq(attentionItems.id, id), eq(attentionItems.userId, userId)),
  );
  return row ? toAttentionItem(row, defaultZone) : undefined;
}

/** Items by id (any manager's): for the notification mails. */
export async function attentionItemsById(db: DbOrTx, ids: readonly string[], defaultZone: string) {
  if (ids.length === 0) return [];
  const rows = await selectItems(db, inArray(attentionItems.id, [...ids])).orderBy(
    attentionItems.createdAt,
  );
  return rows.map((row) => toAttentionItem(row, defaultZone));
}

/** How many items the manager has open. */
export async function openAttentionCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attentionItems)
    .where(and(eq(attentionItems.userId, userId), eq(attentionItems.status, 'OPEN')));
  return row?.n ?? 0;
}

/**
 * What the sidebar's count answers from, in one read: the open items, and when any item was
 * last created or resolved (epoch ms, 0 when none) so its ETag moves with every change.
 */
export async function attentionCountState(
  db: DbOrTx,
  userId: string,
): Promise<{ openCount: number; changedAt: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${attentionItems.status} = 'OPEN')`.mapWith(Number),
      changed: max(sql`greatest(${attentionItems.createdAt}, ${attentionItems.resolvedAt})`),
    })
    .from(attentionItems)
    .where(eq(attentionItems.userId, userId));
  return {
    openCount: row?.open ?? 0,
    changedAt: row?.changed ? new Date(String(row.changed)).getTime() : 0,
  };
}

/** Marks the manager's item done with that outcome, if it is still open. */
export async function markAttentionDone(
  db: DbOrTx,
  userId: string,
  id: string,
  outcome: NonNullable<AttentionItem['outcome']>,
): Promise<void> {
  await db
    .update(attentionItems)
    .set({ status: 'DONE', outcome, resolvedAt: sql`now()` })
    .where(
      and(
        eq(attentionItems.id, id),
        eq(attentionItems.userId, userId),
        eq(attentionItems.status, 'OPEN'),
      ),
    );
}

/** The manager's item, locked until the transaction ends; undefined for another's. */
export async function lockOwnAttentionItem(tx: DbOrTx, userId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(attentionItems)
    .where(and(eq(attentionItems.id, itemId), eq(attentionItems.userId, userId)))
    .for('update');
  return item;
}

/** A lead's unit and current conversation, or undefined. */
export async function findLeadThread(tx: DbOrTx, interestId: string) {
  const [lead] = await tx
    .select({
      unitId: tenantPropertyInterests.unitId,
      conversationId: tenantPropertyInterests.conversationId,
    })
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.id, interestId));
  return lead;
}

/** Whether the conversation still exists. */
export async function conversationExists(tx: DbOrTx, conversationId: string): Promise<boolean> {
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return conversation !== undefined;
}

/** Keeps a manager's answer as a fact of the property (or of one unit). */
export async function insertAnsweredFact(
  tx: DbOrTx,
  fact: { propertyId: string; unitId: string | null; question: string; answer: string },
): Promise<void> {
  await tx.insert(propertyFacts).values(fact);
}

/** Marks an item DONE, answered, now. */
export async function markAttentionAnswered(tx: DbOrTx, itemId: string): Promise<void> {
  await tx
    .update(attentionItems)
    .set({ status: 'DONE', outcome: 'ANSWERED', resolvedAt: sql`now()` })
    .where(eq(attentionItems.id, itemId));
}

/** The owner of a property (null for the seeded demo), or undefined when it is gone. */
export async function findPropertyOwnerId(db: DbOrTx, propertyId: string) {
  const [owner] = await db
    .select({ userId: properties.userId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return owner?.userId;
}

/** Stores a new item; its id, or undefined when nothing was stored. */
export async function insertAttentionItem(
  db: DbOrTx,
  values: typeof attentionItems.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(attentionItems).values(values).returning({ id: attentionItems.id });
  return row?.id;
}

/** An item's kind and urgency with its manager's address and notification mode. */
export async function findItemToNotify(db: DbOrTx, itemId: string) {
  const [row] = await db
    .select({
      kind: attentionItems.kind,
      urgency: attentionItems.urgency,
      userId: users.id,
      email: users.email,
      mode: users.notificationMode,
    })
    .from(attentionItems)
    .innerJoin(users, eq(users.id, attentionItems.userId))
    .where(eq(attentionItems.id, itemId));
  return row;
}

/** Marks the item mailed now, only if it was not yet; whether this call did it. */
export async function claimItemNotification(tx: DbOrTx, itemId: string): Promise<boolean> {
  const claimed = await tx
    .update(attentionItems)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(attentionItems.id, itemId), isNull(attentionItems.notifiedAt)))
    .returning({ id: attentionItems.id });
  return claimed.length > 0;
}

/** Marks every item of the manager not mailed yet mailed now; those items and their status. */
export function claimUnnotifiedItems(tx: DbOrTx, userId: string) {
  return tx
    .update(attentionItems)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(attentionItems.userId, userId), isNull(attentionItems.notifiedAt)))
    .returning({ id: attentionItems.id, status: attentionItems.status });
}

/** The manager's e-mail address, or undefined when the account is gone. */
export async function findUserEmail(tx: DbOrTx, userId: string): Promise<string | undefined> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
