import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { holdStreamSlot } from '../../http/stream-slots.ts';
import { consumeMagicLink } from '../auth/index.ts';
import {
  conversationEtag,
  conversationMessages,
  endStreamsOnClose,
  serveConversationStream,
} from '../conversations/index.ts';
import { findPropertyById } from '../properties/index.ts';
import {
  accessibleResidentConversation,
  fixedConversation,
  residentLeases,
  residentOfProperty,
} from './resident.queries.ts';
import {
  createResidentConversation,
  mailResidentLink,
  postResidentMessage,
  residentActivity,
  residentConversationFor,
} from './resident.service.ts';

const LINK_SENT = (email: string) =>
  `A login link was sent to ${email}. Please check your email and click the link to log in.`;

/** Resident AI: residents (and their manager, previewing) chat about their home. */
export async function residentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  endStreamsOnClose(app);

  route(app, endpoints.streamResidentConversation)(
    async ({ params, session, request, reply }) => {
      const conversation = await accessibleResidentConversation(db, session, params.id);
      holdStreamSlot(app, request, reply, session);
      serveConversationStream(app, request, reply, session, fixedConversation(conversation.id));
      return { status: 200, body: '' };
    },
    { hot: true },
  );

  signInRoutes(app);
  chatRoutes(app);

  route(
    app,
    endpoints.listResidentConversations,
  )(async ({ session }) => {
    return { status: 200, body: await residentActivity(db, session.subject) };
  });
}

/** Opening the chat (by e-mail link when signed out) and the link's sign-in. */
function signInRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(
    app,
    endpoints.startResidentConversation,
  )(async ({ body, session, request }) => {
    // A prospect's chat session is not a resident's: it never opens Resident AI.
    if (session?.audience === 'tenant')
      throw unauthorized('This session cannot be used here. Please sign in again.');
    const property = await findPropertyById(db, body.propertyId);
    if (!session) {
      if (!body.email) throw badRequest('email is required.', 'email');
      const email = normalizeEmail(body.email);
      await hitRateLimits(db, [
        [`mail:email:${email}`, config.limits.mailPerEmail],
        [`mail:ip:${request.ip}`, config.limits.mailPerIp],
      ]);
      // Same answer whether or not the address rents there: tenancy is never revealed.
      if (property) await mailResidentLink(app, email, property, body.unitId);
      return { status: 202, body: { message: LINK_SENT(email) } };
    }
    if (!property) throw notFound('Property');
    if (session.audience === 'manager' && property.userId !== session.subject)
      throw notFound('Property');
    if (
      session.audience === 'resident' &&
      !(await residentLeases(db, session.subject, property.id))
    ) {
      throw notFound('Property');
    }
    const open = await residentConversationFor(db, session, property.id, body.unitId ?? null);
    return { status: open.created ? 201 : 200, body: { id: open.id } };
  });

  route(
    app,
    endpoints.residentCallback,
  )(async ({ query, request }) => {
    await hitRateLimits(db, [[`callback:ip:${request.ip}`, config.limits.callbackPerIp]]);
    const email = normalizeEmail(query.email);
    const scope = await consumeMagicLink(db, query.token, email, 'resident');
    const resident = scope?.propertyId
      ? await residentOfProperty(db, email, scope.propertyId)
      : null;
    if (!resident)
      throw unauthorized('This login link is invalid or has expired. Please request a new one.');
    const jwt = await app.auth.tokens.sign({
      audience: 'resident',
      subject: resident.tenant.id,
      email,
      version: resident.tenant.sessionVersion,
    });
    return { status: 200, body: { jwt, tenantID: resident.tenant.id } };
  });
}

/** One resident conversation: its poll, a message, a reset. */
function chatRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(app, endpoints.getResidentConversation)(
    async ({ params, session, request, reply }) => {
      const conversation = await accessibleResidentConversation(db, session, params.id);
      const etag = conversationEtag(conversation.id, conversation.version);
      reply.header('etag', etag);
      reply.header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return { status: 304, body: null };
      return {
        status: 200,
        body: { id: conversation.id, messages: await conversationMessages(db, conversation.id) },
      };
    },
    { hot: true },
  );

  route(
    app,
    endpoints.sendResidentMessage,
  )(async ({ params, body, session, request }) => {
    await hitRateLimits(db, [
      [`chat:session:${session.subject}`, config.limits.chatPerSession],
      [`chat:ip:${request.ip}`, config.limits.chatPerIp],
    ]);
    const conversation = await accessibleResidentConversation(db, session, params.id);
    await postResidentMessage(db, conversation.id, body.message.trim());
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.resetResidentConversation,
  )(async ({ params, session }) => {
    const old = await accessibleResidentConversation(db, session, params.id);
    const id = await createResidentConversation(db, {
      propertyId: old.propertyId,
      unitId: old.unitId,
      residentId: old.residentId,
      userId: old.userId,
    });
    return { status: 200, body: { id, messages: await conversationMessages(db, id) } };
  });
}
