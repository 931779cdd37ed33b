import { endpoints } from '@porchlight/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { potentialTenants, properties, tenantPropertyInterests } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { conversationMessages } from '../chat/conversation.store.ts';
import { toInterest, toPotentialTenant } from '../leads/leads.mappers.ts';
import { toProperty } from '../properties/properties.mappers.ts';

/**
 * The admin's Conversations page: reads across every account. The 'admin' audience of
 * these endpoints makes route() answer 403 to any manager not in ADMIN_EMAILS.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.adminListTenantInterests,
  )(async () => {
    const rows = await db
      .select({
        interest: tenantPropertyInterests,
        propertyAddress: properties.address,
        tenantEmail: potentialTenants.email,
        firstName: potentialTenants.firstName,
        lastName: potentialTenants.lastName,
      })
      .from(tenantPropertyInterests)
      .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
      .innerJoin(
        potentialTenants,
        eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
      )
      .orderBy(desc(tenantPropertyInterests.updatedAt), asc(tenantPropertyInterests.id));
    return {
      status: 200,
      body: rows.map((row) => ({
        ...toInterest(row.interest),
        propertyAddress: row.propertyAddress,
        tenantEmail: row.tenantEmail,
        tenantName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
      })),
    };
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
    // The identity only: answers belong to one interest each, and this call names none.
    return { status: 200, body: toPotentialTenant(prospect, null) };
  });

  route(
    app,
    endpoints.adminGetConversation,
  )(async ({ params }) => {
    const [interest] = await db
      .select({ conversationId: tenantPropertyInterests.conversationId })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, params.id));
    // A lead that never chatted (e.g. forwarded by e-mail) has no conversation to show.
    if (!interest?.conversationId) throw notFound('Conversation');
    const id = interest.conversationId;
    return { status: 200, body: { id, messages: await conversationMessages(db, id) } };
  });
}
