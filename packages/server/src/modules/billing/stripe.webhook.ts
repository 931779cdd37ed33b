import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../http/errors.ts';
import { applyCompletedCheckout, applySubscriptionChange, type SyncDeps } from './stripe.sync.ts';

/** Where Stripe sends events (docs/billing.md); outside the contract, hidden from the API docs. */
export const STRIPE_WEBHOOK_PATH = '/api/v1/stripe/webhook';

/** The events to enable on the Stripe endpoint; any other is acknowledged and ignored. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

async function handle(deps: SyncDeps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCompletedCheckout(deps, event.data.object);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionChange(deps, event.data.object.id);
    default:
      return;
  }
}

/**
 * POST /api/v1/stripe/webhook. The signature covers the exact bytes Stripe sent, so this
 * plugin (encapsulated: other routes keep the JSON parser) reads application/json as the raw
 * string. A bad or missing signature is a 400 that changes nothing; a failure while applying
 * the event is a 500, and Stripe delivers it again (for up to three days).
 */
export function stripeWebhookRoutes(deps: SyncDeps, webhookSecret: string | undefined) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
      if (!webhookSecret) {
        throw new HttpError(503, 'UNAVAILABLE', 'STRIPE_WEBHOOK_SECRET is not set on this server.');
      }
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : '',
          webhookSecret,
        );
      } catch {
        throw new HttpError(400, 'BAD_SIGNATURE', 'The Stripe-Signature header does not match.');
      }
      await handle(deps, event);
      request.log.info({ stripeEvent: event.id, type: event.type }, 'Stripe event applied.');
      return { received: true };
    });
  };
}
