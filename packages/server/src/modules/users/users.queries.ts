import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { UserRow } from './users.mappers.ts';

/**
 * The signed-in manager's own row. Any other id is a 404, exactly like an unknown one, so
 * whether another account exists is never revealed.
 */
export async function findOwnUser(db: Db, sessionUserId: string, id: string): Promise<UserRow> {
  if (id !== sessionUserId) throw notFound('User');
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/** Writes `changes` to the manager's own row and answers it; 404 as for findOwnUser. */
export async function updateOwnUser(
  db: Db,
  sessionUserId: string,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  if (id !== sessionUserId) throw notFound('User');
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User');
  return row;
}
