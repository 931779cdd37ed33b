import type { Analytics, AnalyticsMonth } from '@porchlight/contract';
import { daysInMonth } from '@porchlight/domain';
import { and, type Column, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  messages,
  properties,
  tenantPropertyInterests,
  viewingCancellations,
  viewings,
} from '../../db/schema/index.ts';

/** Whole days, both included, as 'YYYY-MM-DD'. */
export interface Period {
  firstDay: string;
  lastDay: string;
}

/**
 * The days as UTC instants [first midnight, midnight after the last day), computed by
 * PostgreSQL: no time zone is stored for a manager or a property yet, so a count near
 * midnight may fall on the neighbouring day of the manager's own calendar. In SQL rather
 * than as JS Dates because the day after 12-31-9999 has no ISO form PostgreSQL accepts.
 */
const within = (column: Column, { firstDay, lastDay }: Period) =>
  and(
    gte(column, sql`(${firstDay}::timestamp at time zone 'UTC')`),
    lt(column, sql`((${lastDay}::date + 1)::timestamp at time zone 'UTC')`),
  );

/**
 * The three stat cards of the leads page for the manager's properties:
 * - interestCount: interests (leads) created in the period;
 * - scheduledViewingCount: viewings booked in the period (by when they were booked, not
 *   when they take place, so a month shows the work its leads produced);
 * - messageCount: messages of prospect chats, the prospect's and Athena's alike. Counted
 *   through the conversation's property rather than the interest, so a chat the prospect
 *   reset still counts the messages exchanged before the reset; Resident AI chats do not count.
 */
export async function periodCounts(db: DbOrTx, userId: string, period: Period) {
  const mine = eq(properties.userId, userId);
  const [[interests], [booked], [sent]] = await Promise.all([
    db
      .select({ n: count() })
      .from(tenantPropertyInterests)
      .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
      .where(and(mine, within(tenantPropertyInterests.createdAt, period))),
    db
      .select({ n: count() })
      .from(viewings)
      .innerJoin(properties, eq(properties.id, viewings.propertyId))
      .where(and(mine, within(viewings.createdAt, period))),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .where(
        and(mine, eq(conversations.kind, 'PROPERTY_INTEREST'), within(messages.createdAt, period)),
      ),
  ]);
  return {
    interestCount: interests?.n ?? 0,
    scheduledViewingCount: booked?.n ?? 0,
    messageCount: sent?.n ?? 0,
  } satisfies Analytics;
}

/**
 * Leads by the month they started, for the twelve months that end with `lastMonth`
 * ('YYYY-MM'), oldest first, months without leads included. Each month is a funnel of its
 * own leads: how many started, how many are past pre-screening, how many booked a viewing,
 * how many came to one; and how that month's viewings went (viewingMonths).
 */
export async function leadTrend(
  db: DbOrTx,
  userId: string,
  lastMonth: { year: number; month: number },
): Promise<AnalyticsMonth[]> {
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = lastMonth.year * 12 + (lastMonth.month - 1) - (11 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const label = ({ year, month }: { year: number; month: number }) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  // The window's first day; no earlier than year 1, as PostgreSQL has no year zero.
  const first = months[0] ?? lastMonth;
  const period = {
    firstDay: first.year < 1 ? '0001-01-01' : `${label(first)}-01`,
    lastDay: `${label(lastMonth)}-${String(daysInMonth(lastMonth.year, lastMonth.month)).padStart(2, '0')}`,
  };
  const monthOf = sql<string>`to_char(${tenantPropertyInterests.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month: monthOf,
      chats: count(),
      preScreened:
        sql<number>`count(*) filter (where ${tenantPropertyInterests.status} in ('PRE_SCREENING_COMPLETE', 'SCHEDULING_COMPLETE'))`.mapWith(
          Number,
        ),
      viewingsBooked:
        sql<number>`count(*) filter (where ${tenantPropertyInterests.status} = 'SCHEDULING_COMPLETE')`.mapWith(
          Number,
        ),
      // Qualified by hand: inside sql``, drizzle leaves a lone table's columns unqualified.
      viewingsHeld: sql<number>`count(*) filter (where exists (select 1 from viewings
          where viewings.interest_id = tenant_property_interests.id and viewings.outcome = 'SHOWN'))`.mapWith(
        Number,
      ),
    })
    .from(tenantPropertyInterests)
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .where(and(eq(properties.userId, userId), within(tenantPropertyInterests.createdAt, period)))
    .groupBy(monthOf);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const held = await viewingMonths(db, userId, period);
  return months.map((m) => {
    const row = byMonth.get(label(m));
    const went = held.get(label(m));
    return {
      month: label(m),
      chats: row?.chats ?? 0,
      preScreened: row?.preScreened ?? 0,
      viewingsBooked: row?.viewingsBooked ?? 0,
      viewingsHeld: row?.viewingsHeld ?? 0,
      viewingsShown: went?.shown ?? 0,
      noShows: went?.noShows ?? 0,
      viewingsCancelled: went?.cancelled ?? 0,
    };
  });
}

/**
 * The viewings of the manager's properties by the month they start (or would have, when
 * cancelled): how many were marked shown, how many no-shows, how many cancelled.
 */
async function viewingMonths(db: DbOrTx, userId: string, period: Period) {
  const startMonth = sql<string>`to_char(${viewings.startsAt} at time zone 'UTC', 'YYYY-MM')`;
  const cancelMonth = sql<string>`to_char(${viewingCancellations.startsAt} at time zone 'UTC', 'YYYY-MM')`;
  const [outcomes, cancelled] = await Promise.all([
    db
      .select({
        month: startMonth,
        shown: sql<number>`count(*) filter (where ${viewings.outcome} = 'SHOWN')`.mapWith(Number),
        noShows: sql<number>`count(*) filter (where ${viewings.outcome} = 'NO_SHOW')`.mapWith(
          Number,
        ),
      })
      .from(viewings)
      .innerJoin(properties, eq(properties.id, viewings.propertyId))
      .where(and(eq(properties.userId, userId), within(viewings.startsAt, period)))
      .groupBy(startMonth),
    db
      .select({ month: cancelMonth, n: count() })
      .from(viewingCancellations)
      .innerJoin(properties, eq(properties.id, viewingCancellations.propertyId))
      .where(and(eq(properties.userId, userId), within(viewingCancellations.startsAt, period)))
      .groupBy(cancelMonth),
  ]);
  const byMonth = new Map<string, { shown: number; noShows: number; cancelled: number }>();
  for (const row of outcomes) byMonth.set(row.month, { ...row, cancelled: 0 });
  for (const row of cancelled) {
    const month = byMonth.get(row.month) ?? { shown: 0, noShows: 0, cancelled: 0 };
    byMonth.set(row.month, { ...month, cancelled: row.n });
  }
  return byMonth;
}
