import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createDeliverWebhookTask, type RaiseAttention } from './deliver.task.ts';
import { DELIVER_WEBHOOK_TASK } from './events.ts';
import { createWebhookKey, webhookKeyMaterialFor } from './keys.ts';

export interface WebhookOptions {
  /** Where a delivery that failed its last try is raised (see RaiseAttention). */
  raiseAttention: RaiseAttention;
}

/**
 * POST /api/v1/webhook-keys: a new signing key, shown once; earlier keys stop working.
 * Registers the delivery job too.
 */
export async function webhookKeyRoutes(
  app: FastifyInstance,
  { raiseAttention }: WebhookOptions,
): Promise<void> {
  app.tasks[DELIVER_WEBHOOK_TASK] = createDeliverWebhookTask(app, raiseAttention);
  // A receiver that never answers must not hold up Athena's replies: the outbound lane.
  app.jobLanes.outbound.add(DELIVER_WEBHOOK_TASK);
  const key = webhookKeyMaterialFor(app.config);
  route(
    app,
    endpoints.createWebhookKey,
  )(async ({ session }) => ({
    status: 200,
    body: { webhookKey: await createWebhookKey(app.db, session.subject, key) },
  }));
}
