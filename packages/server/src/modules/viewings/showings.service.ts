/**
 * How a property's viewings happen (an agent shows each, self-guided, open house), who
 * they go to, its open-house times, and giving a booked viewing to someone else.
 */
import type { OpenHouse, Showings, UpdateShowings, ViewingHours } from '@porchlight/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import {
  leasingAgents,
  openHouses,
  properties,
  propertyAgents,
  viewings,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { unavailableTimes } from './availability.ts';
import { findOwnedViewingProperty } from './viewings.queries.ts';
import { assignedTo, cancelViewing, lockProperty } from './viewings.service.ts';

type Property = typeof properties.$inferSelect;

/** The longest open house: a day's showing, not a week's. */
const OPEN_HOUSE_MAX_MS = 12 * 60 * 60_000;

/** The property's open houses ending after now, soonest first, with their places booked. */
export async function upcomingOpenHouses(db: DbOrTx, propertyId: string) {
  return db
    .select({
      id: openHouses.id,
      startsAt: openHouses.startsAt,
      endsAt: openHouses.endsAt,
      capacity: openHouses.capacity,
      // Qualified by hand: drizzle leaves a lone table's columns unqualified.
      booked: sql<number>`(select count(*)::int from viewings where viewings.open_house_id = open_houses.id)`,
    })
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), gt(openHouses.endsAt, sql`now()`)))
    .orderBy(asc(openHouses.startsAt))
    .limit(200);
}

const toOpenHouse = (row: Awaited<ReturnType<typeof upcomingOpenHouses>>[number]): OpenHouse => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
  booked: row.booked,
});

async function showingsOf(db: DbOrTx, property: Property, defaultZone: string): Promise<Showings> {
  const [agents, open] = await Promise.all([
    db
      .select({ id: propertyAgents.leasingAgentId })
      .from(propertyAgents)
      .where(eq(propertyAgents.propertyId, property.id))
      .orderBy(asc(propertyAgents.createdAt), asc(propertyAgents.leasingAgentId)),
    upcomingOpenHouses(db, property.id),
  ]);
  return {
    showingMode: property.showingMode as Showings['showingMode'],
    viewingAssignment: property.viewingAssignment as Showings['viewingAssignment'],
    agentIds: agents.map((agent) => agent.id),
    openHouses: open.map(toOpenHouse),
    timeZone: property.timeZone ?? defaultZone,
  };
}

export async function getShowings(
  db: DbOrTx,
  userId: string,
  propertyId: string,
  defaultZone: string,
) {
  return showingsOf(db, await findOwnedProperty(db, userId, propertyId), defaultZone);
}

/**
 * Sets the mode, the assignment and the agents (each one of the manager's, else 404); the
 * agents keep the order they were first added in (the round robin's tie order).
 */
export async function updateShowings(
  db: DbOrTx,
  userId: string,
  propertyId: string,
  body: UpdateShowings,
  defaultZone: string,
): Promise<Showings> {
  return db.transaction(async (tx) => {
    await findOwnedProperty(tx, userId, propertyId);
    if (body.agentIds.length > 0) {
      const mine = await tx
        .select({ id: leasingAgents.id })
        .from(leasingAgents)
        .where(and(eq(leasingAgents.userId, userId), inArray(leasingAgents.id, body.agentIds)));
      if (mine.length !== body.agentIds.length) throw notFound('Leasing agent');
    }
    if (body.viewingAssignment === 'ROUND_ROBIN' && body.agentIds.length === 0) {
      throw badRequest('Choose the agents who take turns showing this property.', 'agentIds');
    }
    const property = await lockProperty(tx, propertyId);
    const [updated] = await tx
      .update(properties)
      .set({
        showingMode: body.showingMode,
        viewingAssignment: body.viewingAssignment,
        updatedAt: sql`now()`,
      })
      .where(eq(properties.id, property.id))
      .returning();
    const kept = await tx
      .select({ id: propertyAgents.leasingAgentId })
      .from(propertyAgents)
      .where(eq(propertyAgents.propertyId, propertyId));
    const gone = kept.map((row) => row.id).filter((id) => !body.agentIds.includes(id));
    if (gone.length > 0) {
      await tx
        .delete(propertyAgents)
        .where(
          and(
            eq(propertyAgents.propertyId, propertyId),
            inArray(propertyAgents.leasingAgentId, gone),
          ),
        );
    }
    // One insert each, a moment apart, so the order they were chosen in is kept.
    for (const [index, agentId] of body.agentIds.entries()) {
      await tx
        .insert(propertyAgents)
        .values({
          propertyId,
          leasingAgentId: agentId,
          createdAt: sql`now() + ${index} * interval '1 microsecond'`,
        })
        .onConflictDoNothing();
    }
    return showingsOf(tx, updated as Property, defaultZone);
  });
}

