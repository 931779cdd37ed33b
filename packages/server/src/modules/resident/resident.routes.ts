import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, messages, properties, tenants, units } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { holdStreamSlot } from '../../http/stream-slots.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { consumeMagicLink, issueMagicLink } from '../auth/magic-link.ts';
import {
  appendMessage,
  conversationEtag,
  conversationMessages,
  createConversation,
} from '../chat/conversation.store.ts';
import { endStreamsOnClose, serveConversationStream } from '../chat/conversation-stream.ts';
import {
  accessibleResidentConversation,
  latestResidentConversation,
  residentLeases,
  residentOfProperty,
} from './resident.queries.ts';
import { RESIDENT_REPLY_TASK } from './resident.tasks.ts';

const LINK_SENT = (email: string) =>
  `A login link was sent to ${email}. Please check your email and click the link to log in.`;

/** Resident AI: residents (and their manager, previewing) chat about their home. */
export async function residentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  endStreamsOnClose(app);

  route(app, endpoints.streamResidentConversation)(
    async ({ params, session, request, reply }) => {
      const conversation = await accessibleResidentConversation(db, session, params.id);
      const current = sql`select ${conversation.id}::uuid`;
      holdStreamSlot(app, request, reply, session);
      serveConversationStream(app, request, reply, current);
      return { status: 200, body: '' };
    },
    { hot: true },
  );

  route(
    app,
    endpoints.startResidentConversation,
  )(async ({ body, session, request }) => {
    // A prospect's chat session is not a resident's: it never opens Resident AI.
    if (session?.audience === 'tenant')
      throw unauthorized('This session cannot be used here. Please sign in again.');
    const [property] = await db.select().from(properties).where(eq(properties.id, body.propertyId));
    if (!session) {
      if (!body.email) throw badRequest('email is required.', 'email');
      const email = normalizeEmail(body.email);
      await hitRateLimits(db, [
        [`mail:email:${email}`, config.limits.mailPerEmail],
        [`mail:ip:${request.ip}`, config.limits.mailPerIp],
      ]);
      // Same answer whether or not the address rents there: tenancy is never revealed.
      const resident = property ? await residentOfProperty(db, email, property.id) : null;
      if (resident && property) {
        const { token } = await issueMagicLink(db, email, 'resident', {
          propertyId: property.id,
          unitId: body.unitId ?? resident.unitId,
        });
        const link = new URL('/resident-ai', config.publicUrl);
        link.searchParams.set('token', token);
        link.searchParams.set('email', email);
        link.searchParams.set('propertyId', property.id);
        link.searchParams.set('unitId', body.unitId ?? resident.unitId);
        link.searchParams.set('resident', 'true');
        await queueMail(db, {
          to: email,
          subject: `Your resident assistant for ${property.address}`,
          text: `Hello ${resident.tenant.firstName},\n\nOpen your resident assistant for ${property.address} with this link:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n\n— Athena`,
        });
      }
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
    const unitId = body.unitId ?? null;
    if (unitId) {
      const [unit] = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, unitId), eq(units.propertyId, property.id)));
      if (!unit) throw notFound('Unit');
    }
    const open = await latestResidentConversation(db, session, property.id, unitId);
    if (open) return { status: 200, body: { id: open.id } };
    const id = await createConversation(db, {
      kind: 'RESIDENT',
      propertyId: property.id,
      unitId,
      residentId: session.audience === 'resident' ? session.subject : null,
      userId: session.audience === 'manager' ? session.subject : null,
    });
    return { status: 201, body: { id } };
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
    await db.transaction(async (tx) => {
      await appendMessage(tx, conversation.id, 'user', body.message.trim());
      await enqueue(
        tx,
        RESIDENT_REPLY_TASK,
        { conversationId: conversation.id },
        { jobKey: `reply:${conversation.id}`, maxAttempts: 5 },
      );
    });
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.resetResidentConversation,
  )(async ({ params, session }) => {
    const old = await accessibleResidentConversation(db, session, params.id);
    const id = await createConversation(db, {
      kind: 'RESIDENT',
      propertyId: old.propertyId,
      unitId: old.unitId,
      residentId: old.residentId,
      userId: old.userId,
    });
    return { status: 200, body: { id, messages: [] } };
  });

  route(
    app,
    endpoints.listResidentConversations,
  )(async ({ session }) => {
    const rows = await db
      .select({
        id: conversations.id,
        firstName: tenants.firstName,
        lastName: tenants.lastName,
        address: properties.address,
        unitNumber: units.unitNumber,
        hasUnit: sql<boolean>`${units.id} is not null`,
        lastMessageAt: conversations.lastMessageAt,
      })
      .from(conversations)
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .innerJoin(tenants, eq(tenants.id, conversations.residentId))
      .leftJoin(units, eq(units.id, conversations.unitId))
      .where(
        and(
          eq(conversations.kind, 'RESIDENT'),
          eq(properties.userId, session.subject),
          isNotNull(conversations.residentId),
        ),
      )
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt));
    const last = new Map<string, { id: string; role: string; content: string; createdAt: Date }>();
    const ids = rows.filter((r) => r.lastMessageAt).map((r) => r.id);
    if (ids.length) {
      const newest = await db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          id: messages.id,
          role: messages.role,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.seq));
      for (const m of newest) last.set(m.conversationId, m);
    }
    return {
      status: 200,
      body: rows.map((row) => {
        const message = last.get(row.id);
        return {
          tenant: { firstName: row.firstName, lastName: row.lastName },
          property: { address: row.address },
          unit: row.hasUnit ? { unitNumber: row.unitNumber } : null,
          lastMessage: message
            ? {
                id: message.id,
                role: message.role === 'assistant' ? ('assistant' as const) : ('user' as const),
                content: message.content,
                createdAt: message.createdAt.toISOString(),
              }
            : null,
          conversation: { id: row.id },
        };
      }),
    };
  });
}
