import { endpoints } from '@porchlight/contract';
import { type AttentionKind, isResolveOutcomeFor, resolveOutcomesFor } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { answerQuestion, type WriteAsManager } from './answer.service.ts';
import {
  attentionCountState,
  findAttentionItem,
  listAttentionItems,
  markAttentionDone,
  openAttentionCount,
} from './attention.queries.ts';
import { ATTENTION_DIGEST_TASK, NOTIFY_ATTENTION_TASK } from './attention.service.ts';
import { createDigestTask, createNotifyTask } from './attention.tasks.ts';

/** Each kind as an error message names it. */
const KIND_NAMES: Record<AttentionKind, string> = {
  NEW_LEAD: 'a new lead',
  UNANSWERED_QUESTION: 'a question',
  ACCOMMODATION_REQUEST: 'an accommodation request',
  VIEWING_REQUEST: 'a viewing request',
  CALL_REQUEST: 'a call request',
  FAILED_IMPORT: 'a failed import',
  FAILED_DELIVERY: 'a failing webhook',
  REPLY_HELD_BACK: 'a reply held back',
  MAINTENANCE_REQUEST: 'a maintenance request',
};

export interface AttentionOptions {
  /** How an answer reaches the prospect's chat (see WriteAsManager). */
  writeAsManager: WriteAsManager;
}

/** Needs attention: the list, the sidebar's count, marking done and answering. */
export async function attentionRoutes(
  app: FastifyInstance,
  { writeAsManager }: AttentionOptions,
): Promise<void> {
  const { db } = app;
  app.tasks[NOTIFY_ATTENTION_TASK] = createNotifyTask(app);
  app.tasks[ATTENTION_DIGEST_TASK] = createDigestTask(app);

  route(
    app,
    endpoints.listAttention,
  )(async ({ query, session }) => {
    const [items, openCount] = await Promise.all([
      listAttentionItems(db, session.subject, query.status ?? 'OPEN', app.config.timezone),
      openAttentionCount(db, session.subject),
    ]);
    return { status: 200, body: { items, openCount } };
  });

  route(
    app,
    endpoints.countAttention,
  )(async ({ session, request, reply }) => {
    const { openCount, changedAt } = await attentionCountState(db, session.subject);
    const etag = `W/"a-${openCount}-${changedAt}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return { status: 304, body: null };
    return { status: 200, body: { openCount } };
  });

  route(
    app,
    endpoints.resolveAttention,
  )(async ({ params, body, session }) => {
    const item = await findAttentionItem(db, session.subject, params.id, app.config.timezone);
    if (!item) throw notFound('Item');
    const outcome = body.outcome ?? 'DONE';
    // Each kind closes with its own outcomes (a new lead is never "called back").
    if (!isResolveOutcomeFor(item.kind, outcome)) {
      const allowed = resolveOutcomesFor(item.kind).join(' or ');
      throw badRequest(
        `outcome must be ${allowed} for ${KIND_NAMES[item.kind]}${body.outcome ? `, not ${outcome}` : ''}.`,
        'outcome',
      );
    }
    if (item.status === 'OPEN') {
      await markAttentionDone(db, session.subject, params.id, outcome);
    }
    const resolved = await findAttentionItem(db, session.subject, params.id, app.config.timezone);
    if (!resolved) throw notFound('Item');
    return { status: 200, body: resolved };
  });

  route(
    app,
    endpoints.answerAttention,
  )(async ({ params, body, session }) => {
    await answerQuestion(app, session.subject, params.id, body, writeAsManager);
    const answered = await findAttentionItem(db, session.subject, params.id, app.config.timezone);
    if (!answered) throw notFound('Item');
    return { status: 200, body: answered };
  });
}
