import { type AnalyticsQuery, endpoints } from '@porchlight/contract';
import { type LocalDate, parseAnalyticsDate } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { leadTrend, type Period, periodCounts } from './analytics.queries.ts';

const iso = ({ year, month, day }: LocalDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Reads one bound; year 0000 is refused too, as PostgreSQL has no year zero. */
function day(text: string, field: 'startDate' | 'endDate'): string {
  const parsed = parseAnalyticsDate(text);
  if (!parsed || parsed.year < 1)
    throw badRequest(`${field} is not a real day (MM-DD-YYYY).`, field);
  return iso(parsed);
}

/** 'MM-DD-YYYY' to 'MM-DD-YYYY' as the period's first and last days, both included. */
export function analyticsPeriod(query: AnalyticsQuery): Period {
  const firstDay = day(query.startDate, 'startDate');
  const lastDay = day(query.endDate, 'endDate');
  // Same-length ISO dates compare as text.
  if (lastDay < firstDay) throw badRequest('endDate must not be before startDate.', 'endDate');
  return { firstDay, lastDay };
}

/** The leads page's stat cards; both calls answer all three counts (see the contract). */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  for (const endpoint of [endpoints.tenantInterestAnalytics, endpoints.messageAnalytics]) {
    route(
      app,
      endpoint,
    )(async ({ query, session }) => ({
      status: 200,
      body: await periodCounts(app.db, session.subject, analyticsPeriod(query)),
    }));
  }
  route(
    app,
    endpoints.leadTrendAnalytics,
  )(async ({ query, session }) => {
    const [year, month] = day(query.endDate, 'endDate').split('-').map(Number);
    return {
      status: 200,
      body: {
        months: await leadTrend(app.db, session.subject, { year: year ?? 0, month: month ?? 1 }),
      },
    };
  });
}
