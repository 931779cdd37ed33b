import { ApiErrorSchema, endpoint } from '../define.ts';
import {
  BillingPortalSchema,
  CheckoutQuerySchema,
  CheckoutSchema,
  SubscriptionSchema,
  WebhookKeySchema,
} from '../schemas/subscription.ts';

export const getSubscription = endpoint({
  method: 'GET',
  path: '/api/v1/subscriptions',
  auth: ['manager'],
  summary:
    "The manager's active subscription. 404 with code NO_SUBSCRIPTION when there is none (the dashboard then shows the subscribe form); any other failure is only logged.",
  responses: { 200: SubscriptionSchema, 404: ApiErrorSchema },
});

export const createWebhookKey = endpoint({
  method: 'POST',
  path: '/api/v1/webhook-keys',
  auth: ['manager'],
  summary:
    'Creates a webhook signing key and invalidates every earlier one. The key is returned only this once.',
  responses: { 200: WebhookKeySchema },
});

export const checkout = endpoint({
  method: 'GET',
  path: '/api/v1/checkout',
  auth: ['manager'],
  summary:
    'Starts a checkout for `quantity` units. Answers 303 with the payment page in the body and no Location header, so fetch does not follow it; the dashboard navigates to `url`.',
  query: CheckoutQuerySchema,
  responses: { 303: CheckoutSchema },
});

export const openBillingPortal = endpoint({
  method: 'POST',
  path: '/api/v1/billing-portal',
  auth: ['manager'],
  summary:
    "Opens the billing provider's portal for the manager (Stripe's customer portal for the customer on record, else the one with the manager's e-mail): 200 with its url. 404 with code NO_BILLING_PORTAL when the provider has none (the built-in local provider) or the manager has no billing account there yet.",
  responses: { 200: BillingPortalSchema, 404: ApiErrorSchema },
});
