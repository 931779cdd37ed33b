import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { holdStreamSlot } from '../../http/stream-slots.ts';
import { endStreamsOnClose, serveConversationStream } from './conversation-stream.ts';
import { currentConversationId, currentConversationOf } from './conversations.queries.ts';
import { seenIfManager, UNREAD_REPLY_TASK } from './manager-message.ts';
import { interestConversation, warmPollVersions } from './tenant-conversation.ts';
import { unchangedPoll } from './unchanged-poll.ts';
import { createUnreadReplyTask } from './unread-reply.task.ts';

/** The poll and the stream skip the compression hooks (see RouteOptions.hot). */
const HOT = { hot: true };

/**
 * GET /api/v2/conversations/property-interest/{propertyId}: the prospect's own conversation
 * (tenant session), or a lead's conversation for its manager (manager session + tenantId).
 */
export async function conversationRoutes(app: FastifyInstance): Promise<void> {
  app.tasks[UNREAD_REPLY_TASK] = createUnreadReplyTask(app);
  // The unchanged poll's 304 straight from memory, before Fastify (unchanged-poll.ts).
  app.hotPaths.push(unchangedPoll(app));
  endStreamsOnClose(app);
  app.addHook('onReady', async () => {
    // A cold cache only costs reads: a failure here must not stop the server starting.
    await warmPollVersions(app).catch((error) =>
      app.log.warn({ err: error }, 'could not warm the poll cache'),
    );
  });
  route(app, endpoints.getPropertyInterestConversation)(
    async ({ params, query, session, request, reply }) => {
      if (session.audience === 'tenant') {
        const answer = await interestConversation(
          app,
          session.subject,
          params.propertyId,
          request,
          reply,
          null,
          query.after,
        );
        // New content reached the prospect: a manager's message in it is read, not mailed.
        if (answer.status === 200) seenIfManager(app, answer.body.id, answer.body.messages);
        return answer;
      }
      if (!query.tenantId) throw badRequest('tenantId is required.', 'tenantId');
      return interestConversation(
        app,
        query.tenantId,
        params.propertyId,
        request,
        reply,
        session.subject,
        query.after,
      );
    },
    HOT,
  );

  // The launcher's badge on a listing page whose chat is not open: the conversation's own
  // ETag and delta, counted, and no manager's message marked read (it was not shown).
  route(app, endpoints.getPropertyInterestUnread)(
    async ({ params, query, session, request, reply }) => {
      const answer = await interestConversation(
        app,
        session.subject,
        params.propertyId,
        request,
        reply,
        null,
        query.after,
      );
      if (answer.status === 304) return answer;
      const { messages, after } = answer.body;
      return {
        status: 200 as const,
        body: {
          unread: after ? messages.filter((m) => m.role !== 'user').length : 0,
          last: messages.at(-1)?.id ?? query.after ?? null,
        },
      };
    },
    HOT,
  );

  route(app, endpoints.streamPropertyInterestConversation)(
    async ({ params, session, request, reply }) => {
      // The prospect's interest names its current conversation (a reset replaces it).
      const current = currentConversationOf(session.subject, params.propertyId);
      if (!(await currentConversationId(app.db, current))) throw notFound('Conversation');
      holdStreamSlot(app, request, reply, session);
      serveConversationStream(app, request, reply, session, current, (id, sent) =>
        seenIfManager(app, id, sent),
      );
      return { status: 200, body: '' };
    },
    HOT,
  );
}
