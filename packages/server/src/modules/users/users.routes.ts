import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { phoneErrorFormatter } from '../leasing-agents/phone-errors.ts';
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
    const row = await updateOwnUser(db, session.subject, params.id, userChanges(body));
    return { status: 200, body: toUser(row, adminEmails, app.config.mailDomain) };
  });
}
