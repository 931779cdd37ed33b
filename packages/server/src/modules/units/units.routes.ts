import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findOwnedProperty, listPropertyUnits } from '../properties/index.ts';
import { toListing, toTenantLeaseWithTenant, toUnit } from './units.mappers.ts';
import { findOwnedUnit, listUnitListings, listUnitTenantLeases } from './units.queries.ts';
import { createUnit, deleteUnit, normalizeVideoLink, updateUnit } from './units.service.ts';

/** A manager's units, with their listing pages and tenant leases. */
export async function unitsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  // The contract's pattern would refuse a bad video link with a generic message; the spec
  // names its own ('Please enter a valid YouTube URL'), so the domain rule answers first.
  app.addHook('preValidation', async (request) => {
    const body = request.body as { videoLink?: unknown } | undefined;
    if (typeof body?.videoLink === 'string') body.videoLink = normalizeVideoLink(body.videoLink);
  });

  // A property's units, answered here with the unit's shape (properties stays below units).
  route(
    app,
    endpoints.listPropertyUnits,
  )(async ({ params, session }) => {
    const property = await findOwnedProperty(db, session.subject, params.id);
    const rows = await listPropertyUnits(db, property.id);
    return { status: 200, body: rows.map(toUnit) };
  });

  route(
    app,
    endpoints.createUnit,
  )(async ({ body, session }) => {
    const unit = await createUnit(db, session.subject, body, config.freeUnits);
    return { status: 201, body: toUnit(unit) };
  });

  route(
    app,
    endpoints.getUnit,
  )(async ({ params, session }) => {
    const unit = await findOwnedUnit(db, session.subject, params.id);
    return { status: 200, body: toUnit(unit) };
  });

  route(
    app,
    endpoints.updateUnit,
  )(async ({ params, body, session }) => {
    const unit = await updateUnit(db, session.subject, params.id, body, config.freeUnits);
    return { status: 200, body: toUnit(unit) };
  });

  route(
    app,
    endpoints.deleteUnit,
  )(async ({ params, session }) => {
    await deleteUnit(db, session.subject, params.id);
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.listUnitListings,
  )(async ({ params, session }) => {
    const unit = await findOwnedUnit(db, session.subject, params.id);
    const rows = await listUnitListings(db, unit.id);
    return { status: 200, body: rows.map(toListing) };
  });

  route(
    app,
    endpoints.listUnitTenantLeases,
  )(async ({ params, session }) => {
    const unit = await findOwnedUnit(db, session.subject, params.id);
    const rows = await listUnitTenantLeases(db, session.subject, unit.id);
    return {
      status: 200,
      body: rows.map(({ lease, tenant }) => toTenantLeaseWithTenant(lease, tenant)),
    };
  });
}
