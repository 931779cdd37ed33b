import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { checkoutSessions } from '../../db/schema/index.ts';

/** Stores a local checkout (its secret's hash only); returns its id, or undefined. */
export async function insertLocalCheckout(
  db: DbOrTx,
  userId: string,
  quantity: number,
  secretHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(checkoutSessions)
    .values({ userId, quantity, provider: 'local', secretHash })
    .returning({ id: checkoutSessions.id });
  return row?.id;
}

/** The local checkout with this id, locked until the transaction ends; undefined if none. */
export async function lockLocalCheckout(tx: DbOrTx, sessionId: string) {
  const [checkout] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'local')))
    .for('update');
  return checkout;
}

/** Marks a checkout paid. */
export async function markCheckoutCompleted(
  tx: DbOrTx,
  checkoutId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ completedAt: now })
    .where(eq(checkoutSessions.id, checkoutId));
}
