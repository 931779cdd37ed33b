import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { agendaSpan, bookLeadViewing, cancelOwnedViewing } from './agenda.service.ts';
import { toViewing } from './viewings.mappers.ts';
import { findAgendaViewing, listAgenda } from './viewings.queries.ts';
import {
  bookableStart,
  CONFIRM_BOOKING_TASK,
  createConfirmBookingTask,
} from './viewings.service.ts';

/** The manager's agenda, and booking, moving and cancelling viewings by hand. */
export async function agendaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.tasks[CONFIRM_BOOKING_TASK] = createConfirmBookingTask(app);

  route(
    app,
    endpoints.listViewings,
  )(async ({ query, session }) => {
    const { from, to } = agendaSpan(query);
    const rows = await listAgenda(db, session.subject, {
      from,
      to,
      propertyId: query.propertyId,
      leasingAgentId: query.leasingAgentId,
    });
    return { status: 200, body: rows.map((row) => toViewing(row, config.timezone)) };
  });

  route(
    app,
    endpoints.bookLeadViewing,
  )(async ({ params, body, session }) => {
    const start = bookableStart(body.datetime, config.limits.viewingHorizonDays);
    const viewingId = await bookLeadViewing(app, session.subject, params.id, start);
    const row = await findAgendaViewing(db, viewingId);
    if (!row) throw notFound('Viewing');
    return { status: 200, body: toViewing(row, config.timezone) };
  });

  route(
    app,
    endpoints.cancelViewing,
  )(async ({ params, session }) => {
    await cancelOwnedViewing(app, session.subject, params.id);
    return { status: 200, body: { ok: true } };
  });
}
