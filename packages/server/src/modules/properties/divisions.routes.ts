import { endpoints } from '@porchlight/contract';
import { normalizeDivisionName } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toDivision } from './properties.mappers.ts';
import {
  deleteDivision,
  findOwnedDivision,
  findOwnedProperty,
  insertDivision,
  listPropertyDivisions,
} from './properties.queries.ts';

/** A property's sub-divisions (names such as 'Building A'), reached through the property. */
export async function divisionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.listDivisions,
  )(async ({ params, session }) => {
    const property = await findOwnedProperty(db, session.subject, params.id);
    const rows = await listPropertyDivisions(db, property.id);
    return { status: 200, body: rows.map(toDivision) };
  });

  route(
    app,
    endpoints.createDivision,
  )(async ({ params, body, session }) => {
    const name = normalizeDivisionName(body.name);
    if (!name) throw badRequest('Please enter a division name.', 'name');
    const property = await findOwnedProperty(db, session.subject, params.id);
    const row = await insertDivision(db, property.id, name);
    return { status: 201, body: toDivision(row) };
  });

  route(
    app,
    endpoints.deleteDivision,
  )(async ({ params, session }) => {
    const division = await findOwnedDivision(db, session.subject, params.id);
    await deleteDivision(db, division.id);
    return { status: 200, body: { ok: true } };
  });
}
