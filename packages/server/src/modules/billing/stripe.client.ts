import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/**
 * The official Stripe client for STRIPE_SECRET_KEY. STRIPE_API_BASE (tests) points it at a
 * stand-in that speaks Stripe's wire format; otherwise it talks to api.stripe.com.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Porchlight' },
  });
}

/** An id from a field Stripe may send either as an id or, when expanded, as the object. */
export const stripeId = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * Stripe refused the request itself (4xx: no such subscription, already canceled…), so
 * asking again cannot help; network failures and Stripe's 5xx are worth a retry.
 */
export const isPermanentStripeError = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError;
