import { endpoint } from '../define.ts';
import { Ok } from '../schemas/common.ts';
import {
  PhoneCallDetailsSchema,
  PhoneCallIdParams,
  RequestCallResultSchema,
  RequestCallSchema,
  VapiServerMessageSchema,
} from '../schemas/phone-call.ts';

export const getPhoneCall = endpoint({
  method: 'GET',
  path: '/api/v1/vapi/calls/{phoneCallId}',
  auth: ['manager'],
  summary: "Timing and recording of a call with one of the manager's leads.",
  params: PhoneCallIdParams,
  responses: { 200: PhoneCallDetailsSchema },
});

export const requestCall = endpoint({
  method: 'POST',
  path: '/api/v1/vapi/calls',
  auth: ['tenant', 'resident'],
  summary:
    'Asks for a phone call about the property. Placed through Vapi when configured; otherwise recorded and the manager notified. 429 when asked too often.',
  body: RequestCallSchema,
  responses: { 200: RequestCallResultSchema },
});

export const vapiWebhook = endpoint({
  method: 'POST',
  path: '/api/v1/vapi/webhook',
  auth: ['public'],
  summary:
    "Vapi's server URL. Authenticated by the X-Vapi-Secret header (VAPI_WEBHOOK_SECRET; 401 otherwise, 404 when not configured). The end-of-call report records when a call started and ended and its recording.",
  body: VapiServerMessageSchema,
  responses: { 200: Ok },
});
