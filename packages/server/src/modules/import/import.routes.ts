import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { checkListingUrl, importListing } from './import.service.ts';
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
    checkListingUrl(body.url);
    const result = await importListing(db, session.subject, body, config.freeUnits);
    return { status: 200, body: result };
  });
}
