import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  createFollowUpsTask,
  VIEWING_FOLLOW_UPS_CRONTAB,
  VIEWING_FOLLOW_UPS_TASK,
} from './follow-ups.service.ts';
import { markOwnedOutcome } from './outcome.service.ts';
import { viewingLinkRoutes } from './viewing-links.routes.ts';
import { viewingLinksFor } from './viewing-links.ts';
import { toViewing } from './viewings.mappers.ts';
import { findAgendaViewing } from './viewings.queries.ts';

/**
 * After booking: reminders, the unconfirmed flag and the question afterwards (a sweep every
 * minute, and once at startup so a server started late, or with a moved clock, catches up
 * at once), the one-tap link pages, and the agenda's "Mark shown" / "No-show".
 */
export async function viewingFollowUpsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const links = viewingLinksFor(config);
  app.tasks[VIEWING_FOLLOW_UPS_TASK] = createFollowUpsTask(app, links);
  app.jobLanes.crontab.push(VIEWING_FOLLOW_UPS_CRONTAB);
  app.addHook('onReady', async () => {
    await enqueue(db, VIEWING_FOLLOW_UPS_TASK, {}, { jobKey: 'viewing-reminders:startup' });
  });

  route(
    app,
    endpoints.markViewingOutcome,
  )(async ({ params, body, session }) => {
    await markOwnedOutcome(app, session.subject, params.id, body.outcome);
    const row = await findAgendaViewing(db, params.id);
    if (!row) throw notFound('Viewing');
    return { status: 200, body: toViewing(row, config.timezone) };
  });

  // The pages post a plain form (or nothing): they read only the link's token.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, _body, done) => done(null, {}),
    );
    viewingLinkRoutes(pages, links);
  });
}
