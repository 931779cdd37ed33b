import { endpoint } from '../define.ts';
import { IdParams } from '../schemas/common.ts';
import { WebhookDeliveryListSchema, WebhookDeliverySchema } from '../schemas/webhook.ts';

export const sendWebhookTest = endpoint({
  method: 'POST',
  path: '/api/v1/webhook-deliveries/test',
  auth: ['manager'],
  summary:
    "Sends a signed test.ping event to the manager's webhook URL at once and answers the delivery: the receiver's status code and response time, or why it could not be reached. 400 (webhookURL) when no URL is saved.",
  responses: { 200: WebhookDeliverySchema },
});

export const listWebhookDeliveries = endpoint({
  method: 'GET',
  path: '/api/v1/webhook-deliveries',
  auth: ['manager'],
  summary:
    "The signed-in manager's last 100 webhook deliveries, newest first, each with its last try (status code, response time or failure) and number of tries.",
  responses: { 200: WebhookDeliveryListSchema },
});

export const redeliverWebhook = endpoint({
  method: 'POST',
  path: '/api/v1/webhook-deliveries/{id}/redeliver',
  auth: ['manager'],
  summary:
    "Sends one of the manager's deliveries again at once, as a new delivery with the same payload and event id (webhook-id), to the current URL; answers the new delivery. 404 for another manager's delivery; 400 (webhookURL) when no URL is saved.",
  params: IdParams,
  responses: { 200: WebhookDeliverySchema },
});
