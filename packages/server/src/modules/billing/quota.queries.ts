import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { properties, subscriptions, units } from '../../db/schema/index.ts';

/** A transaction (or the database, for read-only use) that quota queries run on. */
export type Queryable = Pick<Db, 'select'>;

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
