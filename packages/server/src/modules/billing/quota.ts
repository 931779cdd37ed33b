import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockManager } from '../../db/locks.ts';
import { properties, subscriptions, units } from '../../db/schema/index.ts';
import { paymentRequired, unauthorized } from '../../http/errors.ts';

/** A transaction (or the database, for read-only use) that quota queries run on. */
export type Queryable = Pick<Db, 'select'>;

/** The spec's text for the 'Subscription Required' modal. */
export const QUOTA_EXCEEDED_MESSAGE =
  'You need to upgrade your subscription to create more properties and units.';

/** The availability that makes a unit's chatbot live, and so count against the quota. */
export const LIVE_AVAILABILITY = 'AVAILABLE';

/** Units of the manager's properties whose chatbot is live (PROCESSING imports included). */
export async function countLiveUnits(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .where(and(eq(properties.userId, userId), eq(units.availability, LIVE_AVAILABILITY)));
  return row?.n ?? 0;
}

/** Live units the manager may have: the subscribed quantity (0 without one) plus the free ones. */
export async function unitAllowance(
  db: Queryable,
  userId: string,
  freeUnits: number,
): Promise<number> {
  const [row] = await db
    .select({ quantity: subscriptions.quantity })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return (row?.quantity ?? 0) + freeUnits;
}

/**
 * Throws 402 SUBSCRIPTION_REQUIRED unless the manager stays within the quota with
 * `extraLiveUnits` more live units (see docs/billing.md). Call it inside the transaction that
 * writes them, before the write: it locks the manager's row, so concurrent writes cannot
 * both pass on the same count. `freeUnits` is `app.config.freeUnits` (FREE_UNITS).
 * A non-positive `extraLiveUnits` adds nothing and is always allowed.
 */
export async function assertQuota(
  tx: Queryable,
  userId: string,
  extraLiveUnits: number,
  freeUnits: number,
): Promise<void> {
  if (extraLiveUnits <= 0) return;
  if (!(await lockManager(tx, userId))) throw unauthorized();
  const live = await countLiveUnits(tx, userId);
  const allowed = await unitAllowance(tx, userId, freeUnits);
  if (live + extraLiveUnits > allowed) throw paymentRequired(QUOTA_EXCEEDED_MESSAGE);
}
