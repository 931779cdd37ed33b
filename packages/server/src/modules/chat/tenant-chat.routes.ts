import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
} from '../../db/schema/index.ts';
import { conflict, notFound, unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import { queueMail } from '../../mail/outbox.ts';
import { consumeMagicLink, issueMagicLink } from '../auth/magic-link.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { tenantLoginMail } from './chat.mails.ts';
import { appendMessage } from './conversation.store.ts';
import { announceConversationChange } from './conversation-events.ts';
import {
  ensureInterest,
  findOrCreateProspect,
  openNewConversation,
  queueAssistantReply,
} from './interests.ts';

/**
 * Where a prospect's e-mailed login link goes: back to the listing page the chat is on,
 * when that page is on one of the manager's own sites (the property's websiteOrigins),
 * with the sign-in in the fragment — a fragment is never sent to that site's server nor
 * in a Referer, and the widget's script removes it at once; otherwise the unit's /chat.
 * A page anyone could name would let them send a victim's login link to their own site.
 */
export function tenantLoginLink(
  publicUrl: string,
  target: { property: { id: string; websiteOrigins: string[] }; unitId: string | null },
  pageUrl: string | undefined,
  { token, email }: { token: string; email: string },
): string {
  const page = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl) : null;
  if (page && target.property.websiteOrigins.includes(page.origin)) {
    const login = new URLSearchParams({
      porchlight_token: token,
      porchlight_email: email,
      porchlight_property: target.property.id,
    });
    if (target.unitId) login.set('porchlight_unit', target.unitId);
    page.hash = login.toString();
    return page.toString();
  }
  const link = new URL('/chat', publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', email);
  link.searchParams.set('propertyId', target.property.id);
  if (target.unitId) link.searchParams.set('unitId', target.unitId);
  return link.toString();
}

/** The prospect-facing chat: start by e-mail, sign in by link, send, reset. */
export async function tenantChatRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  /** The property and (optional) unit a chat is about; a disabled unit takes no new chats. */
  async function chatTarget(propertyId: string, unitId: string | null | undefined) {
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    if (!property || property.status === 'PROCESSING') throw notFound('Property');
    if (!unitId) return { property, unitId: null };
    const [unit] = await db
      .select()
      .from(units)
      .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId)));
    if (!unit) throw notFound('Unit');
    if (unit.availability !== 'AVAILABLE') {
      throw conflict(
        'This unit is not taking new chats right now. Please contact the property manager.',
      );
    }
    return { property, unitId: unit.id };
  }

  route(
    app,
    endpoints.startPropertyInterest,
  )(async ({ body, request }) => {
    const email = normalizeEmail(body.email);
    await hitRateLimits(db, [
      [`mail:email:${email}`, config.limits.mailPerEmail],
      [`mail:ip:${request.ip}`, config.limits.mailPerIp],
    ]);
    const target = await chatTarget(body.propertyId, body.unitId);
    const existing = await db.query.potentialTenants.findFirst({
      where: (table, { eq: equals }) => equals(table.email, email),
    });
    if (existing) {
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
    const prospect = await db.transaction(async (tx) => {
      const created = await findOrCreateProspect(tx, email, body.name);
      await ensureInterest(tx, target.property.id, target.unitId, created.id);
      return created;
    });
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

  route(
    app,
    endpoints.tenantCallback,
  )(async ({ query, request }) => {
    await hitRateLimits(db, [[`callback:ip:${request.ip}`, config.limits.callbackPerIp]]);
    const email = normalizeEmail(query.email);
    const scope = await consumeMagicLink(db, query.token, email, 'tenant');
    if (!scope)
      throw unauthorized('This login link is invalid or has expired. Please request a new one.');
    const prospect = await db.transaction(async (tx) => {
      const found = await findOrCreateProspect(tx, email);
      if (scope.propertyId) {
        const [property] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, scope.propertyId));
        if (property) await ensureInterest(tx, property.id, scope.unitId ?? null, found.id);
      }
      if (!found.verifiedAt) {
        // The address is proven: sessions made from it before, by anyone, end now.
        await tx
          .update(potentialTenants)
          .set({ verifiedAt: new Date() })
          .where(eq(potentialTenants.id, found.id));
        await revokeSessions(tx, { audience: 'tenant', subject: found.id });
      }
      return found;
    });
    app.sessionStanding.forgetAccounts({ audience: 'tenant', subject: prospect.id });
    const jwt = await app.auth.tokens.sign({
      audience: 'tenant',
      subject: prospect.id,
      email,
      version: prospect.sessionVersion,
    });
    return { status: 200, body: { status: 'ok', jwt, tenantID: prospect.id } };
  });

  /** The signed-in prospect's interest in a property, or 404. */
  async function ownInterest(potentialTenantId: string, propertyId: string) {
    const [interest] = await db
      .select()
      .from(tenantPropertyInterests)
      .where(
        and(
          eq(tenantPropertyInterests.propertyId, propertyId),
          eq(tenantPropertyInterests.potentialTenantId, potentialTenantId),
        ),
      );
    if (!interest?.conversationId) throw notFound('Conversation');
    return { ...interest, conversationId: interest.conversationId };
  }

  route(
    app,
    endpoints.sendPropertyInterestMessage,
  )(async ({ params, body, session, request }) => {
    await hitRateLimits(db, [
      [`chat:session:${session.subject}`, config.limits.chatPerSession],
      [`chat:ip:${request.ip}`, config.limits.chatPerIp],
    ]);
    const interest = await ownInterest(session.subject, params.propertyId);
    await db.transaction(async (tx) => {
      const text = body.message.trim();
      await appendMessage(tx, interest.conversationId, 'user', text);
      await queueAssistantReply(tx, interest.conversationId);
      await emitWebhookEvent(tx, {
        type: 'message.created',
        propertyId: interest.propertyId,
        unitId: interest.unitId,
        data: {
          leadId: interest.id,
          conversationId: interest.conversationId,
          email: session.email,
          role: 'user',
          text,
        },
      });
    });
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.resetPropertyInterestConversation,
  )(async ({ params, session }) => {
    const interest = await ownInterest(session.subject, params.propertyId);
    await db.transaction((tx) =>
      openNewConversation(
        tx,
        interest.id,
        interest.propertyId,
        interest.unitId,
        interest.potentialTenantId,
      ),
    );
    // After the commit: polls read the new conversation, and open streams move to it.
    await announceConversationChange(db, interest.conversationId);
    return { status: 200, body: { ok: true } };
  });
}
