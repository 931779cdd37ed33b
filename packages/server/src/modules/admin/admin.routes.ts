import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { conversationMessages } from '../conversations/index.ts';
import { toPotentialTenant } from '../leads/index.ts';
import { findPropertyById, toProperty } from '../properties/index.ts';
import {
  findPotentialTenantById,
  interestConversationId,
  listAllInterests,
} from './admin.queries.ts';

/**
 * The admin's Conversations page: reads across every account. The 'admin' audience of
 * these endpoints makes route() answer 403 to any manager not in ADMIN_EMAILS.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.adminListTenantInterests,
  )(async () => ({ status: 200, body: await listAllInterests(db) }));

  route(
    app,
    endpoints.adminGetProperty,
  )(async ({ params }) => {
    const row = await findPropertyById(db, params.id);
    if (!row) throw notFound('Property');
    return { status: 200, body: toProperty(row) };
  });

  route(
    app,
    endpoints.adminGetPotentialTenant,
  )(async ({ params }) => {
    const prospect = await findPotentialTenantById(db, params.id);
    if (!prospect) throw notFound('Potential tenant');
    // The identity only: answers belong to one interest each, and this call names none.
    return { status: 200, body: toPotentialTenant(prospect, null) };
  });

  route(
    app,
    endpoints.adminGetConversation,
  )(async ({ params }) => {
    const id = await interestConversationId(db, params.id);
    // A lead that never chatted (e.g. forwarded by e-mail) has no conversation to show.
    if (!id) throw notFound('Conversation');
    return { status: 200, body: { id, messages: await conversationMessages(db, id) } };
  });
}
