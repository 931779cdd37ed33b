import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/connection.ts';
import { lockManager } from '../../db/locks.ts';
import { isUuid } from '../../db/uuid.ts';
import { isPermanentStripeError, stripeId } from './stripe.client.ts';
import {
  deleteSubscription,
  findByExternalSubscription,
  findSubscriptionRow,
  type SubscriptionTerms,
  saveSubscription,
} from './subscriptions.queries.ts';

/**
 * Statuses in which the manager keeps their units. past_due too: Stripe is still retrying the
 * card, and ends the subscription itself (status canceled or unpaid) when it gives up.
 */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** The users.id our checkout wrote into Stripe's metadata, when it is one. */
const userIdIn = (metadata: Stripe.Metadata | null | undefined): string | null => {
  const value = metadata?.userId;
  return isUuid(value) ? value : null;
};

/** What the quota needs from a Stripe subscription: its one item's quantity and unit price. */
export function termsOf(subscription: Stripe.Subscription): SubscriptionTerms {
  const item = subscription.items.data[0];
  const cents = item?.price.unit_amount;
  return {
    quantity: item?.quantity ?? 0,
    price: typeof cents === 'number' ? cents / 100 : null,
    billingCycleAnchor: subscription.billing_cycle_anchor,
    provider: 'stripe',
    externalCustomerId: stripeId(subscription.customer),
    externalSubscriptionId: subscription.id,
  };
}

export interface SyncDeps {
  db: Db;
  stripe: Stripe;
  log: FastifyBaseLogger;
}

/**
 * Writes Stripe's current state of `subscription` for the manager. Every write is the state
 * Stripe holds now (fetched, not taken from the event), so a replayed or late event writes
 * the same thing again: the handling is idempotent without a table of processed events.
 *
 * `replace` (a completed checkout): the subscription becomes the manager's one subscription,
 * and the one it replaces is canceled at Stripe with proration, so a manager who checks out
 * again for another quantity is never billed twice. Without it (subscription.updated or
 * deleted) only the subscription already on record is changed, or recorded when the manager
 * has none from Stripe yet.
 */
async function apply(
  { db, stripe, log }: SyncDeps,
  userId: string,
  subscription: Stripe.Subscription,
  replace: boolean,
): Promise<void> {
  const live = LIVE_STATUSES.has(subscription.status);
  await db.transaction(async (tx) => {
    if (!(await lockManager(tx, userId))) return;
    const current = await findSubscriptionRow(tx, userId);
    const onRecord = current?.externalSubscriptionId === subscription.id;
    if (!live) {
      if (onRecord) await deleteSubscription(tx, userId);
      return;
    }
    const other =
      current?.provider === 'stripe' && !onRecord ? current.externalSubscriptionId : null;
    if (other && !replace) return;
    await saveSubscription(tx, userId, termsOf(subscription));
    if (!other) return;
    // Inside the transaction: should Stripe be unreachable, nothing is saved, the webhook
    // answers 500 and Stripe delivers the event again, so the old one is never left billing.
    try {
      await stripe.subscriptions.cancel(other, { prorate: true });
    } catch (error) {
      if (!isPermanentStripeError(error)) throw error;
      log.info({ subscription: other }, 'The replaced Stripe subscription was already gone.');
    }
  });
}

/** checkout.session.completed: the paid checkout's subscription becomes the manager's. */
export async function applyCompletedCheckout(
  deps: SyncDeps,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const userId = userIdIn(session.metadata);
  const subscriptionId = stripeId(session.subscription);
  // Another product sold from the same Stripe account: not ours to record.
  if (session.mode !== 'subscription' || !userId || !subscriptionId) return;
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  await apply(deps, userId, subscription, true);
}

/** customer.subscription.updated / deleted: keeps quantity, price and anchor in step. */
export async function applySubscriptionChange(
  deps: SyncDeps,
  subscriptionId: string,
): Promise<void> {
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  const onRecord = await findByExternalSubscription(deps.db, subscription.id);
  const userId = onRecord?.userId ?? userIdIn(subscription.metadata);
  if (!userId) return;
  await apply(deps, userId, subscription, false);
}
