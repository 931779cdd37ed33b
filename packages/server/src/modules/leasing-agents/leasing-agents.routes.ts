import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toLeasingAgent } from './leasing-agents.mappers.ts';
import { deleteOwnedLeasingAgent, listLeasingAgents } from './leasing-agents.queries.ts';
import { createLeasingAgent, updateLeasingAgent } from './leasing-agents.service.ts';
import { phoneErrorFormatter } from './phone-errors.ts';

/** The manager's leasing agents (named on properties, copied on viewing e-mails). */
export async function leasingAgentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.setSchemaErrorFormatter(phoneErrorFormatter);

  route(
    app,
    endpoints.listLeasingAgents,
  )(async ({ session }) => {
    const rows = await listLeasingAgents(db, session.subject);
    return { status: 200, body: rows.map(toLeasingAgent) };
  });

  route(
    app,
    endpoints.createLeasingAgent,
  )(async ({ body, session }) => {
    const row = await createLeasingAgent(db, session.subject, body);
    return { status: 201, body: toLeasingAgent(row) };
  });

  route(
    app,
    endpoints.updateLeasingAgent,
  )(async ({ params, body, session }) => {
    const row = await updateLeasingAgent(db, session.subject, params.id, body);
    return { status: 200, body: toLeasingAgent(row) };
  });

  route(
    app,
    endpoints.deleteLeasingAgent,
  )(async ({ params, session }) => {
    if (!(await deleteOwnedLeasingAgent(db, session.subject, params.id))) {
      throw notFound('Leasing agent');
    }
    return { status: 200, body: { ok: true } };
  });
}
