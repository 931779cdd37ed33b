import { type Attribute, endpoints } from '@porchlight/contract';
import { ATTRIBUTE_TYPES, type AttributeType, parseCommaList } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attributes, properties, units } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { resolvedAttributes } from './attributes.queries.ts';
import { checkAttributeValue } from './attributes.rules.ts';

type AttributeRow = typeof attributes.$inferSelect;
type OwnerTable = 'users' | 'properties' | 'units';

export const toAttribute = (row: AttributeRow): Attribute => ({
  id: row.id,
  attributeType: row.attributeType as AttributeType,
  ownerTable: row.ownerTable as OwnerTable,
  ownerID: row.ownerId,
  textContent: row.textContent,
  numericValue: row.numericValue,
});

const wanted = (query: { attributes?: string | undefined }) =>
  query.attributes ? parseCommaList(query.attributes, ATTRIBUTE_TYPES) : undefined;

/**
 * Policy attributes: the business defaults (users), a property's and a unit's own values.
 * Reads return the value that applies; writes go to exactly the owner named.
 */
export async function attributeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  async function ownedProperty(id: string, userId: string) {
    const [row] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.userId, userId)));
    if (!row) throw notFound('Property');
    return row;
  }

  async function ownedUnit(id: string, userId: string) {
    const [row] = await db
      .select({ id: units.id, propertyId: units.propertyId })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.id, id), eq(properties.userId, userId)));
    if (!row) throw notFound('Unit');
    return row;
  }

  /** The owner must be the manager themself, or one of their properties or units. */
  async function checkOwner(table: OwnerTable, id: string, userId: string) {
    if (table === 'users' && id !== userId) throw notFound('Owner');
    if (table === 'properties') await ownedProperty(id, userId);
    if (table === 'units') await ownedUnit(id, userId);
  }

  route(
    app,
    endpoints.listUserAttributes,
  )(async ({ query, session }) => {
    const rows = await resolvedAttributes(
      db,
      { userId: session.subject, propertyId: null, unitId: null },
      wanted(query),
    );
    return { status: 200, body: rows.map(toAttribute) };
  });

  route(
    app,
    endpoints.listPropertyAttributes,
  )(async ({ params, query, session }) => {
    const property = await ownedProperty(params.id, session.subject);
    const rows = await resolvedAttributes(
      db,
      { userId: session.subject, propertyId: property.id, unitId: null },
      wanted(query),
    );
    return { status: 200, body: rows.map(toAttribute) };
  });

  route(
    app,
    endpoints.listUnitAttributes,
  )(async ({ params, query, session }) => {
    const unit = await ownedUnit(params.id, session.subject);
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
    await checkOwner(body.ownerTable, body.ownerID, session.subject);
    const value = checkAttributeValue(body.attributeType, {
      textContent: body.textContent ?? null,
      numericValue: body.numericValue ?? null,
    });
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
    // One value per owner and type: a second save for the same owner is an update (PATCH).
    if (!row) throw conflict(`${body.attributeType} is already set here; update it instead.`);
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
    // Saving for another owner is an override, made with POST: the owner never moves.
    if (body.attributeType !== undefined && body.attributeType !== current.attributeType) {
      throw badRequest(
        'attributeType cannot change; create a new attribute instead.',
        'attributeType',
      );
    }
    if (body.ownerTable !== undefined && body.ownerTable !== current.ownerTable) {
      throw badRequest('ownerTable cannot change; create an override instead.', 'ownerTable');
    }
    if (body.ownerID !== undefined && body.ownerID !== current.ownerId) {
      throw badRequest('ownerID cannot change; create an override instead.', 'ownerID');
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
