import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { queueMail } from '../../mail/outbox.ts';
import { consumeMagicLink, issueMagicLink } from '../auth/index.ts';
import { tenantLoginLink, tenantLoginMail } from './conversations.mails.ts';
import {
  chatTarget,
  ownInterest,
  postProspectMessage,
  resetProspectChat,
  signInProspect,
  startProspectChat,
} from './conversations.service.ts';
import { ASSISTANT_REPLY_TASK } from './interests.ts';

/** Starting a chat by e-mail: a new address gets a session, a known one a login link. */
function startRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(
    app,
    endpoints.startPropertyInterest,
  )(async ({ body, request }) => {
    const email = normalizeEmail(body.email);
    await hitRateLimits(db, [
      [`mail:email:${email}`, config.limits.mailPerEmail],
      [`mail:ip:${request.ip}`, config.limits.mailPerIp],
    ]);
    const target = await chatTarget(db, body.propertyId, body.unitId);
    const started = await startProspectChat(db, email, body.name, target);
    if (!started) {
      // A known address must prove itself: no session is handed to whoever typed it.
      const { token } = await issueMagicLink(db, email, 'tenant', {
        propertyId: target.property.id,
        unitId: target.unitId,
      });
      const link = tenantLoginLink(config.publicUrl, target, body.pageUrl, { token, email });
      await queueMail(db, tenantLoginMail(email, target.property.address, link));
      return {
        status: 200,
        body: {
          message: `A login link was sent to ${email}. Please check your email and click the link to log in.`,
        },
      };
    }
    const { prospect, conversationId, greeting } = started;
    if (greeting) app.jobsNow.run(ASSISTANT_REPLY_TASK, { conversationId }, greeting);
    // Nobody has proven this address yet: the session reaches this property's chat only, and
    // ends when the address's owner signs in by an e-mailed link (http/session-standing.ts).
    const jwt = await app.auth.tokens.sign({
      audience: 'tenant',
      subject: prospect.id,
      email,
      version: prospect.sessionVersion,
      propertyId: target.property.id,
    });
    return { status: 201, body: { jwt, tenantID: prospect.id } };
  });
}

/** The e-mailed link's exchange for a session. */
function callbackRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(
    app,
    endpoints.tenantCallback,
  )(async ({ query, request }) => {
    await hitRateLimits(db, [[`callback:ip:${request.ip}`, config.limits.callbackPerIp]]);
    const email = normalizeEmail(query.email);
    const scope = await consumeMagicLink(db, query.token, email, 'tenant');
    if (!scope)
      throw unauthorized('This login link is invalid or has expired. Please request a new one.');
    const prospect = await signInProspect(db, email, scope);
    app.sessionStanding.forgetAccounts({ audience: 'tenant', subject: prospect.id });
    const jwt = await app.auth.tokens.sign({
      audience: 'tenant',
      subject: prospect.id,
      email,
      version: prospect.sessionVersion,
    });
    return { status: 200, body: { status: 'ok', jwt, tenantID: prospect.id } };
  });
}

/** The signed-in prospect's own chat: sending a message and starting over. */
function conversationWriteRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(
    app,
    endpoints.sendPropertyInterestMessage,
  )(async ({ params, body, session, request }) => {
    await hitRateLimits(db, [
      [`chat:session:${session.subject}`, config.limits.chatPerSession],
      [`chat:ip:${request.ip}`, config.limits.chatPerIp],
    ]);
    const interest = await ownInterest(db, session.subject, params.propertyId);
    const turn = await postProspectMessage(db, interest, session.email, body.message);
    // Athena answers from this process at once; the job is there in case it cannot.
    app.jobsNow.run(ASSISTANT_REPLY_TASK, { conversationId: interest.conversationId }, turn);
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.resetPropertyInterestConversation,
  )(async ({ params, session }) => {
    const interest = await ownInterest(db, session.subject, params.propertyId);
    await resetProspectChat(db, interest);
    return { status: 200, body: { ok: true } };
  });
}

/** The prospect-facing chat: start by e-mail, sign in by link, send, reset. */
export async function prospectConversationRoutes(app: FastifyInstance): Promise<void> {
  startRoutes(app);
  callbackRoutes(app);
  conversationWriteRoutes(app);
}
