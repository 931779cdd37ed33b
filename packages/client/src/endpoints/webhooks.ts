import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Sends a signed test.ping to the saved webhook URL at once: 200 answers the delivery's outcome. */
export const sendWebhookTest = /* @__PURE__ */ define<Endpoints['sendWebhookTest']>(
  'POST',
  '/api/v1/webhook-deliveries/test',
  ['manager'],
);

/** The last 100 webhook deliveries, newest first, each with its last try. */
export const listWebhookDeliveries = /* @__PURE__ */ define<Endpoints['listWebhookDeliveries']>(
  'GET',
  '/api/v1/webhook-deliveries',
  ['manager'],
);

/** Sends a delivery's event again (same payload and event id): 200 answers the new delivery. */
export const redeliverWebhook = /* @__PURE__ */ define<Endpoints['redeliverWebhook']>(
  'POST',
  '/api/v1/webhook-deliveries/{id}/redeliver',
  ['manager'],
);
