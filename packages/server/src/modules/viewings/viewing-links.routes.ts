/**
 * The pages of a viewing's one-tap links (viewing-links.ts), at /viewing/<action>?token=…:
 * confirm, reschedule and cancel (the prospect's reminders), shown and no-show (the mail
 * whoever showed it gets afterwards). Opening a link (GET) only asks — mail scanners open
 * links too — and its one button (POST) does it. A forged or altered link is a 404 page; a
 * viewing cancelled, moved or over is a plain page saying so.
 */
import { now } from '@porchlight/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, smallPage } from '../../http/small-page.ts';
import { type FollowUpContext, followUpContext } from './follow-ups.queries.ts';
import { bookingChatLink } from './follow-ups.service.ts';
import { markOutcome } from './outcome.service.ts';
import { cancelByProspect, confirmViewing, rescheduleLink } from './viewing-links.service.ts';
import {
  VIEWING_LINK_ACTIONS,
  type ViewingLinkAction,
  type ViewingLinkClaim,
  type ViewingLinks,
} from './viewing-links.ts';
import { wasCancelled } from './viewings.queries.ts';

const PROSPECT_ACTIONS: readonly ViewingLinkAction[] = ['confirm', 'reschedule', 'cancel'];

/** The question each link's page asks, and its button. */
const QUESTIONS: Record<ViewingLinkAction, (c: FollowUpContext) => [string, string, string]> = {
  confirm: (c) => [
    'Confirm your viewing',
    `Are you coming to see ${c.place} on ${c.when}?`,
    'Yes, I’m coming',
  ],
  reschedule: (c) => [
    'Choose another time',
    `Your viewing of ${c.place} is on ${c.when}. Pick another time in the chat; it replaces this one.`,
    'Choose another time',
  ],
  cancel: (c) => [
    'Cancel your viewing',
    `Cancel your viewing of ${c.place} on ${c.when}? The time goes to someone else.`,
    'Cancel the viewing',
  ],
  shown: (c) => [
    'Mark it shown',
    `Did ${c.prospectName ?? 'the prospect'} come to see ${c.place} on ${c.when}?`,
    'Yes, they came',
  ],
  'no-show': (c) => [
    'Mark it a no-show',
    `${c.prospectName ?? 'The prospect'} did not come to see ${c.place} on ${c.when}? They get a kind note offering a new time.`,
    'They did not come',
  ],
};

const html = (reply: FastifyReply, code: number, title: string, body: string) =>
  reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(smallPage(title, body));

const NOT_VALID = [
  'Link not valid',
  '<h1>This link is not valid</h1><p>It may have been copied only in part. Use the link in the most recent message about your viewing.</p>',
] as const;

/** The page of a link that can no longer act, or null when it can. */
async function stale(
  app: FastifyInstance,
  claim: ViewingLinkClaim,
  c: FollowUpContext | undefined,
): Promise<[string, string] | null> {
  if (!c) {
    return (await wasCancelled(app.db, claim.viewingId))
      ? ['Viewing cancelled', '<h1>This viewing was cancelled</h1><p>There is nothing to do.</p>']
      : [
          'Viewing not found',
          '<h1>This viewing is no longer booked</h1><p>There is nothing to do.</p>',
        ];
  }
  const at = now().getTime();
  if (c.viewing.startsAt.getTime() !== claim.start.getTime()) {
    return [
      'Viewing moved',
      `<h1>This viewing has moved</h1><p>It is now on ${escapeHtml(c.when)}. Use the links in the most recent message about it.</p>`,
    ];
  }
  const prospect = PROSPECT_ACTIONS.includes(claim.action);
  if (prospect && at >= c.viewing.startsAt.getTime()) {
    return [
      'Viewing over',
      `<h1>This viewing has already happened</h1><p>It was on ${escapeHtml(c.when)}. To see the home again, write in your chat.</p>`,
    ];
  }
  if (!prospect && at < c.viewing.startsAt.getTime()) {
    return [
      'Not started yet',
      `<h1>This viewing has not started yet</h1><p>It is on ${escapeHtml(c.when)}. Mark how it went once it has.</p>`,
    ];
  }
  if (at > claim.expires.getTime()) {
    return [
      'Link ended',
      '<h1>This link has ended</h1><p>Mark the viewing on the agenda in Porchlight instead.</p>',
    ];
  }
  return null;
}

export function viewingLinkRoutes(app: FastifyInstance, links: ViewingLinks) {
  const { config } = app;

  /** The claim and the viewing, or the page to answer with instead. */
  const open = async (action: ViewingLinkAction, token: unknown, reply: FastifyReply) => {
    const claim = links.read(action, token);
    if (!claim) {
      await html(reply, 404, ...NOT_VALID);
      return null;
    }
    const c = await followUpContext(app.db, claim.viewingId, config.timezone);
    const page = await stale(app, claim, c);
    if (page || !c) {
      const [title, body] = page ?? NOT_VALID;
      await html(reply, 200, title, body);
      return null;
    }
    return { claim, c };
  };

  for (const action of VIEWING_LINK_ACTIONS) {
    const path = `/viewing/${action}`;

    app.get(path, async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const found = await open(action, token, reply);
      if (!found) return reply;
      const [title, question, button] = QUESTIONS[action](found.c);
      const confirmed =
        action === 'confirm' && found.c.viewing.confirmedAt
          ? '<p>You have already confirmed it. Thank you!</p>'
          : '';
      return html(
        reply,
        200,
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(question)}</p>${confirmed}
<form method="post" action="${path}?token=${encodeURIComponent(String(token))}"><button type="submit">${escapeHtml(button)}</button></form>`,
      );
    });

    app.post(path, async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const found = await open(action, token, reply);
      if (!found) return reply;
      const { c } = found;
      if (action === 'confirm') {
        await confirmViewing(app.db, c);
        return html(
          reply,
          200,
          'Confirmed',
          `<h1>Thank you, you’re confirmed</h1><p>See you at ${escapeHtml(c.place)} on ${escapeHtml(c.when)}.</p>`,
        );
      }
      if (action === 'reschedule') {
        // Signs them in to their chat once, as this very lead, with the picker open.
        const chat = await rescheduleLink(app, c);
        return reply.code(303).header('cache-control', 'no-store').redirect(chat, 303);
      }
      if (action === 'cancel') {
        const cancelled = await cancelByProspect(app, c);
        return html(
          reply,
          200,
          'Viewing cancelled',
          cancelled
            ? `<h1>Your viewing is cancelled</h1><p>Thanks for letting us know. If you would like another time, <a href="${escapeHtml(bookingChatLink(config.publicUrl, c))}">choose one in the chat</a>.</p>`
            : '<h1>This viewing was cancelled</h1><p>There is nothing to do.</p>',
        );
      }
      const outcome = action === 'shown' ? 'SHOWN' : 'NO_SHOW';
      const marked = await app.db.transaction((tx) => markOutcome(app, tx, c.viewing.id, outcome));
      if (marked.status !== 'marked') {
        return html(reply, 200, ...NOT_VALID);
      }
      return html(
        reply,
        200,
        'Thank you',
        outcome === 'SHOWN'
          ? `<h1>Marked as shown</h1><p>The viewing of ${escapeHtml(c.place)} on ${escapeHtml(c.when)} counts as held.</p>`
          : `<h1>Marked as a no-show</h1><p>${escapeHtml(c.prospectName ?? 'The prospect')} ${marked.previous === null ? 'gets a kind note offering a new time.' : 'is marked as not having come.'}</p>`,
      );
    });
  }
}
