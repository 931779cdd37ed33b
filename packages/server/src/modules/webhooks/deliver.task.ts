import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { DbOrTx } from '../../db/connection.ts';
import { safePost } from '../../http/safe-fetch.ts';
import { WEBHOOK_MAX_ATTEMPTS } from './events.ts';
import { activeWebhookSecret, webhookKeyMaterialFor } from './keys.ts';
import { findDeliveryToSend, insertWebhookAttempt, setDeliveryStatus } from './webhooks.queries.ts';

const TIMEOUT_MS = 15_000;

/** The key that unseals webhook secrets, derived once per server (HKDF, maybe a file read). */
const keyMaterials = new WeakMap<FastifyInstance, Buffer>();
const keyMaterialOf = (app: FastifyInstance) => {
  const key = keyMaterials.get(app) ?? webhookKeyMaterialFor(app.config);
  keyMaterials.set(app, key);
  return key;
};

/** Thrown so graphile-worker retries with back-off; the attempt is already recorded. */
class DeliveryFailed extends Error {}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

/**
 * Raises an item under Needs attention: attention's raiseAttention, handed in where the
 * modules are wired (modules/index.ts), since attention sits above webhooks (each item it
 * raises is also a webhook event).
 */
export type RaiseAttention = (
  db: DbOrTx,
  item: { kind: 'FAILED_DELIVERY'; text: string; propertyId: null; userId: string },
) => Promise<unknown>;

export interface AttemptOptions {
  /** The try's number (1 for the first), recorded with it. */
  attempt: number;
  /** No try comes after this one: a failure is final (FAILED), not PENDING. */
  last: boolean;
  /** On a final failure, tell the manager under Needs attention (not for a try they asked for). */
  warnManager?: RaiseAttention;
}

/**
 * Sends one recorded event to the manager's current webhook URL once, signed with their
 * current key by the Standard Webhooks scheme: webhook-id (the event's id: the delivery's
 * own, or the event a redelivery repeats; the same on every retry, so receivers can drop
 * duplicates), webhook-timestamp (seconds) and webhook-signature ('v1,' and the base64
 * HMAC-SHA256 of 'id.timestamp.body'). A 2xx answer delivers it; anything else is recorded,
 * with the time to the answer. With no URL or no readable key any more, the delivery fails at
 * once (nothing to retry). Answers the new status and the answer's status code or the error,
 * or null when the delivery is not pending.
 */
export async function attemptDelivery(
  app: FastifyInstance,
  deliveryId: string,
  { attempt, last, warnManager }: AttemptOptions,
): Promise<{ status: DeliveryStatus; reason: string | number } | null> {
  const delivery = await findDeliveryToSend(app.db, deliveryId);
  if (delivery?.status !== 'PENDING') return null;

  const secret = await activeWebhookSecret(app.db, delivery.userId, keyMaterialOf(app));
  const record = async (
    outcome: { statusCode?: number; error?: string },
    status: DeliveryStatus,
    durationMs: number,
  ) => {
    await app.db.transaction(async (tx) => {
      await insertWebhookAttempt(tx, {
        deliveryId,
        attempt,
        url: delivery.url ?? '',
        statusCode: outcome.statusCode ?? null,
        error: outcome.error?.slice(0, 500) ?? null,
        durationMs,
      });
      await setDeliveryStatus(tx, deliveryId, attempt, status);
    });
    return { status, reason: outcome.statusCode ?? outcome.error ?? '' };
  };

  if (!delivery.url || !secret) {
    const error = delivery.url
      ? 'No webhook key: create one in Developer Settings.'
      : 'No webhook URL.';
    return record({ error }, 'FAILED', 0);
  }
  const eventId = delivery.eventId ?? deliveryId;
  const body = JSON.stringify(delivery.payload);
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Porchlight-Webhooks/1.0',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, sentAt, body),
  };
  const started = performance.now();
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
  const durationMs = Math.round(performance.now() - started);
  const ok =
    outcome.statusCode !== undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const result = await record(outcome, ok ? 'DELIVERED' : last ? 'FAILED' : 'PENDING', durationMs);
  if (!ok && last && warnManager) {
    await warnManager(app.db, {
      kind: 'FAILED_DELIVERY',
      text: `An event could not be delivered to ${delivery.url} after ${attempt} tries (last: ${outcome.statusCode ? `HTTP ${outcome.statusCode}` : outcome.error}). Check the URL in Developer Settings.`,
      propertyId: null,
      userId: delivery.userId,
    });
  }
  return result;
}

/**
 * The job that delivers a recorded event: one try per run; a failure that leaves tries
 * (up to WEBHOOK_MAX_ATTEMPTS) throws, so graphile-worker retries it with back-off, and the
 * last failure is raised under Needs attention.
 */
export function createDeliverWebhookTask(app: FastifyInstance, warnManager: RaiseAttention) {
  return async (payload: unknown, { attempts }: { attempts: number }): Promise<void> => {
    const deliveryId = (payload as { deliveryId?: unknown })?.deliveryId;
    if (typeof deliveryId !== 'string') return;
    const result = await attemptDelivery(app, deliveryId, {
      attempt: attempts,
      last: attempts >= WEBHOOK_MAX_ATTEMPTS,
      warnManager,
    });
    if (result?.status === 'PENDING') {
      throw new DeliveryFailed(
        `webhook delivery ${deliveryId} attempt ${attempts}: ${result.reason}`,
      );
    }
  };
}
