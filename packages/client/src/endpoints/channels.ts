import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Twilio's incoming-message webhook (called by Twilio, not by our front ends): listed for completeness. */
export const receiveTwilioText = /* @__PURE__ */ define<Endpoints['receiveTwilioText']>(
  'POST',
  '/api/v1/channels/sms/twilio/inbound',
  ['public'],
);

/** Twilio's status callback (called by Twilio, not by our front ends): listed for completeness. */
export const receiveTwilioStatus = /* @__PURE__ */ define<Endpoints['receiveTwilioStatus']>(
  'POST',
  '/api/v1/channels/sms/twilio/status',
  ['public'],
);

/** A test text from a property's number: 200 sent; 409 no number or opted out; 502, 503. */
export const sendPropertyTestText = /* @__PURE__ */ define<Endpoints['sendPropertyTestText']>(
  'POST',
  '/api/v1/properties/{propertyId}/sms-test',
  ['manager'],
);

/** The prospect's "Text me instead": 200; 409 when the property takes no texts. */
export const textMeInstead = /* @__PURE__ */ define<Endpoints['textMeInstead']>(
  'POST',
  '/api/v1/conversations/text-me',
  ['tenant'],
);
