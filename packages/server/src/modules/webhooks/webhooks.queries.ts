import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  properties,
  units,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookKeys,
} from '../../db/schema/index.ts';

/** Revokes every key of the manager still active. */
export async function revokeActiveWebhookKeys(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(webhookKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(webhookKeys.userId, userId), isNull(webhookKeys.revokedAt)));
}

/** Stores a new active key, its secret sealed. */
export async function insertWebhookKey(
  tx: DbOrTx,
  userId: string,
  secretCiphertext: string,
): Promise<void> {
  await tx.insert(webhookKeys).values({ userId, secretCiphertext });
}

/** The manager's newest unrevoked key, if any. */
export async function findActiveWebhookKey(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(webhookKeys)
    .where(and(eq(webhookKeys.userId, userId), isNull(webhookKeys.revokedAt)))
    .orderBy(desc(webhookKeys.createdAt), desc(webhookKeys.id))
    .limit(1);
  return row;
}

/** The manager's saved webhook URL: undefined without the account, null without a URL. */
export async function findWebhookUrl(db: DbOrTx, userId: string) {
  const [owner] = await db
    .select({ url: users.webhookUrl })
    .from(users)
    .where(eq(users.id, userId));
  return owner?.url;
}

/** The owner of a property with their webhook URL, and the property's address and customId. */
export async function findEventOwner(db: DbOrTx, propertyId: string) {
  const [owner] = await db
    .select({
      userId: properties.userId,
      webhookUrl: users.webhookUrl,
      address: properties.address,
      customId: properties.customId,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, propertyId));
  return owner;
}

/** The unit with this id, only if it is this property's: its number and customId. */
export async function findEventUnit(db: DbOrTx, unitId: string, propertyId: string) {
  const [unit] = await db
    .select({ id: units.id, unitNumber: units.unitNumber, customId: units.customId })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId)));
  return unit;
}

/** Records an event to deliver (PENDING); returns its id. */
export async function insertWebhookDelivery(
  db: DbOrTx,
  values: typeof webhookDeliveries.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values(values)
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** A delivery as stored, if any. */
export async function findDelivery(db: DbOrTx, deliveryId: string) {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  return delivery;
}

/** The manager's own delivery with this id; undefined for another's. */
export async function findUsersDelivery(db: DbOrTx, userId: string, deliveryId: string) {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.userId, userId)));
  return delivery;
}

/** The manager's latest `limit` deliveries, newest first. */
export function listRecentDeliveries(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Every try of these deliveries, oldest try first. */
export function listAttempts(db: DbOrTx, deliveryIds: string[]) {
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.attempt, webhookAttempts.createdAt);
}

/** A delivery to send, with where to: its owner's current webhook URL. */
export async function findDeliveryToSend(db: DbOrTx, deliveryId: string) {
  const [delivery] = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      userId: webhookDeliveries.userId,
      status: webhookDeliveries.status,
      payload: webhookDeliveries.payload,
      url: users.webhookUrl,
    })
    .from(webhookDeliveries)
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return delivery;
}

/** Records one try of a delivery: where it went and what came back. */
export async function insertWebhookAttempt(
  tx: DbOrTx,
  values: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await tx.insert(webhookAttempts).values(values);
}

/** Sets a delivery's tries and status; a DELIVERED one gets its delivery time. */
export async function setDeliveryStatus(
  tx: DbOrTx,
  deliveryId: string,
  attempts: number,
  status: string,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      attempts,
      status,
      ...(status === 'DELIVERED' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}
