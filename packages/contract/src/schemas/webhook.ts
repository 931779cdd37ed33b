import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/**
 * One event sent (or being sent) to the manager's webhook URL, with its last try: what the
 * receiver answered and how long it took, or why it could not be reached, in plain words.
 */
export const WebhookDeliverySchema = Type.Object({
  id: Id,
  /** The webhook-id the receiver sees: a redelivery carries the id of the event it repeats. */
  eventId: Id,
  eventType: Type.String(),
  createdAt: DateTime,
  /** PENDING while retries remain, DELIVERED on a 2xx answer, FAILED after the last try. */
  status: Enum(WEBHOOK_DELIVERY_STATUSES),
  /** Tries so far; more than 1 means it was retried. */
  attempts: Type.Integer({ minimum: 0 }),
  /** The last try's HTTP status, null when the receiver could not be reached. */
  statusCode: Nullable(Type.Integer()),
  /** The last try's time to an answer (or to the failure), in milliseconds. */
  durationMs: Nullable(Type.Integer({ minimum: 0 })),
  /** Why the last try did not deliver, as a sentence for the manager; null when it did. */
  failure: Nullable(Type.String()),
  /** The URL of the last try (the manager may have changed theirs since). */
  url: Nullable(Type.String()),
  lastAttemptAt: Nullable(DateTime),
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = Type.Object({
  /** The last 100 deliveries, newest first. */
  deliveries: Type.Array(WebhookDeliverySchema),
});
export type WebhookDeliveryList = Static<typeof WebhookDeliveryListSchema>;
