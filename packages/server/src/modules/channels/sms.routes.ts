import { endpoints } from '@porchlight/contract';
import { e164Phone } from '@porchlight/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { ownInterest } from '../conversations/index.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { optedOut } from './channels.queries.ts';
import { receiveText, receiveTextStatus, smsTexts, startTextThread } from './sms-inbound.ts';
import { isSignedByTwilio } from './twilio.ts';

/** Twilio's answer to its webhook: nothing to do; replies go out through the REST API. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const notConfigured = () =>
  new HttpError(503, 'UNAVAILABLE', 'Text messages are not set up on this server.');

/**
 * Text messages through Twilio: its two webhooks (a prospect's text, a sent text's status),
 * the manager's test text from a property's number, and the prospect's "Text me instead".
 *
 * Each webhook request is verified before anything is read: X-Twilio-Signature must be
 * Twilio's HMAC of the URL it called and every form parameter. That URL is taken as
 * PUBLIC_URL followed by the request's path and query, so PUBLIC_URL must be the address
 * the numbers' webhooks are configured with at Twilio (a proxy's own address would not
 * verify). Without TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN the webhooks answer 404.
 */
export async function smsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  /** 404 when Twilio is not configured, 403 unless Twilio signed this very request. */
  const verifyTwilio = (request: FastifyRequest, params: Record<string, string>) => {
    const twilio = config.twilio;
    if (!twilio) throw notFound('Route');
    const signature = request.headers['x-twilio-signature'];
    const url = `${config.publicUrl}${request.url}`;
    if (
      !isSignedByTwilio(
        twilio.authToken,
        typeof signature === 'string' ? signature : undefined,
        url,
        params,
      )
    ) {
      request.log.warn('a Twilio webhook request without a valid signature: refused');
      throw forbidden('The request is not signed by Twilio.');
    }
  };

  route(
    app,
    endpoints.receiveTwilioText,
  )(async ({ body, request, reply }) => {
    verifyTwilio(request, body);
    await receiveText(app, body);
    reply.type('text/xml; charset=utf-8');
    return { status: 200, body: EMPTY_TWIML };
  });

  route(
    app,
    endpoints.receiveTwilioStatus,
  )(async ({ body, request }) => {
    verifyTwilio(request, body);
    await receiveTextStatus(app, body);
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.sendPropertyTestText,
  )(async ({ params, body, session }) => {
    const property = await findOwnedProperty(db, session.subject, params.propertyId);
    if (!property.smsNumber) {
      throw conflict('This property has no text number yet: add its Twilio number first.');
    }
    const provider = app.sms;
    if (!provider) throw notConfigured();
    if (await optedOut(db, body.to, property.smsNumber)) {
      throw conflict(
        `${body.to} texted STOP to this property's number: nothing can be texted to it until it texts START.`,
      );
    }
    await hitRateLimits(db, [[`sms:test:${property.id}`, config.limits.inboundPerSender]]);
    try {
      const sent = await provider.send({
        from: property.smsNumber,
        to: body.to,
        body: smsTexts.test(property),
      });
      return { status: 200, body: { sent: true, id: sent.id } };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      throw new HttpError(502, 'PROVIDER_REFUSED', `The test message was not sent. ${reason}`);
    }
  });

  route(
    app,
    endpoints.textMeInstead,
  )(async ({ body, session }) => {
    const phone = e164Phone(body.phone);
    if (!phone) throw badRequest('Please enter a mobile number that can receive texts.', 'phone');
    await hitRateLimits(db, [[`sms:text-me:${session.subject}`, config.limits.mailPerEmail]]);
    const interest = await ownInterest(db, session.subject, body.propertyId);
    if (!app.sms) throw notConfigured();
    await startTextThread(app, interest, phone);
    return { status: 200, body: { ok: true } };
  });
}
