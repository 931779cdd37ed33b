import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { setupOf, updateSetup } from './setup.ts';

/** GET and PATCH /api/v1/users/me/setup: the signed-in manager's own set-up state only. */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.getSetup,
  )(async ({ session }) => ({ status: 200, body: await setupOf(app, session.subject) }));

  route(
    app,
    endpoints.updateSetup,
  )(async ({ body, session }) => ({
    status: 200,
    body: await updateSetup(app, session.subject, body),
  }));
}
