import { randomBytes } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { hashToken } from '../auth/index.ts';
import { viewingsCalendar } from './calendar-feed.ts';
import {
  agentsOf,
  deleteFeed,
  feedCancellations,
  feedOfTokenHash,
  feedsOf,
  feedViewings,
  replaceFeed,
} from './calendars.queries.ts';

const DAY_MS = 86_400_000;
/** A feed lists the viewings of the last month and of the next year. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;

/**
 * Calendars out: each manager and each of their leasing agents may have a private
 * subscription address (iCalendar) listing their viewings, for Google Calendar, Outlook or
 * Apple Calendar. The address carries a long random token, kept only as its hash; making
 * a new one ends the old one.
 */
export async function calendarsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.listCalendarFeeds,
  )(async ({ session }) => {
    const [feeds, agents] = await Promise.all([
      feedsOf(db, session.subject),
      agentsOf(db, session.subject),
    ]);
    const people = [
      { leasingAgentId: null, name: 'You' },
      ...agents.map((agent) => ({
        leasingAgentId: agent.id,
        name: `${agent.firstName} ${agent.lastName}`.trim(),
      })),
    ];
    return {
      status: 200,
      body: people.map((person) => {
        const feed = feeds.find((f) => f.leasingAgentId === person.leasingAgentId);
        return {
          ...(feed ? { id: feed.id } : {}),
          ...person,
          createdAt: feed ? feed.createdAt.toISOString() : null,
        };
      }),
    };
  });

  route(
    app,
    endpoints.createCalendarFeed,
  )(async ({ body, session }) => {
    if (body.leasingAgentId) {
      const own = await agentsOf(db, session.subject);
      if (!own.some((agent) => agent.id === body.leasingAgentId)) throw notFound('Leasing agent');
    }
    const token = randomBytes(32).toString('base64url');
    const id = await replaceFeed(
      db,
      { userId: session.subject, leasingAgentId: body.leasingAgentId },
      hashToken(token),
    );
    const url = new URL(`/api/v1/calendar-feeds/${token}/viewings.ics`, config.publicUrl);
    return { status: 201, body: { id, url: url.toString() } };
  });

  route(
    app,
    endpoints.revokeCalendarFeed,
  )(async ({ params, session }) => {
    if (!(await deleteFeed(db, session.subject, params.id))) throw notFound('Calendar feed');
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.getCalendarFeed,
  )(async ({ params, reply }) => {
    const feed = await feedOfTokenHash(db, hashToken(params.token));
    if (!feed) throw notFound('Calendar feed');
    const now = Date.now();
    const from = new Date(now - PAST_DAYS * DAY_MS);
    const to = new Date(now + AHEAD_DAYS * DAY_MS);
    const [list, cancelled] = await Promise.all([
      feedViewings(db, feed, from, to),
      feedCancellations(db, feed, from, to),
    ]);
    const agent = feed.leasingAgentId
      ? (await agentsOf(db, feed.userId)).find((a) => a.id === feed.leasingAgentId)
      : undefined;
    const name = agent ? `Viewings: ${agent.firstName} ${agent.lastName}` : 'Viewings';
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="viewings.ics"')
      // Private: no shared cache may keep it; calendar apps poll it on their own schedule.
      .header('cache-control', 'private, no-store');
    return { status: 200, body: viewingsCalendar(name, list, cancelled, config.publicUrl) };
  });
}
