import { eq } from 'drizzle-orm';
import type { Reader } from './connection.ts';
import { users } from './schema/index.ts';

/**
 * Locks the manager's users row until the transaction ends. Every write that can add a live
 * unit (or a webhook key, a writing-assistant run) takes this lock first, so two such writes
 * for one manager run one after the other and the second one counts what the first made
 * (READ COMMITTED gives each statement a fresh view). False when the account is gone: a
 * valid session of a deleted account, for which the caller creates nothing.
 */
export async function lockManager(tx: Reader, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}
