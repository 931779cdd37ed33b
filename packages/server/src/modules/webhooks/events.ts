import { randomUUID } from 'node:crypto';
import type { AttentionKind } from '@porchlight/domain';
import type { DbOrTx } from '../../db/connection.ts';
import { enqueue } from '../../jobs/queue.ts';
import { findEventOwner, findEventUnit, insertWebhookDelivery } from './webhooks.queries.ts';

export const DELIVER_WEBHOOK_TASK = 'webhooks.deliver';

/**
 * Tries per delivery. graphile-worker waits about e^n seconds after the n-th failure, so 13
 * tries spread over about 22 hours: a receiver that is down for most of a day still gets it.
 */
export const WEBHOOK_MAX_ATTEMPTS = 13;

export type WebhookEventType =
  | 'lead.created'
  | 'lead.status_changed'
  | 'viewing.scheduled'
  | 'call.requested'
  | 'message.created'
  | 'viewing.cancelled'
  /** How a viewing went, as its agent marked it (SHOWN or NO_SHOW). */
  | 'viewing.outcome'
  /** An item under Needs attention, one type per kind: attention.new_lead, attention.call_request… */
  | `attention.${Lowercase<AttentionKind>}`;

export interface WebhookEvent {
  type: WebhookEventType;
  propertyId: string;
  unitId?: string | null;
  /** The event's own fields; the property and unit (with their customId) are added. */
  data: Record<string, unknown>;
}

/** The property's manager as an event names them (findEventOwner); undefined: none. */
export type EventOwner = Awaited<ReturnType<typeof findEventOwner>>;

/**
 * The manager of an event's property, looked up already by a caller that records several
 * events for it in one transaction (each lookup would be another round trip).
 */
export interface KnownOwner {
  owner: EventOwner;
}

/**
 * Records an event for the property's manager and queues its delivery, in the caller's
 * transaction (the event exists if and only if what it reports does). Nothing is recorded
 * when the manager has no webhook URL. The payload follows Standard Webhooks: a type, a
 * timestamp and the data, with the property's and unit's customId for the manager's systems.
 * `known`: the property's manager, when the caller looked them up (findEventOwner).
 */
export async function emitWebhookEvent(
  db: DbOrTx,
  event: WebhookEvent,
  known?: KnownOwner,
): Promise<void> {
  const owner = known ? known.owner : await findEventOwner(db, event.propertyId);
  if (!owner?.userId || !owner.webhookUrl) return;
  // Only this property's unit: a caller-supplied unit id never reveals another's.
  const unit = event.unitId ? await findEventUnit(db, event.unitId, event.propertyId) : undefined;
  const payload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: {
      ...event.data,
      property: { id: event.propertyId, address: owner.address, customId: owner.customId },
      unit: unit ?? null,
    },
  };
  const id = randomUUID();
  await insertWebhookDelivery(db, {
    id,
    userId: owner.userId,
    eventType: event.type,
    payload,
  });
  await enqueue(
    db,
    DELIVER_WEBHOOK_TASK,
    { deliveryId: id },
    { maxAttempts: WEBHOOK_MAX_ATTEMPTS },
  );
}
