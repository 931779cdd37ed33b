import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { phoneErrorFormatter } from '../leasing-agents/index.ts';
import { checkWebhookUrl } from '../webhooks/index.ts';
import { toUser } from './users.mappers.ts';
import { findOwnUser, updateOwnUser } from './users.queries.ts';
import { userChanges } from './users.service.ts';

/** The manager's own account: profile, business profile, appointment settings, webhook URL. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const { adminEmails } = app.auth;
  // The contract's pattern refuses a bad phone before the handler: answer the spec's sentence.
  app.setSchemaErrorFormatter(phoneErrorFormatter);

  route(
    app,
    endpoints.getUser,
  )(async ({ params, session }) => {
    const row = await findOwnUser(db, session.subject, params.id);
    return { status: 200, body: toUser(row, adminEmails, app.config.mailDomain) };
  });

  route(
    app,
    endpoints.updateUser,
  )(async ({ params, body, session }) => {
    const changes = userChanges(body);
    if (changes.webhookUrl) {
      // Another's id is a 404 before any DNS lookup; then a URL deliveries would refuse is a 400.
      await findOwnUser(db, session.subject, params.id);
      await checkWebhookUrl(changes.webhookUrl, app.config.outboundAllowLoopback);
    }
    const row = await updateOwnUser(db, session.subject, params.id, changes);
    return { status: 200, body: toUser(row, adminEmails, app.config.mailDomain) };
  });
}