/** Adds an open-house time: ahead, at most 12 hours long, overlapping no other one. */
export async function createOpenHouse(
  db: DbOrTx,
  userId: string,
  propertyId: string,
  body: { startsAt: string; endsAt: string; capacity: number },
): Promise<OpenHouse> {
  const start = new Date(body.startsAt);
  const end = new Date(body.endsAt);
  if (end.getTime() <= start.getTime()) {
    throw badRequest('The open house must end after it starts.', 'endsAt');
  }
  if (start.getTime() <= Date.now()) {
    throw badRequest('That time has already passed. Please choose a later start.', 'startsAt');
  }
  if (end.getTime() - start.getTime() > OPEN_HOUSE_MAX_MS) {
    throw badRequest('An open house can last at most 12 hours.', 'endsAt');
  }
  return db.transaction(async (tx) => {
    await findOwnedProperty(tx, userId, propertyId);
    await lockProperty(tx, propertyId);
    const [overlap] = await tx
      .select({ id: openHouses.id })
      .from(openHouses)
      .where(
        and(
          eq(openHouses.propertyId, propertyId),
          sql`${openHouses.startsAt} < ${end.toISOString()}::timestamptz`,
          sql`${openHouses.endsAt} > ${start.toISOString()}::timestamptz`,
        ),
      );
    if (overlap) {
      throw badRequest('It overlaps another open house of this property.', 'startsAt');
    }
    const [row] = await tx
      .insert(openHouses)
      .values({ propertyId, startsAt: start, endsAt: end, capacity: body.capacity })
      .returning();
    if (!row) throw new Error('The open house was not stored.');
    return toOpenHouse({ ...row, booked: 0 });
  });
}

/** Removes an open house; every prospect who booked a place is told it is cancelled. */
export async function deleteOpenHouse(
  app: FastifyInstance,
  userId: string,
  propertyId: string,
  openHouseId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await findOwnedProperty(tx, userId, propertyId);
    const property = await lockProperty(tx, propertyId);
    const [openHouse] = await tx
      .select()
      .from(openHouses)
      .where(and(eq(openHouses.id, openHouseId), eq(openHouses.propertyId, propertyId)));
    if (!openHouse) throw notFound('Open house');
    const places = await tx.select().from(viewings).where(eq(viewings.openHouseId, openHouseId));
    for (const place of places) {
      if (place.startsAt.getTime() > Date.now()) await cancelViewing(app, tx, place, property);
    }
    await tx.delete(openHouses).where(eq(openHouses.id, openHouseId));
  });
}

/**
 * Gives a booked viewing to another of the manager's agents (null: the manager): 404 for
 * another manager's viewing or agent, 409 when the viewing is over or the person is
 * booked or busy then. The people are told (viewings.service.ts assignedTo).
 */
export async function reassignViewing(
  app: FastifyInstance,
  userId: string,
  viewingId: string,
  leasingAgentId: string | null,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const owned = await findOwnedViewingProperty(tx, userId, viewingId);
    if (!owned) throw notFound('Viewing');
    if (leasingAgentId) {
      const [agent] = await tx
        .select({ id: leasingAgents.id })
        .from(leasingAgents)
        .where(and(eq(leasingAgents.id, leasingAgentId), eq(leasingAgents.userId, userId)));
      if (!agent) throw notFound('Leasing agent');
    }
    const property = await lockProperty(tx, owned.propertyId);
    const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, viewingId));
    if (!viewing) throw notFound('Viewing');
    if (viewing.endsAt.getTime() <= Date.now()) {
      throw conflict('This viewing is over: it can no longer be given to someone else.');
    }
    if (viewing.leasingAgentId === leasingAgentId) return;
    await assignedTo(app, tx, viewing, property, leasingAgentId);
  });
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * What the chat's picker may offer from now to the booking horizon: the times nobody can
 * show the property, and (open-house mode) the open houses ahead with their places left.
 */
export async function pickerAvailability(
  db: DbOrTx,
  property: Property,
  horizonDays: number,
): Promise<Pick<ViewingHours, 'showingMode' | 'unavailable' | 'openHouses'>> {
  const window = { start: new Date(), end: new Date(Date.now() + horizonDays * DAY_MS) };
  const openHouse = property.showingMode === 'OPEN_HOUSE';
  const [unavailable, open] = await Promise.all([
    unavailableTimes(db, property, window),
    openHouse ? upcomingOpenHouses(db, property.id) : [],
  ]);
  return {
    showingMode: property.showingMode as ViewingHours['showingMode'],
    unavailable: unavailable.map(({ start, end }) => ({
      start: start.toISOString(),
      end: end.toISOString(),
    })),
    openHouses: open
      .filter((o) => o.startsAt.getTime() > window.start.getTime())
      .map((o) => ({
        start: o.startsAt.toISOString(),
        end: o.endsAt.toISOString(),
        placesLeft: Math.max(0, o.capacity - o.booked),
      })),
  };
}
