import Type from 'typebox';
import { ApiErrorSchema, endpoint } from '../define.ts';
import { Id, Ok, PropertyIdParams } from '../schemas/common.ts';
import { E164Phone } from '../schemas/property.ts';

/**
 * A Twilio webhook's parameters, form-encoded as Twilio posts them (From, To, Body,
 * MessageSid, AccountSid, NumMedia, MessageStatus, ErrorCode…): every one is signed, so
 * every one is kept as sent.
 */
const TwilioParams = Type.Record(
  Type.String({ maxLength: 100 }),
  Type.String({ maxLength: 20_000 }),
  {
    maxProperties: 100,
  },
);

/** A phone number as a person types it: the server writes it in E.164 (400 when it is none). */
const TypedPhone = Type.String({ minLength: 7, maxLength: 32, pattern: '^[0-9+() .-]+$' });

export const receiveTwilioText = endpoint({
  method: 'POST',
  path: '/api/v1/channels/sms/twilio/inbound',
  auth: ['public'],
  summary:
    "Twilio's incoming-message webhook for the properties' text numbers (form-encoded). Authenticated by X-Twilio-Signature over PUBLIC_URL + this path and query and every parameter, so PUBLIC_URL must be the address configured at Twilio (403 otherwise; 404 when TWILIO_* are not set). The text to a property's smsNumber goes to the sender's conversation with it (a new number starts a lead), Athena answering by text; STOP, START and HELP are answered at once and never by Athena; a MessageSid received before is not stored again. Always an empty TwiML <Response/> (text/xml): replies go out through Twilio's REST API.",
  body: TwilioParams,
  responses: { 200: Type.String({ description: 'TwiML (text/xml): an empty <Response/>' }) },
});

export const receiveTwilioStatus = endpoint({
  method: 'POST',
  path: '/api/v1/channels/sms/twilio/status',
  auth: ['public'],
  summary:
    "Twilio's status callback for the texts Porchlight sends (form-encoded; signed like the incoming webhook: 403 otherwise, 404 when TWILIO_* are not set). MessageStatus sent, delivered, undelivered or failed moves the message's delivery on; a failure puts the conversation under Needs attention.",
  body: TwilioParams,
  responses: { 200: Ok },
});

export const sendPropertyTestText = endpoint({
  method: 'POST',
  path: '/api/v1/properties/{propertyId}/sms-test',
  auth: ['manager'],
  summary:
    "Sends 'This is a test message from Porchlight for <property>.' from the property's text number to `to` (E.164). 200 with the provider's message id; 409 when the property has no number or `to` texted STOP to it; 503 when texts are not set up on this server; 502 with the provider's reason when it refuses.",
  params: PropertyIdParams,
  body: Type.Object({ to: E164Phone }, { additionalProperties: false }),
  responses: {
    200: Type.Object({ sent: Type.Literal(true), id: Type.String() }),
    409: ApiErrorSchema,
    502: ApiErrorSchema,
    503: ApiErrorSchema,
  },
});

export const textMeInstead = endpoint({
  method: 'POST',
  path: '/api/v1/conversations/text-me',
  auth: ['tenant'],
  summary:
    "The prospect's 'Text me instead': records their consent (now, and the words the chat shows: the domain's SMS_CONSENT_TEXT) on their lead, moves their conversation with the property to texts at `phone` from the property's number, and queues Athena's first text. 404 without a conversation; 409 when the property has no text number or the number texted STOP to it; 503 when texts are not set up on this server; 429 when asked too often.",
  body: Type.Object({ propertyId: Id, phone: TypedPhone }, { additionalProperties: false }),
  responses: { 200: Ok, 409: ApiErrorSchema, 503: ApiErrorSchema },
});
