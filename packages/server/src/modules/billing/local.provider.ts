import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { unitPrice } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { isUuid } from '../../db/uuid.ts';
import type { BillingProvider } from './billing.provider.ts';
import {
  insertLocalCheckout,
  lockLocalCheckout,
  markCheckoutCompleted,
} from './checkouts.queries.ts';
import { saveSubscription } from './subscriptions.queries.ts';

/** The local provider's "payment page"; not in the contract, hidden from the API docs. */
export const LOCAL_CHECKOUT_PATH = '/api/v1/billing/local-checkout';

/** A checkout link works for a day, as long as a Stripe Checkout session does by default. */
export const LOCAL_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Follows a local checkout link: the first valid visit sets the manager's subscription to the
 * checkout's quantity at the tier price, anchored now; later visits change nothing. The row
 * lock makes two simultaneous visits complete it once. 'refused' for an unknown session, a
 * wrong secret, or a link that expired unused.
 */
export async function completeLocalCheckout(
  db: Db,
  sessionId: string,
  secret: string,
  now = new Date(),
): Promise<'completed' | 'refused'> {
  if (!isUuid(sessionId) || secret === '') return 'refused';
  return db.transaction(async (tx) => {
    const checkout = await lockLocalCheckout(tx, sessionId);
    if (!checkout || !timingSafeEqual(Buffer.from(checkout.secretHash, 'hex'), sha256(secret))) {
      return 'refused';
    }
    // Already paid: land on the success page again, as a payment provider would.
    if (checkout.completedAt) return 'completed';
    if (now.getTime() - checkout.createdAt.getTime() > LOCAL_CHECKOUT_TTL_MS) return 'refused';
    await markCheckoutCompleted(tx, checkout.id, now);
    await saveSubscription(tx, checkout.userId, {
      quantity: checkout.quantity,
      price: unitPrice(checkout.quantity),
      billingCycleAnchor: Math.floor(now.getTime() / 1000),
      provider: 'local',
    });
    return 'completed';
  });
}

/**
 * The built-in provider (no STRIPE_SECRET_KEY): no card is taken, and the checkout link
 * completes the purchase as soon as it is followed, so a fresh install can subscribe with no
 * payment account anywhere (docs/billing.md). The link carries 32 random bytes; only their
 * SHA-256 is stored.
 */
export function localBillingProvider(db: Db, publicUrl: string): BillingProvider {
  return {
    name: 'local',

    async startCheckout({ userId, quantity }) {
      const secret = randomBytes(32).toString('base64url');
      const id = await insertLocalCheckout(db, userId, quantity, sha256(secret).toString('hex'));
      if (!id) throw new Error('The checkout was not stored.');
      const url = new URL(`${LOCAL_CHECKOUT_PATH}/${id}`, publicUrl);
      url.searchParams.set('secret', secret);
      return url.toString();
    },

    async routes(app: FastifyInstance) {
      app.get<{ Params: { id: string }; Querystring: { secret?: unknown } }>(
        `${LOCAL_CHECKOUT_PATH}/:id`,
        { schema: { hide: true } },
        async (request, reply) => {
          const { secret } = request.query;
          const outcome = await completeLocalCheckout(
            db,
            request.params.id,
            typeof secret === 'string' ? secret : '',
          );
          // Where Stripe would send the browser back: the dashboard's settings shows the toast.
          const settings = new URL('/settings', publicUrl);
          settings.searchParams.set(outcome === 'completed' ? 'success' : 'canceled', 'true');
          return reply.header('cache-control', 'no-store').redirect(settings.toString(), 302);
        },
      );
    },
  };
}
