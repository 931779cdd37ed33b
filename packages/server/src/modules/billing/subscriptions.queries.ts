import type { Subscription } from '@porchlight/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { BillingProviderName } from './billing.provider.ts';

export interface SubscriptionTerms {
  quantity: number;
  /** Per-unit monthly price in USD; null when the provider gave none. */
  price: number | null;
  /** Unix seconds; its day of month is the billing day. */
  billingCycleAnchor: number;
  provider: BillingProviderName;
  /** The provider's customer (Stripe's cus_…), when it has one. */
  externalCustomerId?: string | null;
  /** The provider's subscription (Stripe's sub_…), when it has one. */
  externalSubscriptionId?: string | null;
}

/** The manager's subscription row as stored, provider ids included; undefined without one. */
export async function findSubscriptionRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The subscription row that holds a provider's subscription id, if any. */
export async function findByExternalSubscription(db: DbOrTx, externalSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.externalSubscriptionId, externalSubscriptionId));
  return row;
}

/** Ends the manager's subscription: the quota falls back to the free units. */
export async function deleteSubscription(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
}

/** The manager's subscription as the contract's Subscription; 404 NO_SUBSCRIPTION without one. */
export async function findSubscription(db: Db, userId: string): Promise<Subscription> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  // The dashboard tells this code apart from other failures: it then shows the subscribe form.
  if (!row || row.quantity < 1) {
    throw new HttpError(404, 'NO_SUBSCRIPTION', 'There is no subscription yet.');
  }
  return {
    quantity: row.quantity,
    ...(row.price !== null ? { price: row.price } : {}),
    billingCycleAnchor: row.billingCycleAnchor,
  };
}

/** Creates the manager's one subscription or replaces its terms (a change of quantity). */
export async function saveSubscription(
  tx: DbOrTx,
  userId: string,
  terms: SubscriptionTerms,
): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ userId, ...terms })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...terms, updatedAt: new Date() },
    });
}
