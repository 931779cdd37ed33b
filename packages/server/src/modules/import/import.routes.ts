import { endpoints } from '@porchlight/contract';
import { DEFAULT_SCREENING_QUESTIONS } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listings, properties, units } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { BlockedUrlError, checkUrl } from '../../http/safe-fetch.ts';
import { enqueue } from '../../jobs/queue.ts';
import { assertQuota } from '../billing/quota.ts';
import { createImportTask, IMPORT_TASK } from './import.task.ts';

/**
 * POST /api/v1/import-listing: the item is created at once in status PROCESSING and a job
 * fills it from the page, then marks it CLAIMED (the dashboard polls it once a second).
 */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.tasks[IMPORT_TASK] = createImportTask(app);

  route(
    app,
    endpoints.importListing,
  )(async ({ body, session }) => {
    try {
      checkUrl(body.url);
    } catch (error) {
      if (error instanceof BlockedUrlError) throw badRequest(error.message, 'url');
      throw error;
    }
    const result = await db.transaction(async (tx) => {
      await assertQuota(tx, session.subject, 1, config.freeUnits);
      let propertyId = body.propertyId ?? null;
      if (propertyId) {
        const [own] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.userId, session.subject)));
        if (!own) throw notFound('Property');
      } else {
        const [created] = await tx
          .insert(properties)
          .values({
            userId: session.subject,
            address: new URL(body.url).hostname,
            type: 'OTHER',
            questions: DEFAULT_SCREENING_QUESTIONS,
            status: 'PROCESSING',
          })
          .returning({ id: properties.id });
        propertyId = created!.id;
      }
      const [unit] = await tx
        .insert(units)
        .values({ propertyId, status: 'PROCESSING' })
        .returning({ id: units.id });
      await tx.insert(listings).values({ unitId: unit!.id, url: body.url });
      await enqueue(
        tx,
        IMPORT_TASK,
        { propertyId, unitId: unit!.id, url: body.url, newProperty: !body.propertyId },
        { maxAttempts: 2 },
      );
      return body.propertyId ? { unitId: unit!.id } : { propertyId };
    });
    return { status: 200, body: result };
  });
}
