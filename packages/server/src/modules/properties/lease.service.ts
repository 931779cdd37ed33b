import { chunkLeaseInSteps } from '../../ai/knowledge/lease-passages.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { deleteLeaseChunks, insertLeaseChunks, lockOwnedProperty } from './properties.queries.ts';

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters, few round trips. */
const INSERT_BATCH = 500;

/**
 * Replaces a property's lease text with its passages, numbered from 0. The property row is
 * locked first, so two uploads at once leave one lease, not a mix of both.
 */
export async function replaceLease(
  db: Db,
  userId: string,
  propertyId: string,
  text: string,
): Promise<number> {
  const passages = await chunkLeaseInSteps(text);
  await db.transaction(async (tx) => {
    if (!(await lockOwnedProperty(tx, userId, propertyId))) throw notFound('Property');
    await deleteLeaseChunks(tx, propertyId);
    for (let start = 0; start < passages.length; start += INSERT_BATCH) {
      const batch = passages.slice(start, start + INSERT_BATCH);
      await insertLeaseChunks(
        tx,
        batch.map((content, i) => ({ propertyId, position: start + i, content })),
      );
    }
  });
  return passages.length;
}
