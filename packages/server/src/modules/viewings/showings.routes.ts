import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  createOpenHouse,
  deleteOpenHouse,
  getShowings,
  reassignViewing,
  updateShowings,
} from './showings.service.ts';
import { toViewing } from './viewings.mappers.ts';
import { findAgendaViewing } from './viewings.queries.ts';

/** A property's showings (mode, assignment, agents, open houses) and reassigning a viewing. */
export async function showingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.getShowings,
  )(async ({ params, session }) => ({
    status: 200,
    body: await getShowings(db, session.subject, params.propertyId, config.timezone),
  }));

  route(
    app,
    endpoints.updateShowings,
  )(async ({ params, body, session }) => ({
    status: 200,
    body: await updateShowings(db, session.subject, params.propertyId, body, config.timezone),
  }));

  route(
    app,
    endpoints.createOpenHouse,
  )(async ({ params, body, session }) => ({
    status: 201,
    body: await createOpenHouse(db, session.subject, params.propertyId, body),
  }));

  route(
    app,
    endpoints.deleteOpenHouse,
  )(async ({ params, session }) => {
    await deleteOpenHouse(app, session.subject, params.propertyId, params.openHouseId);
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.reassignViewing,
  )(async ({ params, body, session }) => {
    await reassignViewing(app, session.subject, params.id, body.leasingAgentId);
    const row = await findAgendaViewing(db, params.id);
    if (!row) throw notFound('Viewing');
    return { status: 200, body: toViewing(row, config.timezone) };
  });
}
