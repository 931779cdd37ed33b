import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { divisionsRoutes } from './divisions.routes.ts';
import { leaseRoutes } from './lease.routes.ts';
import { toProperty } from './properties.mappers.ts';
import { findOwnedProperty, listOwnedProperties } from './properties.queries.ts';
import { createProperty, deleteProperty, updateProperty } from './properties.service.ts';

/** A manager's properties, with their divisions and lease text (registered alongside). */
export async function propertiesRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.listProperties,
  )(async ({ session }) => {
    const rows = await listOwnedProperties(db, session.subject);
    return { status: 200, body: rows.map(toProperty) };
  });

  route(
    app,
    endpoints.createProperty,
  )(async ({ body, session }) => {
    const id = await createProperty(db, session.subject, body, config.freeUnits);
    return { status: 201, body: { id } };
  });

  route(
    app,
    endpoints.getProperty,
  )(async ({ params, session }) => {
    const property = await findOwnedProperty(db, session.subject, params.id);
    return { status: 200, body: toProperty(property) };
  });

  route(
    app,
    endpoints.updateProperty,
  )(async ({ params, body, session }) => {
    const property = await updateProperty(db, session.subject, params.id, body);
    return { status: 200, body: toProperty(property) };
  });

  route(
    app,
    endpoints.deleteProperty,
  )(async ({ params, session }) => {
    await deleteProperty(db, session.subject, params.id);
    return { status: 200, body: { ok: true } };
  });

  await app.register(divisionsRoutes);
  await app.register(leaseRoutes);
}
