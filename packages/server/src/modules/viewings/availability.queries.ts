import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  busyTimes,
  calendarSources,
  leasingAgents,
  openHouses,
  properties,
  propertyAgents,
  viewings,
} from '../../db/schema/index.ts';
import type { Interval } from './availability.ts';

/** Whose rows: these agents' and, with `manager`, the manager's own (no agent). */
export interface Whose {
  agents: readonly string[];
  manager: boolean;
}

const whoseRows = (
  column: typeof calendarSources.leasingAgentId | typeof viewings.leasingAgentId,
  { agents, manager }: Whose,
) =>
  or(
    agents.length > 0 ? inArray(column, [...agents]) : undefined,
    manager ? isNull(column) : undefined,
  );

/** The agents who show the property by turns, in pool order; only its own manager's agents. */
export function listRoundRobinAgents(db: DbOrTx, propertyId: string, ownerId: string | null) {
  return db
    .select({ id: propertyAgents.leasingAgentId })
    .from(propertyAgents)
    .innerJoin(leasingAgents, eq(leasingAgents.id, propertyAgents.leasingAgentId))
    .where(
      and(
        eq(propertyAgents.propertyId, propertyId),
        // Only the property's own manager's agents, whatever the table holds.
        ownerId ? eq(leasingAgents.userId, ownerId) : sql`false`,
      ),
    )
    .orderBy(asc(propertyAgents.createdAt), asc(propertyAgents.leasingAgentId));
}

/** Takes the transaction-scoped advisory lock named by `name`. */
export async function lockShowingPerson(db: DbOrTx, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** The busy times of the people's calendars (the manager's sources) that meet the window. */
export function listCalendarBusy(db: DbOrTx, userId: string, whose: Whose, window: Interval) {
  return db
    .select({
      person: calendarSources.leasingAgentId,
      start: busyTimes.startsAt,
      end: busyTimes.endsAt,
    })
    .from(busyTimes)
    .innerJoin(calendarSources, eq(calendarSources.id, busyTimes.sourceId))
    .where(
      and(
        eq(calendarSources.userId, userId),
        whoseRows(calendarSources.leasingAgentId, whose),
        lt(busyTimes.startsAt, window.end),
        gt(busyTimes.endsAt, window.start),
      ),
    );
}

/**
 * The viewings the people show at any of the manager's properties in the window (but
 * `exceptViewingId`); the manager is not busy with self-guided ones.
 */
export function listShownViewings(
  db: DbOrTx,
  userId: string,
  whose: Whose,
  window: Interval,
  exceptViewingId?: string,
) {
  return db
    .select({ person: viewings.leasingAgentId, start: viewings.startsAt, end: viewings.endsAt })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(
      and(
        eq(properties.userId, userId),
        whoseRows(viewings.leasingAgentId, whose),
        // The manager is not busy with viewings prospects do on their own.
        or(sql`${viewings.leasingAgentId} is not null`, ne(properties.showingMode, 'SELF_GUIDED')),
        lt(viewings.startsAt, window.end),
        gt(viewings.endsAt, window.start),
        exceptViewingId ? ne(viewings.id, exceptViewingId) : undefined,
      ),
    );
}

/** The property's viewings (not open houses) that meet the window, but `exceptViewingId`. */
export function listPropertyViewingTimes(
  db: DbOrTx,
  propertyId: string,
  window: Interval,
  exceptViewingId?: string,
) {
  return db
    .select({ start: viewings.startsAt, end: viewings.endsAt })
    .from(viewings)
    .where(
      and(
        eq(viewings.propertyId, propertyId),
        isNull(viewings.openHouseId),
        lt(viewings.startsAt, window.end),
        gt(viewings.endsAt, window.start),
        exceptViewingId ? ne(viewings.id, exceptViewingId) : undefined,
      ),
    );
}

/** When each of these agents last got a booking of the property. */
export function lastBookingPerAgent(db: DbOrTx, propertyId: string, agents: string[]) {
  return db
    .select({
      agent: viewings.leasingAgentId,
      at: sql<string>`max(${viewings.createdAt})`.as('at'),
    })
    .from(viewings)
    .where(and(eq(viewings.propertyId, propertyId), inArray(viewings.leasingAgentId, agents)))
    .groupBy(viewings.leasingAgentId);
}

/** The open house of the property starting exactly at `start`, if any. */
export async function openHouseAt(db: DbOrTx, propertyId: string, start: Date) {
  const [openHouse] = await db
    .select()
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), eq(openHouses.startsAt, start)));
  return openHouse;
}
