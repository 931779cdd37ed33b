import { endpoints } from '@porchlight/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { potentialTenants, properties, tenantPropertyInterests } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { conversationMessages } from '../chat/conversation.store.ts';
import { toProperty } from '../properties/properties.mappers.ts';
import { toInterest, toPotentialTenant } from './leads.mappers.ts';

/** The admin's view of every account's leads (ADMIN_EMAILS only; others get 403). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.adminListTenantInterests,
  )(async () => {
    const rows = await db
      .select()
      .from(tenantPropertyInterests)
      .orderBy(desc(tenantPropertyInterests.updatedAt));
    return { status: 200, body: rows.map(toInterest) };
  });

  route(
    app,
    endpoints.adminGetProperty,
  )(async ({ params }) => {
    const [row] = await db.select().from(properties).where(eq(properties.id, params.id));
    if (!row) throw notFound('Property');
    return { status: 200, body: toProperty(row) };
  });

  route(
    app,
    endpoints.adminGetPotentialTenant,
  )(async ({ params }) => {
    const [prospect] = await db
      .select()
      .from(potentialTenants)
      .where(eq(potentialTenants.id, params.id));
    if (!prospect) throw notFound('Potential tenant');
    // The identity only: answers belong to each interest (see the interest's conversation).
    return { status: 200, body: toPotentialTenant(prospect, null) };
  });

  route(
    app,
    endpoints.adminGetConversation,
  )(async ({ params }) => {
    const [interest] = await db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, params.id));
    if (!interest?.conversationId) throw notFound('Conversation');
    return {
      status: 200,
      body: {
        id: interest.conversationId,
        messages: await conversationMessages(db, interest.conversationId),
      },
    };
  });
}
