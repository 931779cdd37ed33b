import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { resolveJwtSecret } from '../../secrets.ts';
import { createWebhookKey, webhookKeyMaterial } from './keys.ts';

/** POST /api/v1/webhook-keys: a new signing key, shown once; earlier keys stop working. */
export async function webhookKeyRoutes(app: FastifyInstance): Promise<void> {
  const key = webhookKeyMaterial(resolveJwtSecret(app.config.jwtSecret, app.config.dataDir));
  route(
    app,
    endpoints.createWebhookKey,
  )(async ({ session }) => ({
    status: 200,
    body: { webhookKey: await createWebhookKey(app.db, session.subject, key) },
  }));
}
