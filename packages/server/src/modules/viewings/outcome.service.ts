/**
 * How a viewing went, as whoever showed it marks it (the agenda, or the links of their mail
 * after it): SHOWN or NO_SHOW. A no-show gets a kind follow-up offering a new time, once, and
 * its lead goes back to choosing a time; marking again only changes the outcome.
 */
import { isSmsPlaceholderEmail, now, type ViewingOutcome } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage } from '../conversations/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { noShowMail, noShowText } from './follow-up.mails.ts';
import { type FollowUpContext, followUpContext } from './follow-ups.queries.ts';
import { bookingChatLink } from './follow-ups.service.ts';
import { lockViewingToMark, reopenLeadScheduling, setViewingOutcome } from './viewings.queries.ts';

export type MarkResult =
  | { status: 'marked'; previous: ViewingOutcome | null }
  | { status: 'not-started' }
  | { status: 'gone' };

/**
 * Marks the viewing's outcome, in the caller's transaction. `userId`: only a viewing of one
 * of this manager's properties (anyone else's is 'gone'). A viewing that has not started by
 * the domain's clock cannot be marked yet.
 */
export async function markOutcome(
  app: FastifyInstance,
  tx: DbOrTx,
  viewingId: string,
  outcome: ViewingOutcome,
  userId?: string,
): Promise<MarkResult> {
  // The row lock: two markings at once are taken one after the other, so the first one
  // alone sees no outcome before it (and sends the follow-up).
  const row = await lockViewingToMark(tx, viewingId, userId);
  if (!row) return { status: 'gone' };
  const at = now();
  if (row.viewing.startsAt.getTime() > at.getTime()) return { status: 'not-started' };
  const previous = (row.viewing.outcome as ViewingOutcome | null) ?? null;
  if (previous === outcome) return { status: 'marked', previous };
  await setViewingOutcome(tx, viewingId, outcome, at);
  const c = await followUpContext(tx, viewingId, app.config.timezone);
  if (!c) return { status: 'gone' };
  await emitWebhookEvent(tx, {
    type: 'viewing.outcome',
    propertyId: c.propertyId,
    unitId: c.viewing.unitId,
    data: {
      leadId: c.interestId,
      viewingId,
      startsAt: c.viewing.startsAt.toISOString(),
      outcome,
      previousOutcome: previous,
    },
  });
  // The first marking only: a correction changes the counts, not what the prospect was told.
  if (outcome === 'NO_SHOW' && previous === null) await followUpNoShow(app, tx, c);
  return { status: 'marked', previous };
}

/**
 * The prospect missed it: the lead is back to choosing a time, and Athena offers one in
 * their conversation (on its channel: chat, e-mail or text); a prospect whose conversation
 * is in the chat also gets it by e-mail when they have an address of their own.
 */
async function followUpNoShow(app: FastifyInstance, tx: DbOrTx, c: FollowUpContext) {
  if (c.leadStatus === 'SCHEDULING_COMPLETE') {
    await reopenLeadScheduling(tx, c.interestId);
    await emitWebhookEvent(tx, {
      type: 'lead.status_changed',
      propertyId: c.propertyId,
      unitId: c.viewing.unitId,
      data: {
        leadId: c.interestId,
        previousStatus: 'SCHEDULING_COMPLETE',
        status: 'PRE_SCREENING_COMPLETE',
      },
    });
  }
  if (c.conversationId) await appendMessage(tx, c.conversationId, 'assistant', noShowText(c));
  const inChatOnly = !c.conversationId || c.channel === 'CHAT' || c.channel === null;
  if (inChatOnly && !isSmsPlaceholderEmail(c.prospectEmail)) {
    await queueMail(tx, noShowMail(c, bookingChatLink(app.config.publicUrl, c)));
  }
}

/** The manager marks a viewing of theirs: 404 for anyone else's, 409 before it starts. */
export async function markOwnedOutcome(
  app: FastifyInstance,
  userId: string,
  viewingId: string,
  outcome: ViewingOutcome,
): Promise<void> {
  const result = await app.db.transaction((tx) => markOutcome(app, tx, viewingId, outcome, userId));
  if (result.status === 'gone') throw notFound('Viewing');
  if (result.status === 'not-started') {
    throw conflict('This viewing has not started yet. Mark it once it has.');
  }
}
