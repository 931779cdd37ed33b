import { endpoints } from '@porchlight/contract';
import { ATTRIBUTE_TYPES, type AttributeType, parseCommaList } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attributes } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { findOwnedProperty } from '../properties/properties.queries.ts';
import { findOwnedUnit } from '../units/units.queries.ts';
import { toAttribute } from './attributes.mappers.ts';
import { checkOwner, resolvedAttributes } from './attributes.queries.ts';
import { checkAttributeValue } from './attributes.rules.ts';

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
    await checkOwner(db, session.subject, body.ownerTable, body.ownerID);
    const value = checkAttributeValue(body.attributeType, {
      textContent: body.textContent ?? null,
      numericValue: body.numericValue ?? null,
    });
    // One value per owner and type (a unique index): a second one is a 409, not a silent
    // update, so a client that meant to override another owner's value learns it named the
    // wrong owner instead of overwriting what it did not load.
    const [row] = await db
      .insert(attributes)
      .values({
        userId: session.subject,
        attributeType: body.attributeType,
        ownerTable: body.ownerTable,
        ownerId: body.ownerID,
        ...value,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`${body.attributeType} is already set for this owner; update it.`);
    return { status: 201, body: toAttribute(row) };
  });

  route(
    app,
    endpoints.updateAttribute,
  )(async ({ params, body, session }) => {
    const [current] = await db
      .select()
      .from(attributes)
      .where(and(eq(attributes.id, params.id), eq(attributes.userId, session.subject)));
    if (!current) throw notFound('Attribute');
    // The spec's override rule: a value for another owner is created with POST, so the
    // identifying fields may be repeated but never changed.
    const fixed = [
      ['attributeType', body.attributeType, current.attributeType],
      ['ownerTable', body.ownerTable, current.ownerTable],
      // PostgreSQL answers UUIDs lower-cased; the contract's format accepts either case.
      ['ownerID', body.ownerID?.toLowerCase(), current.ownerId],
    ] as const;
    for (const [field, sent, stored] of fixed) {
      if (sent !== undefined && sent !== stored) {
        throw badRequest(`${field} cannot change; create an attribute for that instead.`, field);
      }
    }
    const value = checkAttributeValue(current.attributeType as AttributeType, {
      textContent: body.textContent !== undefined ? body.textContent : current.textContent,
      numericValue: body.numericValue !== undefined ? body.numericValue : current.numericValue,
    });
    const [row] = await db
      .update(attributes)
      .set({ ...value, updatedAt: new Date() })
      .where(eq(attributes.id, current.id))
      .returning();
    if (!row) throw notFound('Attribute');
    return { status: 200, body: toAttribute(row) };
  });
}
