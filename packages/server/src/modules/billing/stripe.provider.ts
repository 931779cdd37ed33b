import { unitPrice } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import type { BillingProvider } from './billing.provider.ts';
import { createStripeClient } from './stripe.client.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe.webhook.ts';
import { findSubscriptionRow } from './subscriptions.queries.ts';

/** The product name on Stripe's payment page, invoices and portal. */
export const STRIPE_PRODUCT_NAME = 'Porchlight AI Leasing Agent, monthly plan (per unit)';

export const STRIPE_UNAVAILABLE_MESSAGE =
  'Card payments are not available right now. Please try again in a few minutes.';

/** Stripe could not be reached or refused the request: a 503 the dashboard shows as a failure. */
async function callStripe<T>(app: FastifyInstance, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    app.log.error({ err: error }, `Stripe: ${what} failed.`);
    throw new HttpError(503, 'UNAVAILABLE', STRIPE_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Stripe Billing (STRIPE_SECRET_KEY): checkout is a Stripe Checkout Session for the domain's
 * per-unit tier price, the webhook turns Stripe's events into the manager's subscription,
 * and the portal is a Stripe customer portal session. See docs/billing.md.
 */
export function stripeBillingProvider(app: FastifyInstance, config: StripeConfig): BillingProvider {
  const stripe = createStripeClient(config);
  const { db, log } = app;
  const settings = (query = '') => new URL(`/settings${query}`, app.config.publicUrl).href;
  if (!config.webhookSecret) {
    log.warn(
      `STRIPE_WEBHOOK_SECRET is not set: ${STRIPE_WEBHOOK_PATH} answers 503 and paid checkouts are not recorded until it is.`,
    );
  }

  /** The manager's Stripe customer: the one on record, else the one with their e-mail. */
  async function customerOf(userId: string, email: string): Promise<string | null> {
    const row = await findSubscriptionRow(db, userId);
    if (row?.provider === 'stripe' && row.externalCustomerId) return row.externalCustomerId;
    const found = await stripe.customers.list({ email, limit: 1 });
    return found.data[0]?.id ?? null;
  }

  return {
    name: 'stripe',

    async startCheckout({ userId, email, quantity }) {
      const row = await findSubscriptionRow(db, userId);
      // A manager who already pays checks out as the same customer: one card, one history,
      // and the replaced subscription's unused time is credited to the new one.
      const customer = row?.provider === 'stripe' ? row.externalCustomerId : null;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        line_items: [
          {
            quantity,
            price_data: {
              currency: 'usd',
              unit_amount: Math.round(unitPrice(quantity) * 100),
              recurring: { interval: 'month' },
              product_data: { name: STRIPE_PRODUCT_NAME },
            },
          },
        ],
        ...(customer ? { customer } : { customer_email: email }),
        client_reference_id: userId,
        metadata: { userId },
        // Also on the subscription, so its own events name the manager.
        subscription_data: { metadata: { userId } },
        success_url: settings('?success=true'),
        cancel_url: settings('?canceled=true'),
      };
      const session = await callStripe(app, 'creating a Checkout Session', () =>
        stripe.checkout.sessions.create(params),
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url.');
      return session.url;
    },

    async openPortal({ userId, email }) {
      const customer = await callStripe(app, 'finding the customer', () =>
        customerOf(userId, email),
      );
      if (!customer) return null;
      const portal = await callStripe(app, 'creating a billing portal session', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: settings() }),
      );
      return portal.url;
    },

    async routes(instance) {
      await instance.register(stripeWebhookRoutes({ db, stripe, log }, config.webhookSecret));
    },
  };
}
