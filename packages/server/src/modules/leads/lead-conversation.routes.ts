import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toApiMessage, writeAsManager } from '../conversations/index.ts';
import { findOwnLead, leadThreads, threadMessages } from './lead-conversation.queries.ts';
import { setLeadAssistant } from './lead-conversation.service.ts';

/**
 * A lead's chat as its manager works it: every thread (a prospect's reset keeps the old
 * ones here), writing as themselves, pausing Athena and handing back.
 */
export async function leadConversationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.getLeadConversation,
  )(async ({ params, session, request, reply }) => {
    const lead = await findOwnLead(db, session.subject, params.id);
    const threads = await leadThreads(db, lead);
    const versions = threads.map((t) => `${t.id.slice(0, 8)}.${t.version}`).join('-');
    const etag = `W/"l-${lead.id}-${lead.assistantPaused ? 'p' : 'a'}-${versions}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return { status: 304, body: null };
    const rows = await threadMessages(
      db,
      threads.map((t) => t.id),
    );
    return {
      status: 200,
      body: {
        leadId: lead.id,
        currentThreadId: lead.conversationId,
        assistantPaused: lead.assistantPaused,
        threads: threads.map((thread) => ({
          id: thread.id,
          startedAt: thread.createdAt.toISOString(),
          messages: rows
            .filter((m) => m.conversationId === thread.id)
            .map((m) => ({
              ...toApiMessage(m),
              // Why it did not reach the prospect: for the manager's eyes only.
              ...((m.delivery === 'FAILED' || m.delivery === 'NOT_SENT') && m.deliveryError
                ? { deliveryNote: m.deliveryError }
                : {}),
            })),
        })),
      },
    };
  });

  route(
    app,
    endpoints.sendLeadMessage,
  )(async ({ params, body, session }) => {
    const lead = await findOwnLead(db, session.subject, params.id);
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
    const lead = await findOwnLead(db, session.subject, params.id);
    if (!lead.conversationId) throw conflict('This lead has no chat.');
    await setLeadAssistant(db, lead.id, body.paused);
    return { status: 200, body: { ok: true } };
  });
}
