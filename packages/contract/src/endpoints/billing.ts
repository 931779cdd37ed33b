import { ApiErrorSchema, endpoint } from '../define.ts';
import {
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
