import { endpoints } from '@porchlight/contract';
import { ATTRIBUTE_TYPES, parseCommaList } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { findOwnedUnit } from '../units/index.ts';
import { toAttribute } from './attributes.mappers.ts';
import { resolvedAttributes } from './attributes.queries.ts';
import { createAttribute, updateAttribute } from './attributes.service.ts';

/** `?attributes=A,B`: absent is every type, the empty string none (the contract's CommaList). */
const wanted = (query: { attributes?: string | undefined }) =>
  query.attributes === undefined ? undefined : parseCommaList(query.attributes, ATTRIBUTE_TYPES);

/**
 * Policy attributes: the business defaults (users), a property's and a unit's own values.
 * Reads return the value that applies; writes go to exactly the owner named, so an
 * inherited value is overridden by creating one, never by moving it.
 */
export async function attributeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.listUserAttributes,
  )(async ({ query, session }) => {
    const rows = await resolvedAttributes(db, { userId: session.subject }, wanted(query));
    return { status: 200, body: rows.map(toAttribute) };
  });

  route(
    app,
    endpoints.listPropertyAttributes,
  )(async ({ params, query, session }) => {
    const property = await findOwnedProperty(db, session.subject, params.id);
    const rows = await resolvedAttributes(
      db,
      { userId: session.subject, propertyId: property.id },
      wanted(query),
    );
    return { status: 200, body: rows.map(toAttribute) };
  });

  route(
    app,
    endpoints.listUnitAttributes,
  )(async ({ params, query, session }) => {
    const unit = await findOwnedUnit(db, session.subject, params.id);
    const rows = await resolvedAttributes(
      db,
      { userId: session.subject, propertyId: unit.propertyId, unitId: unit.id },
      wanted(query),
    );
    return { status: 200, body: rows.map(toAttribute) };
  });

  route(
    app,
    endpoints.createAttribute,
  )(async ({ body, session }) => {
    const row = await createAttribute(db, session.subject, body);
    return { status: 201, body: toAttribute(row) };
  });

  route(
    app,
    endpoints.updateAttribute,
  )(async ({ params, body, session }) => {
    const row = await updateAttribute(db, session.subject, params.id, body);
    return { status: 200, body: toAttribute(row) };
  });
}
