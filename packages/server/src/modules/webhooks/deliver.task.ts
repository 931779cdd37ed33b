import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { users, webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { safePost } from '../../http/safe-fetch.ts';
import { raiseAttention } from '../attention/attention.service.ts';
import { WEBHOOK_MAX_ATTEMPTS } from './events.ts';
import { activeWebhookSecret, webhookKeyMaterialFor } from './keys.ts';

const TIMEOUT_MS = 15_000;

/** Thrown so graphile-worker retries with back-off; the attempt is already recorded. */
class DeliveryFailed extends Error {}

/**
 * Sends one recorded event to the manager's current webhook URL, signed with their current
 * key by the Standard Webhooks scheme: webhook-id (the delivery's id, the same on every
 * retry, so receivers can drop duplicates), webhook-timestamp (seconds) and
 * webhook-signature ('v1,' and the base64 HMAC-SHA256 of 'id.timestamp.body'). A 2xx
 * answer delivers it; anything else is recorded and retried, up to WEBHOOK_MAX_ATTEMPTS.
 * With no URL or no readable key any more, the delivery fails at once (nothing to retry).
 */
export function createDeliverWebhookTask(app: FastifyInstance) {
  const keyMaterial = webhookKeyMaterialFor(app.config);
  return async (payload: unknown, { attempts }: { attempts: number }): Promise<void> => {
    const deliveryId = (payload as { deliveryId?: unknown })?.deliveryId;
    if (typeof deliveryId !== 'string') return;
    const [delivery] = await app.db
      .select({
        id: webhookDeliveries.id,
        userId: webhookDeliveries.userId,
        status: webhookDeliveries.status,
        payload: webhookDeliveries.payload,
        url: users.webhookUrl,
      })
      .from(webhookDeliveries)
      .innerJoin(users, eq(users.id, webhookDeliveries.userId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (delivery?.status !== 'PENDING') return;

    const secret = await activeWebhookSecret(app.db, delivery.userId, keyMaterial);
    const started = Date.now();
    const record = async (outcome: { statusCode?: number; error?: string }, status: string) => {
      await app.db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          deliveryId,
          attempt: attempts,
          url: delivery.url ?? '',
          statusCode: outcome.statusCode ?? null,
          error: outcome.error?.slice(0, 500) ?? null,
          durationMs: Date.now() - started,
        });
        await tx
          .update(webhookDeliveries)
          .set({
            attempts,
            status,
            ...(status === 'DELIVERED' ? { deliveredAt: new Date() } : {}),
          })
          .where(eq(webhookDeliveries.id, deliveryId));
      });
    };

    if (!delivery.url || !secret) {
      const error = delivery.url
        ? 'No webhook key: create one in Developer Settings.'
        : 'No webhook URL.';
      await record({ error }, 'FAILED');
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const sentAt = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Porchlight-Webhooks/1.0',
      'webhook-id': deliveryId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(deliveryId, sentAt, body),
    };
    let outcome: { statusCode?: number; error?: string };
    try {
      const { status } = await safePost(delivery.url, body, headers, {
        allowLoopback: app.config.outboundAllowLoopback,
        timeoutMs: TIMEOUT_MS,
      });
      outcome = { statusCode: status };
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    const ok =
      outcome.statusCode !== undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const last = attempts >= WEBHOOK_MAX_ATTEMPTS;
    await record(outcome, ok ? 'DELIVERED' : last ? 'FAILED' : 'PENDING');
    if (!ok && last) {
      await raiseAttention(app.db, {
        kind: 'FAILED_DELIVERY',
        text: `An event could not be delivered to ${delivery.url} after ${attempts} tries (last: ${outcome.statusCode ? `HTTP ${outcome.statusCode}` : outcome.error}). Check the URL in Developer Settings.`,
        propertyId: null,
        userId: delivery.userId,
      });
    }
    if (!ok && !last) {
      throw new DeliveryFailed(
        `webhook delivery ${deliveryId} attempt ${attempts}: ${outcome.statusCode ?? outcome.error}`,
      );
    }
  };
}
