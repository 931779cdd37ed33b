import { endpoints } from '@porchlight/contract';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@porchlight/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leasingAgents } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toLeasingAgent } from './leasing-agents.mappers.ts';
import { phoneErrorFormatter } from './phone-errors.ts';

/**
 * The spec's phone rule. The contract's pattern already admits only its output, so this
 * is the single place the stored form is decided should the contract ever accept more.
 */
function checkedPhone(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) throw badRequest(INVALID_PHONE_MESSAGE, 'phone');
  return normalized;
}

/** The manager's leasing agents (named on properties, copied on viewing e-mails). */
export async function leasingAgentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.setSchemaErrorFormatter(phoneErrorFormatter);
  const own = (id: string, userId: string) =>
    and(eq(leasingAgents.id, id), eq(leasingAgents.userId, userId));

  route(
    app,
    endpoints.listLeasingAgents,
  )(async ({ session }) => {
    const rows = await db
      .select()
      .from(leasingAgents)
      .where(eq(leasingAgents.userId, session.subject))
      .orderBy(asc(leasingAgents.createdAt), asc(leasingAgents.id));
    return { status: 200, body: rows.map(toLeasingAgent) };
  });

  route(
    app,
    endpoints.createLeasingAgent,
  )(async ({ body, session }) => {
    const [row] = await db
      .insert(leasingAgents)
      .values({
        userId: session.subject,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.toLowerCase(),
        phone: checkedPhone(body.phone),
      })
      .returning();
    if (!row) throw new Error('The leasing agent was not stored.');
    return { status: 201, body: toLeasingAgent(row) };
  });

  route(
    app,
    endpoints.updateLeasingAgent,
  )(async ({ params, body, session }) => {
    const [row] = await db
      .update(leasingAgents)
      .set({
        ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(body.phone !== undefined ? { phone: checkedPhone(body.phone) } : {}),
        updatedAt: new Date(),
      })
      .where(own(params.id, session.subject))
      .returning();
    if (!row) throw notFound('Leasing agent');
    return { status: 200, body: toLeasingAgent(row) };
  });

  route(
    app,
    endpoints.deleteLeasingAgent,
  )(async ({ params, session }) => {
    // Properties naming this agent fall back to none: the foreign key sets leasing_agent_id null.
    const [row] = await db
      .delete(leasingAgents)
      .where(own(params.id, session.subject))
      .returning({ id: leasingAgents.id });
    if (!row) throw notFound('Leasing agent');
    return { status: 200, body: { ok: true } };
  });
}
