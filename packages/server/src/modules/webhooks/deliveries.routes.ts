import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listDeliveries, redeliver, sendTestEvent } from './deliveries.ts';

/** The manager's webhook delivery log: Send test event, the last 100 deliveries, Redeliver. */
export async function webhookDeliveryRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.sendWebhookTest,
  )(async ({ session }) => ({ status: 200, body: await sendTestEvent(app, session.subject) }));

  route(
    app,
    endpoints.listWebhookDeliveries,
  )(async ({ session }) => ({
    status: 200,
    body: { deliveries: await listDeliveries(app, session.subject) },
  }));

  route(
    app,
    endpoints.redeliverWebhook,
  )(async ({ params, session }) => ({
    status: 200,
    body: await redeliver(app, session.subject, params.id),
  }));
}
