import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  inboundEmails,
  listings,
  properties,
  tenantPropertyInterests,
  units,
  users,
} from '../../db/schema/index.ts';

/** The manager account a forwarding address (its listing e-mail id) belongs to, if any. */
export async function findUserByListingEmailId(db: DbOrTx, listingEmailId: string) {
  const [owner] = await db.select().from(users).where(eq(users.listingEmailId, listingEmailId));
  return owner;
}

/** Keeps a received e-mail with its outcome; returns its id. */
export async function insertInboundEmail(
  db: DbOrTx,
  values: typeof inboundEmails.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(inboundEmails).values(values).returning({ id: inboundEmails.id });
  return row!.id;
}

/** Whether the manager already turned an e-mail with this Message-ID into a lead. */
export async function isMessageProcessed(
  db: DbOrTx,
  messageId: string,
  userId: string,
): Promise<boolean> {
  const [seen] = await db
    .select({ id: inboundEmails.id })
    .from(inboundEmails)
    .where(
      sql`${inboundEmails.messageId} = ${messageId} and ${inboundEmails.status} = 'PROCESSED' and ${inboundEmails.userId} = ${userId}`,
    );
  return seen !== undefined;
}

/** Fills a lead's name and phone where they are still empty; what is there stays. */
export async function fillInterestContact(
  tx: DbOrTx,
  interestId: string,
  contact: { firstName: string | null; lastName: string | null; phone: string | null },
): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({
      firstName: sql`coalesce(${tenantPropertyInterests.firstName}, ${contact.firstName})`,
      lastName: sql`coalesce(${tenantPropertyInterests.lastName}, ${contact.lastName})`,
      phone: sql`coalesce(${tenantPropertyInterests.phone}, ${contact.phone})`,
      updatedAt: new Date(),
    })
    .where(eq(tenantPropertyInterests.id, interestId));
}

/** Moves a conversation to the e-mail channel. */
export async function setConversationChannelEmail(
  tx: DbOrTx,
  conversationId: string,
): Promise<void> {
  await tx
    .update(conversations)
    .set({ channel: 'EMAIL' })
    .where(eq(conversations.id, conversationId));
}

/** The manager's properties, one row per unit (a property without units: one row, no unit). */
export function listPropertiesWithUnits(db: DbOrTx, userId: string) {
  return db
    .select({
      propertyId: properties.id,
      address: properties.address,
      name: properties.name,
      unitId: units.id,
      unitNumber: units.unitNumber,
    })
    .from(properties)
    .leftJoin(units, eq(units.propertyId, properties.id))
    .where(eq(properties.userId, userId));
}

/** The listing URLs kept on these units. */
export function listListingUrls(db: DbOrTx, unitIds: string[]) {
  return db
    .select({ unitId: listings.unitId, url: listings.url })
    .from(listings)
    .where(inArray(listings.unitId, unitIds));
}
