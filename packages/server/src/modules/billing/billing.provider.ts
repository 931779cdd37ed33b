import type { FastifyInstance } from 'fastify';

/** Who takes the payment: the local stand-in, or Stripe when STRIPE_SECRET_KEY is set. */
export type BillingProviderName = 'local' | 'stripe';

export interface CheckoutRequest {
  /** users.id of the manager who pays. */
  userId: string;
  /** Their e-mail, for a provider that prefills its payment page. */
  email: string;
  /** Units to subscribe to; the new quantity replaces the old one. */
  quantity: number;
}

export interface PortalRequest {
  userId: string;
  email: string;
}

/**
 * One payment provider. Starting a checkout answers the page the browser goes to; the
 * provider later turns a paid checkout into the manager's subscription (saveSubscription)
 * through routes of its own: the local provider's link, Stripe's webhook.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** The absolute URL of the payment page for this checkout. */
  startCheckout(request: CheckoutRequest): Promise<string>;
  /**
   * The absolute URL of a page where the manager manages their payment (card, invoices,
   * cancellation); null when they have no account there yet. Absent: the provider has none.
   */
  openPortal?(request: PortalRequest): Promise<string | null>;
  /** Registers the provider's routes outside the contract (hidden from the API docs). */
  routes(app: FastifyInstance): Promise<void>;
}
