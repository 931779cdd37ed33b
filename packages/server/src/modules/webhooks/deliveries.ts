import type { WebhookDelivery } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import type { webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { attemptDelivery, type DeliveryStatus } from './deliver.task.ts';
import {
  findDelivery,
  findUsersDelivery,
  findWebhookUrl,
  insertWebhookDelivery,
  listAttempts,
  listRecentDeliveries,
} from './webhooks.queries.ts';

/** How many deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 100;

/** The test event's type: receivers can recognise and ignore it. */
export const TEST_EVENT_TYPE = 'test.ping';

type Attempt = typeof webhookAttempts.$inferSelect;

/**
 * Why a try did not deliver, as a sentence for the manager, from what the receiver answered
 * or the error the request met (kept as it was in webhook_attempts.error for operators).
 */
export function failureReason(statusCode: number | null, error: string | null): string | null {
  if (statusCode !== null) {
    if (statusCode >= 200 && statusCode < 300) return null;
    if (statusCode >= 300 && statusCode < 400)
      return `Your server answered with a redirect (HTTP ${statusCode}); webhooks do not follow redirects, so save the final URL.`;
    if (statusCode >= 500) return `Your server answered with an error (HTTP ${statusCode}).`;
    return `Your server refused the event (HTTP ${statusCode}).`;
  }
  const text = error ?? '';
  if (/^No webhook (key|URL)/.test(text)) return text;
  if (/cannot be fetched/.test(text))
    return 'The URL points to a private, local or cloud-metadata address, which webhooks never reach.';
  if (/ECONNREFUSED/.test(text))
    return 'Your server refused the connection: nothing is listening at that address and port.';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return "Your server's name could not be found (DNS).";
  if (/timeout|timed out|aborted/i.test(text))
    return 'Your server did not answer within 15 seconds.';
  if (/ECONNRESET|socket|closed/i.test(text))
    return 'Your server closed the connection before answering.';
  if (/certificate|CERT_|SSL|TLS/i.test(text))
    return "Your server's HTTPS certificate was not accepted.";
  return 'Your server could not be reached.';
}

const toDelivery = (
  row: typeof webhookDeliveries.$inferSelect,
  last: Attempt | undefined,
): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId ?? row.id,
  eventType: row.eventType,
  createdAt: row.createdAt.toISOString(),
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  statusCode: last?.statusCode ?? null,
  durationMs: last?.durationMs ?? null,
  failure: last && row.status !== 'DELIVERED' ? failureReason(last.statusCode, last.error) : null,
  url: last?.url || null,
  lastAttemptAt: last?.createdAt.toISOString() ?? null,
});

/** Each delivery's latest try, by delivery id. */
async function lastAttempts(app: FastifyInstance, ids: string[]): Promise<Map<string, Attempt>> {
  const rows = ids.length ? await listAttempts(app.db, ids) : [];
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

/** The manager's last {@link DELIVERY_LOG_SIZE} deliveries, newest first, with their last try. */
export async function listDeliveries(
  app: FastifyInstance,
  userId: string,
): Promise<WebhookDelivery[]> {
  const rows = await listRecentDeliveries(app.db, userId, DELIVERY_LOG_SIZE);
  const last = await lastAttempts(
    app,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDelivery(row, last.get(row.id)));
}

/**
 * Records a delivery the manager asked for and sends it once, now, in the request: the answer
 * is what the receiver said. It is not retried (the manager sees the outcome and may press
 * again) and a failure is not raised under Needs attention, since the manager is looking.
 */
async function sendNow(
  app: FastifyInstance,
  userId: string,
  event: { eventType: string; payload: Record<string, unknown>; eventId: string | null },
): Promise<WebhookDelivery> {
  const url = await findWebhookUrl(app.db, userId);
  if (!url) throw badRequest('Please save a webhook URL first.', 'webhookURL');
  const id = await insertWebhookDelivery(app.db, { userId, ...event });
  await attemptDelivery(app, id, { attempt: 1, last: true });
  const delivery = await findDelivery(app.db, id);
  return toDelivery(delivery!, (await lastAttempts(app, [id])).get(id));
}

/** Send test event: a signed test.ping in the events' own envelope (type, timestamp, data). */
export function sendTestEvent(app: FastifyInstance, userId: string): Promise<WebhookDelivery> {
  return sendNow(app, userId, {
    eventType: TEST_EVENT_TYPE,
    eventId: null,
    payload: {
      type: TEST_EVENT_TYPE,
      timestamp: new Date().toISOString(),
      data: { message: 'A test event from Porchlight: your webhook URL is reached.' },
    },
  });
}

/**
 * Redeliver: the manager's delivery sent again as a new delivery, with the same payload and
 * event id (the webhook-id the receiver saw), to the URL saved now. 404 for another's.
 */
export async function redeliver(
  app: FastifyInstance,
  userId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const original = await findUsersDelivery(app.db, userId, deliveryId);
  if (!original) throw notFound('Delivery');
  return sendNow(app, userId, {
    eventType: original.eventType,
    eventId: original.eventId ?? original.id,
    payload: original.payload,
  });
}
