import { endpoint } from '../define.ts';
import {
  PhoneCallDetailsSchema,
  PhoneCallIdParams,
  RequestCallResultSchema,
  RequestCallSchema,
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
