import Type from 'typebox';
import { endpoint } from '../define.ts';

/** 10 MiB: the largest forwarded message kept. */
const RawMessage = Type.String({ minLength: 1, maxLength: 10 * 1024 * 1024 });

export const receiveInboundEmail = endpoint({
  method: 'POST',
  path: '/api/v1/inbound-email',
  auth: ['public'],
  summary:
    "An inbound e-mail as raw MIME (Content-Type message/rfc822), for mail providers' inbound webhooks: a forwarded lead, or a prospect's reply to a conversation's signed reply address. Authenticated by 'Authorization: Bearer INBOUND_EMAIL_SECRET' (401 otherwise; 404 when not configured). 202 with what became of it: PROCESSED, DUPLICATE, UNMATCHED, UNPARSEABLE, or IGNORED (an automatic reply, a bounce, or past the sender's rate limit: kept, never answered).",
  body: RawMessage,
  responses: {
    202: Type.Object({
      id: Type.String(),
      status: Type.Union([
        Type.Literal('PROCESSED'),
        Type.Literal('DUPLICATE'),
        Type.Literal('UNMATCHED'),
        Type.Literal('UNPARSEABLE'),
        Type.Literal('IGNORED'),
      ]),
    }),
  },
});
