import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { interestConversation } from './tenant-conversation.ts';

/**
 * GET /api/v2/conversations/property-interest/{propertyId}: the prospect's own conversation
 * (tenant session), or a lead's conversation for its manager (manager session + tenantId).
 */
export async function conversationRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.getPropertyInterestConversation,
  )(async ({ params, query, session, request, reply }) => {
    if (session.audience === 'tenant') {
      return interestConversation(app.db, session.subject, params.propertyId, request, reply);
    }
    if (!query.tenantId) throw badRequest('tenantId is required.', 'tenantId');
    return interestConversation(
      app.db,
      query.tenantId,
      params.propertyId,
      request,
      reply,
      session.subject,
    );
  });
}
