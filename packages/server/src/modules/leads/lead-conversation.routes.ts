import { endpoints } from '@porchlight/contract';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  conversations,
  messages,
  properties,
  tenantPropertyInterests,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toApiMessage } from '../chat/conversation.store.ts';
import { queueAssistantReply } from '../chat/interests.ts';
import { writeAsManager } from '../chat/manager-message.ts';

/**
 * A lead's chat as its manager works it: every thread (a prospect's reset keeps the old
 * ones here), writing as themselves, pausing Athena and handing back.
 */
export async function leadConversationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** The lead, only when it is in one of this manager's properties. */
  async function ownLead(userId: string, leadId: string) {
    const [lead] = await db
      .select({
        id: tenantPropertyInterests.id,
        propertyId: tenantPropertyInterests.propertyId,
        potentialTenantId: tenantPropertyInterests.potentialTenantId,
        conversationId: tenantPropertyInterests.conversationId,
      })
      .from(tenantPropertyInterests)
      .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
      .where(and(eq(tenantPropertyInterests.id, leadId), eq(properties.userId, userId)));
    if (!lead) throw notFound('Lead');
    return lead;
  }

  /** The lead's threads: its prospect's conversations about the property, oldest first. */
  const threadsOf = (lead: { propertyId: string; potentialTenantId: string }) =>
    db
      .select({
        id: conversations.id,
        createdAt: conversations.createdAt,
        version: conversations.version,
        assistantPaused: conversations.assistantPaused,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.kind, 'PROPERTY_INTEREST'),
          eq(conversations.propertyId, lead.propertyId),
          eq(conversations.potentialTenantId, lead.potentialTenantId),
        ),
      )
      .orderBy(asc(conversations.createdAt), asc(conversations.id));

  route(
    app,
    endpoints.getLeadConversation,
  )(async ({ params, session, request, reply }) => {
    const lead = await ownLead(session.subject, params.id);
    const threads = await threadsOf(lead);
    const current = threads.find((t) => t.id === lead.conversationId);
    const versions = threads.map((t) => `${t.id.slice(0, 8)}.${t.version}`).join('-');
    const etag = `W/"l-${lead.id}-${current?.assistantPaused ? 'p' : 'a'}-${versions}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return { status: 304, body: null };
    const ids = threads.map((t) => t.id);
    const rows = ids.length
      ? await db
          .select()
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.seq))
      : [];
    return {
      status: 200,
      body: {
        leadId: lead.id,
        currentThreadId: lead.conversationId,
        assistantPaused: current?.assistantPaused ?? false,
        threads: threads.map((thread) => ({
          id: thread.id,
          startedAt: thread.createdAt.toISOString(),
          messages: rows.filter((m) => m.conversationId === thread.id).map(toApiMessage),
        })),
      },
    };
  });

  route(
    app,
    endpoints.sendLeadMessage,
  )(async ({ params, body, session }) => {
    const lead = await ownLead(session.subject, params.id);
    const conversationId = lead.conversationId;
    if (!conversationId) throw conflict('This lead has no chat to write in.');
    await db.transaction((tx) =>
      writeAsManager(app, tx, {
        conversationId,
        userId: session.subject,
        text: body.message.trim(),
        pause: true,
      }),
    );
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.setLeadAssistant,
  )(async ({ params, body, session }) => {
    const lead = await ownLead(session.subject, params.id);
    const conversationId = lead.conversationId;
    if (!conversationId) throw conflict('This lead has no chat.');
    await db.transaction(async (tx) => {
      const [before] = await tx
        .update(conversations)
        .set({ assistantPaused: body.paused })
        .where(eq(conversations.id, conversationId))
        .returning({ id: conversations.id });
      if (!before) throw notFound('Conversation');
      // Handed back: Athena answers what the prospect wrote while she was paused, if anything.
      if (!body.paused) {
        const [last] = await tx
          .select({ seq: max(messages.seq) })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.role, 'user')));
        if (last?.seq) await queueAssistantReply(tx, conversationId);
      }
    });
    return { status: 200, body: { ok: true } };
  });
}
