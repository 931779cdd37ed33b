import { endpoints, MAX_CALENDAR_SOURCES_PER_PERSON } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { agentsOf } from './calendars.queries.ts';
import { deleteSource, insertSource, sourceById, sourcesOf } from './sources.queries.ts';
import { refreshSource, registerRefreshTasks } from './sources.refresh.ts';
import { normalizeSourceUrl, toCalendarSource } from './sources.service.ts';

/**
 * Calendars in: busy calendars (a calendar's secret iCalendar address) of the manager and
 * of each leasing agent, whose busy times block viewing slots. Read when added, every 15
 * minutes (sources.refresh.ts) and on demand; the address is a credential, shown only as a
 * hint and never logged.
 */
export async function calendarSourcesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerRefreshTasks(app);

  route(
    app,
    endpoints.listCalendarSources,
  )(async ({ session }) => {
    const [sources, agents] = await Promise.all([
      sourcesOf(db, session.subject),
      agentsOf(db, session.subject),
    ]);
    const people = [
      { leasingAgentId: null as string | null, name: 'You' },
      ...agents.map((agent) => ({
        leasingAgentId: agent.id as string | null,
        name: `${agent.firstName} ${agent.lastName}`.trim(),
      })),
    ];
    return {
      status: 200,
      body: people.map((person) => ({
        ...person,
        sources: sources
          .filter((source) => source.leasingAgentId === person.leasingAgentId)
          .map(toCalendarSource),
      })),
    };
  });

  route(
    app,
    endpoints.createCalendarSource,
  )(async ({ body, session }) => {
    const url = normalizeSourceUrl(body.url);
    if (body.leasingAgentId) {
      const own = await agentsOf(db, session.subject);
      if (!own.some((agent) => agent.id === body.leasingAgentId)) throw notFound('Leasing agent');
    }
    const row = await insertSource(
      db,
      {
        userId: session.subject,
        leasingAgentId: body.leasingAgentId,
        name: body.name.trim(),
        url,
      },
      MAX_CALENDAR_SOURCES_PER_PERSON,
    );
    if (!row) {
      throw badRequest(
        `One person may have at most ${MAX_CALENDAR_SOURCES_PER_PERSON} busy calendars. Remove one first.`,
        'leasingAgentId',
      );
    }
    // Read at once: the manager sees straight away whether the address works.
    const read = (await refreshSource(app, row.id)) ?? row;
    return { status: 201, body: toCalendarSource(read) };
  });

  route(
    app,
    endpoints.refreshCalendarSource,
  )(async ({ params, session }) => {
    if (!(await sourceById(db, params.id, session.subject))) throw notFound('Busy calendar');
    const read = await refreshSource(app, params.id);
    if (!read) throw notFound('Busy calendar');
    return { status: 200, body: toCalendarSource(read) };
  });

  route(
    app,
    endpoints.deleteCalendarSource,
  )(async ({ params, session }) => {
    if (!(await deleteSource(db, session.subject, params.id))) throw notFound('Busy calendar');
    return { status: 200, body: { ok: true } };
  });
}
