import { endpoints, type PropertyFact } from '@porchlight/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { properties, propertyFacts, units } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { ownedBy } from './properties.queries.ts';

const toFact = (row: typeof propertyFacts.$inferSelect): PropertyFact => ({
  id: row.id,
  propertyId: row.propertyId,
  unitId: row.unitId,
  question: row.question,
  answer: row.answer,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the manager taught Athena about a property: listed, added, edited, forgotten. */
export async function factRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  async function ownProperty(userId: string, propertyId: string) {
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), ownedBy(userId)));
    if (!property) throw notFound('Property');
    return property;
  }

  /** A fact of one of this manager's properties; another manager's is not found. */
  async function ownFact(userId: string, factId: string) {
    const [row] = await db
      .select({ fact: propertyFacts })
      .from(propertyFacts)
      .innerJoin(properties, eq(properties.id, propertyFacts.propertyId))
      .where(and(eq(propertyFacts.id, factId), ownedBy(userId)));
    if (!row) throw notFound('Fact');
    return row.fact;
  }

  route(
    app,
    endpoints.listPropertyFacts,
  )(async ({ params, session }) => {
    await ownProperty(session.subject, params.id);
    const rows = await db
      .select()
      .from(propertyFacts)
      .where(eq(propertyFacts.propertyId, params.id))
      .orderBy(asc(propertyFacts.createdAt), asc(propertyFacts.id));
    return { status: 200, body: rows.map(toFact) };
  });

  route(
    app,
    endpoints.createPropertyFact,
  )(async ({ params, body, session }) => {
    await ownProperty(session.subject, params.id);
    if (body.unitId) {
      const [unit] = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, body.unitId), eq(units.propertyId, params.id)));
      if (!unit) throw notFound('Unit');
    }
    const [row] = await db
      .insert(propertyFacts)
      .values({
        propertyId: params.id,
        unitId: body.unitId ?? null,
        question: body.question.trim(),
        answer: body.answer.trim(),
      })
      .returning();
    if (!row) throw new Error('The fact was not stored.');
    return { status: 201, body: toFact(row) };
  });

  route(
    app,
    endpoints.updatePropertyFact,
  )(async ({ params, body, session }) => {
    await ownFact(session.subject, params.id);
    const [row] = await db
      .update(propertyFacts)
      .set({
        ...(body.question !== undefined ? { question: body.question.trim() } : {}),
        ...(body.answer !== undefined ? { answer: body.answer.trim() } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(propertyFacts.id, params.id))
      .returning();
    if (!row) throw notFound('Fact');
    return { status: 200, body: toFact(row) };
  });

  route(
    app,
    endpoints.deletePropertyFact,
  )(async ({ params, session }) => {
    await ownFact(session.subject, params.id);
    await db.delete(propertyFacts).where(eq(propertyFacts.id, params.id));
    return { status: 200, body: { ok: true } };
  });
}
