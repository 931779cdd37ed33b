import Type, { type Static } from 'typebox';
import { HttpUrl } from './common.ts';

export const SubscriptionSchema = Type.Object({
  /** Units paid for. */
  quantity: Type.Integer({ minimum: 1 }),
  /**
   * Per-unit monthly price in USD as the billing provider reports it. Absent when the
   * provider gives none; the dashboard then shows the tier price from packages/domain.
   */
  price: Type.Optional(Type.Number({ minimum: 0 })),
  /** Unix timestamp in seconds; its day of month is the billing day. */
  billingCycleAnchor: Type.Integer({ minimum: 0 }),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** A new webhook signing key, shown once; creating one invalidates the others. */
export const WebhookKeySchema = Type.Object({ webhookKey: Type.String() });
export type WebhookKey = Static<typeof WebhookKeySchema>;

export const CheckoutQuerySchema = Type.Object({
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export type CheckoutQuery = Static<typeof CheckoutQuerySchema>;

/** Where to send the browser to pay (Stripe Checkout, or the local provider's page). */
export const CheckoutSchema = Type.Object({ url: HttpUrl });
export type Checkout = Static<typeof CheckoutSchema>;

/** A billing portal session: where the manager manages card, invoices and cancellation. */
export const BillingPortalSchema = Type.Object({ url: HttpUrl });
export type BillingPortal = Static<typeof BillingPortalSchema>;
