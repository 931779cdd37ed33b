/**
 * Needs attention: what waits for the manager. An item is written in the transaction of
 * what it reports (the lead, the reply, the failed delivery), together with its webhook
 * event and the job that tells the manager; so an item exists exactly when its cause does,
 * and the manager hears of it once, whichever process runs the job.
 */
import type { AttentionKind, MaintenanceUrgency } from '@porchlight/domain';
import type { DbOrTx } from '../../db/connection.ts';
import { enqueue } from '../../jobs/queue.ts';
import { emitWebhookEvent, type KnownOwner } from '../webhooks/index.ts';
import { findPropertyOwnerId, insertAttentionItem } from './attention.queries.ts';

export const NOTIFY_ATTENTION_TASK = 'attention.notify';
export const ATTENTION_DIGEST_TASK = 'attention.digest';

/** Kinds mailed at once even to a manager who chose the daily digest: they must never wait. */
export const URGENT_KINDS: ReadonlySet<AttentionKind> = new Set(['ACCOMMODATION_REQUEST']);

/**
 * Whether an item is mailed at once whatever the manager chose: an urgent kind, or an
 * emergency (a resident's leak, gas, fire, no heat, lock-out).
 */
export const mailedAtOnce = (kind: AttentionKind, urgency: string | null | undefined) =>
  URGENT_KINDS.has(kind) || urgency === 'EMERGENCY';

/** The longest text kept on an item: a question or a request, not a whole conversation. */
const MAX_TEXT = 2000;

export interface NewAttention {
  kind: AttentionKind;
  text: string;
  propertyId: string | null;
  /** The manager, when there is no property to find them by (a failed import). */
  userId?: string;
  interestId?: string | null;
  conversationId?: string | null;
  unitId?: string | null;
  /** The resident it comes from (a maintenance request), who has no lead. */
  residentId?: string | null;
  /** A maintenance request's urgency; ignored for other kinds. */
  urgency?: MaintenanceUrgency | null;
  /** The property's manager, when the caller looked them up already (no second lookup). */
  known?: KnownOwner;
}

/**
 * Records an item for the manager who owns the property, with its webhook event
 * (`attention.<kind>`) and its notification job. Nothing for the seeded demo, which has
 * no manager. Returns the item's id, or null when nobody owns it.
 */
export async function raiseAttention(db: DbOrTx, item: NewAttention): Promise<string | null> {
  let userId = item.userId ?? item.known?.owner?.userId ?? null;
  if (!userId && item.propertyId && !item.known) {
    userId = (await findPropertyOwnerId(db, item.propertyId)) ?? null;
  }
  if (!userId) return null;
  const text = item.text.trim().slice(0, MAX_TEXT);
  const maintenance = item.kind === 'MAINTENANCE_REQUEST';
  const urgency = maintenance ? (item.urgency ?? 'ROUTINE') : null;
  const residentId = item.residentId ?? null;
  const id = await insertAttentionItem(db, {
    userId,
    propertyId: item.propertyId,
    interestId: item.interestId ?? null,
    conversationId: item.conversationId ?? null,
    residentId,
    unitId: item.unitId ?? null,
    kind: item.kind,
    text,
    urgency,
  });
  if (!id) throw new Error('The attention item was not stored.');
  if (item.propertyId) {
    await emitWebhookEvent(
      db,
      {
        type: `attention.${item.kind.toLowerCase() as Lowercase<AttentionKind>}`,
        propertyId: item.propertyId,
        unitId: item.unitId ?? null,
        data: {
          itemId: id,
          kind: item.kind,
          text,
          leadId: item.interestId ?? null,
          ...(maintenance ? { urgency, residentId } : {}),
        },
      },
      item.known,
    );
  }
  await enqueue(db, NOTIFY_ATTENTION_TASK, { itemId: id }, { maxAttempts: 10 });
  return id;
}
