import type { CreateDemoInterest } from '@porchlight/contract';
import type { Db } from '../../db/connection.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { IMPORT_TASK, insertImportedProperty, insertImportedUnit } from '../import/index.ts';
import { demoRequestMail } from './demo.mails.ts';
import { insertDemoInterest } from './demo.queries.ts';
import { DEMO_LIFETIME_MS, EXPIRE_DEMO_TASK } from './demo.task.ts';

/** Keeps a visitor's lead form (`email` normalised) and tells every admin about it. */
export async function recordDemoInterest(
  db: Db,
  adminEmails: Iterable<string>,
  body: CreateDemoInterest,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertDemoInterest(tx, { ...body, email });
    for (const admin of adminEmails) {
      await queueMail(tx, demoRequestMail(admin, body, email));
    }
  });
}

/**
 * A visitor's own demo: a PROCESSING property and unit without an owner, filled by the
 * import job and deleted after DEMO_LIFETIME_MS.
 */
export async function createDemoImport(
  db: Db,
  url: string,
): Promise<{ propertyId: string; unitId: string }> {
  return db.transaction(async (tx) => {
    const propertyId = await insertImportedProperty(tx, {
      userId: null,
      isDemo: true,
      address: new URL(url).hostname,
    });
    const unitId = await insertImportedUnit(tx, propertyId, url);
    const job = { propertyId, unitId, url, newProperty: true };
    await enqueue(tx, IMPORT_TASK, { ...job, demo: true }, { maxAttempts: 2 });
    await enqueue(
      tx,
      EXPIRE_DEMO_TASK,
      { propertyId },
      { runAt: new Date(Date.now() + DEMO_LIFETIME_MS) },
    );
    return { propertyId, unitId };
  });
}
