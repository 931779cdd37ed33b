import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** One phone call (startedAt, endedAt, recordingUrl): 200. */
export const getPhoneCall = /* @__PURE__ */ define<Endpoints['getPhoneCall']>(
  'GET',
  '/api/v1/vapi/calls/{phoneCallId}',
  ['manager'],
);

/** Asks for a phone call about a property: 200 means accepted; 429 when asked too often. */
export const requestCall = /* @__PURE__ */ define<Endpoints['requestCall']>(
  'POST',
  '/api/v1/vapi/calls',
  ['tenant', 'resident'],
);

/** Vapi's server URL (called by Vapi, not by our front ends): 200; listed for completeness. */
export const vapiWebhook = /* @__PURE__ */ define<Endpoints['vapiWebhook']>(
  'POST',
  '/api/v1/vapi/webhook',
  ['public'],
);
