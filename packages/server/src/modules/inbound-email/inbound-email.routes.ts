import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { notFound, unauthorized } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { conversationSignerFor } from '../channels/index.ts';
import { forwardingTarget } from './parse-lead.ts';
import { MAX_INBOUND_BYTES, receiveEmail } from './receive.ts';

const bearerMatches = (header: string | undefined, secret: string) => {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Inbound e-mail, two ways in: POST /api/v1/inbound-email (raw MIME, for mail providers'
 * inbound webhooks; INBOUND_EMAIL_SECRET) and an SMTP listener on INBOUND_SMTP_PORT that
 * accepts mail only for MAIL_DOMAIN's forwarding addresses (zillow-…/buildium-…), its
 * conversations' signed reply addresses (reply+…) and their mails' bounce addresses (bounce+…).
 */
export async function inboundEmailRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const signer = conversationSignerFor(config);
  // Raw messages arrive as text; the route's schema bounds their size.
  app.addContentTypeParser(
    ['message/rfc822', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_INBOUND_BYTES },
    (_request, body, done) => done(null, body),
  );

  route(app, endpoints.receiveInboundEmail)(
    async ({ body, request }) => {
      const secret = config.inbound.secret;
      if (!secret) throw notFound('Route');
      if (!bearerMatches(request.headers.authorization, secret)) {
        throw unauthorized('Bad inbound e-mail secret.');
      }
      return { status: 202, body: await receiveEmail(app, body) };
    },
    { bodyLimit: MAX_INBOUND_BYTES },
  );

  const port = config.inbound.smtpPort;
  if (port === undefined) return;
  const smtp = new SMTPServer({
    name: config.mailDomain,
    size: MAX_INBOUND_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH'],
    banner: 'Porchlight lead forwarding',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (
        forwardingTarget(address.address, config.mailDomain) ||
        signer.conversationOfReplyAddress(address.address) ||
        signer.messageOfBounceAddress(address.address)
      ) {
        return callback();
      }
      const refused = new Error('No such address here.') as Error & {
        responseCode: number;
      };
      refused.responseCode = 550;
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          const tooBig = new Error('Message too large.') as Error & { responseCode: number };
          tooBig.responseCode = 552;
          return callback(tooBig);
        }
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        receiveEmail(app, Buffer.concat(chunks).toString('utf8'), recipients).then(
          () => callback(),
          (error: unknown) => {
            app.log.error({ err: error }, 'inbound e-mail could not be stored');
            const retry = new Error('Try again later.') as Error & { responseCode: number };
            retry.responseCode = 451;
            callback(retry);
          },
        );
      });
    },
  });
  smtp.on('error', (error) => app.log.error({ err: error }, 'inbound SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, config.inbound.smtpHost, () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  app.addHook('onClose', () => new Promise<void>((resolve) => smtp.close(() => resolve())));
}
