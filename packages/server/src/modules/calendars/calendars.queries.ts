import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection.ts';
import {
  calendarFeeds,
  leasingAgents,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewingCancellations,
  viewings,
} from '../../db/schema/index.ts';

/** The feed a token's hash names, or null. */
export async function feedOfTokenHash(db: DbOrTx, tokenHash: string) {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return feed ?? null;
}

/** The manager's feeds, one per person at most (the newest). */
export const feedsOf = (db: DbOrTx, userId: string) =>
  db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));

export const agentsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: leasingAgents.id,
      firstName: leasingAgents.firstName,
      lastName: leasingAgents.lastName,
    })
    .from(leasingAgents)
    .where(eq(leasingAgents.userId, userId))
    .orderBy(asc(leasingAgents.firstName), asc(leasingAgents.lastName));

/** Makes a person's feed anew (the old one ends) in one transaction; answers its id. */
export async function replaceFeed(
  db: DbOrTx,
  owner: { userId: string; leasingAgentId: string | null },
  tokenHash: string,
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.userId, owner.userId),
          owner.leasingAgentId
            ? eq(calendarFeeds.leasingAgentId, owner.leasingAgentId)
            : isNull(calendarFeeds.leasingAgentId),
        ),
      );
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ ...owner, tokenHash })
      .returning({ id: calendarFeeds.id });
    return row!.id;
  });
}

export async function deleteFeed(db: DbOrTx, userId: string, id: string) {
  const deleted = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return deleted.length > 0;
}

/**
 * What a feed lists (joined with the viewing's property): the manager's, every viewing of
 * their properties; an agent's, the viewings given to that agent; starting from `from` to `to`.
 */
const inFeed = (
  feed: { userId: string; leasingAgentId: string | null },
  row: { startsAt: AnyPgColumn; leasingAgentId: AnyPgColumn },
  from: Date,
  to: Date,
) =>
  and(
    eq(properties.userId, feed.userId),
    feed.leasingAgentId ? eq(row.leasingAgentId, feed.leasingAgentId) : sql`true`,
    gt(row.startsAt, from),
    lt(row.startsAt, to),
  );

/**
 * A feed's viewings from `from` to `to`: the manager's are every viewing of their
 * properties; an agent's, those given to the agent. With what an agent
 * needs on the way: the prospect, the unit and the answers that matter.
 */
export function feedViewings(
  db: DbOrTx,
  feed: { userId: string; leasingAgentId: string | null },
  from: Date,
  to: Date,
) {
  return db
    .select({
      id: viewings.id,
      startsAt: viewings.startsAt,
      endsAt: viewings.endsAt,
      updatedAt: viewings.updatedAt,
      address: properties.address,
      propertyName: properties.name,
      timeZone: properties.timeZone,
      unitNumber: units.unitNumber,
      firstName: sql<
        string | null
      >`coalesce(${tenantPropertyInterests.firstName}, ${potentialTenants.firstName})`,
      lastName: sql<
        string | null
      >`coalesce(${tenantPropertyInterests.lastName}, ${potentialTenants.lastName})`,
      email: potentialTenants.email,
      phone: tenantPropertyInterests.phone,
      moveInDate: tenantPropertyInterests.moveInDate,
      totalResidents: tenantPropertyInterests.totalResidents,
      pets: tenantPropertyInterests.pets,
      monthlyIncome: tenantPropertyInterests.monthlyIncome,
    })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(tenantPropertyInterests, eq(tenantPropertyInterests.id, viewings.interestId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .leftJoin(units, eq(units.id, viewings.unitId))
    .where(inFeed(feed, viewings, from, to))
    .orderBy(asc(viewings.startsAt))
    .limit(5000);
}
export type FeedViewing = Awaited<ReturnType<typeof feedViewings>>[number];

/** A feed's cancelled viewings from `from` to `to` (their rows are gone; these remain). */
export function feedCancellations(
  db: DbOrTx,
  feed: { userId: string; leasingAgentId: string | null },
  from: Date,
  to: Date,
) {
  return db
    .select({
      id: viewingCancellations.id,
      startsAt: viewingCancellations.startsAt,
      endsAt: viewingCancellations.endsAt,
      cancelledAt: viewingCancellations.cancelledAt,
      address: properties.address,
      unitNumber: units.unitNumber,
    })
    .from(viewingCancellations)
    .innerJoin(properties, eq(properties.id, viewingCancellations.propertyId))
    .leftJoin(units, eq(units.id, viewingCancellations.unitId))
    .where(inFeed(feed, viewingCancellations, from, to))
    .orderBy(asc(viewingCancellations.startsAt))
    .limit(2000);
}
export type FeedCancellation = Awaited<ReturnType<typeof feedCancellations>>[number];
