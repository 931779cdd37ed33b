import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toFact } from './properties.mappers.ts';
import {
  deletePropertyFact,
  findOwnedFact,
  findOwnedProperty,
  findUnitOfProperty,
  insertPropertyFact,
  listPropertyFacts,
  updatePropertyFact,
} from './properties.queries.ts';

/** What the manager taught Athena about a property: listed, added, edited, forgotten. */
export async function factRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.listPropertyFacts,
  )(async ({ params, session }) => {
    await findOwnedProperty(db, session.subject, params.id);
    const rows = await listPropertyFacts(db, params.id);
    return { status: 200, body: rows.map(toFact) };
  });

  route(
    app,
    endpoints.createPropertyFact,
  )(async ({ params, body, session }) => {
    await findOwnedProperty(db, session.subject, params.id);
    if (body.unitId && !(await findUnitOfProperty(db, body.unitId, params.id))) {
      throw notFound('Unit');
    }
    const row = await insertPropertyFact(db, {
      propertyId: params.id,
      unitId: body.unitId ?? null,
      question: body.question.trim(),
      answer: body.answer.trim(),
    });
    return { status: 201, body: toFact(row) };
  });

  route(
    app,
    endpoints.updatePropertyFact,
  )(async ({ params, body, session }) => {
    await findOwnedFact(db, session.subject, params.id);
    const row = await updatePropertyFact(db, params.id, {
      question: body.question?.trim(),
      answer: body.answer?.trim(),
    });
    if (!row) throw notFound('Fact');
    return { status: 200, body: toFact(row) };
  });

  route(
    app,
    endpoints.deletePropertyFact,
  )(async ({ params, session }) => {
    await findOwnedFact(db, session.subject, params.id);
    await deletePropertyFact(db, params.id);
    return { status: 200, body: { ok: true } };
  });
}
