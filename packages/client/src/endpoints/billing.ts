import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's active subscription: 200; 404 (code NO_SUBSCRIPTION) means show the subscribe form. */
export const getSubscription = /* @__PURE__ */ define<Endpoints['getSubscription']>(
  'GET',
  '/api/v1/subscriptions',
  ['manager'],
);

/** Starts a checkout for query quantity: 303 with body {url} (no Location header) means navigate there. */
export const checkout = /* @__PURE__ */ define<Endpoints['checkout']>('GET', '/api/v1/checkout', [
  'manager',
]);

/** Opens the billing portal: 200 with {url} to navigate to; 404 (code NO_BILLING_PORTAL) when there is none. */
export const openBillingPortal = /* @__PURE__ */ define<Endpoints['openBillingPortal']>(
  'POST',
  '/api/v1/billing-portal',
  ['manager'],
);
