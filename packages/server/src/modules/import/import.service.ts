import type { ImportListing, ImportListingResult } from '@porchlight/contract';
import { DEFAULT_SCREENING_QUESTIONS } from '@porchlight/domain';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { BlockedUrlError, checkUrl } from '../../http/safe-fetch.ts';
import { enqueue } from '../../jobs/queue.ts';
import { assertQuota } from '../billing/index.ts';
import { insertImportedProperty, insertImportedUnit, isUsersProperty } from './import.queries.ts';
import { IMPORT_TASK } from './import.task.ts';

/** A listing URL the server may fetch; a blocked one (a private address, say) is a 400 on `url`. */
export function checkListingUrl(url: string): void {
  try {
    checkUrl(url);
  } catch (error) {
    if (error instanceof BlockedUrlError) throw badRequest(error.message, 'url');
    throw error;
  }
}

/**
 * Creates the imported unit (and property, unless one of the user's is named) in status
 * PROCESSING and queues the job that fills it from the page; within the quota.
 */
export async function importListing(
  db: Db,
  userId: string,
  body: ImportListing,
  freeUnits: number,
): Promise<ImportListingResult> {
  return db.transaction(async (tx) => {
    await assertQuota(tx, userId, 1, freeUnits);
    let propertyId = body.propertyId ?? null;
    if (propertyId) {
      if (!(await isUsersProperty(tx, userId, propertyId))) throw notFound('Property');
    } else {
      propertyId = await insertImportedProperty(tx, {
        userId,
        address: new URL(body.url).hostname,
        questions: DEFAULT_SCREENING_QUESTIONS,
      });
    }
    const unitId = await insertImportedUnit(tx, propertyId, body.url);
    await enqueue(
      tx,
      IMPORT_TASK,
      { propertyId, unitId, url: body.url, newProperty: !body.propertyId },
      { maxAttempts: 2 },
    );
    return body.propertyId ? { unitId } : { propertyId };
  });
}
