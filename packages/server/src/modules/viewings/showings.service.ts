/**
 * How a property's viewings happen (an agent shows each, self-guided, open house), who
 * they go to, its open-house times, and giving a booked viewing to someone else.
 */
import type { OpenHouse, Showings, UpdateShowings, ViewingHours } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import type { properties } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { unavailableTimes } from './availability.ts';
import {
  addPropertyAgent,
  countOwnAgents,
  deleteOpenHouseRow,
  findPropertyOpenHouse,
  insertOpenHouse,
  isOwnAgent,
  listOpenHousePlaces,
  listPropertyAgentIds,
  listPropertyAgentRows,
  overlapsOpenHouse,
  removePropertyAgents,
  setShowingMode,
  upcomingOpenHouses,
} from './showings.queries.ts';
import { findOwnedViewingProperty, findViewingById } from './viewings.queries.ts';
import { assignedTo, cancelViewing, lockProperty } from './viewings.service.ts';

type Property = typeof properties.$inferSelect;

/** The longest open house: a day's showing, not a week's. */
const OPEN_HOUSE_MAX_MS = 12 * 60 * 60_000;

const toOpenHouse = (row: Awaited<ReturnType<typeof upcomingOpenHouses>>[number]): OpenHouse => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
  booked: row.booked,
});

async function showingsOf(db: DbOrTx, property: Property, defaultZone: string): Promise<Showings> {
  const [agents, open] = await Promise.all([
    listPropertyAgentIds(db, property.id),
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
      const mine = await countOwnAgents(tx, userId, body.agentIds);
      if (mine !== body.agentIds.length) throw notFound('Leasing agent');
    }
    if (body.viewingAssignment === 'ROUND_ROBIN' && body.agentIds.length === 0) {
      throw badRequest('Choose the agents who take turns showing this property.', 'agentIds');
    }
    const property = await lockProperty(tx, propertyId);
    const updated = await setShowingMode(tx, property.id, {
      showingMode: body.showingMode,
      viewingAssignment: body.viewingAssignment,
    });
    const kept = await listPropertyAgentRows(tx, propertyId);
    const gone = kept.map((row) => row.id).filter((id) => !body.agentIds.includes(id));
    if (gone.length > 0) {
      await removePropertyAgents(tx, propertyId, gone);
    }
    // One insert each, a moment apart, so the order they were chosen in is kept.
    for (const [index, agentId] of body.agentIds.entries()) {
      await addPropertyAgent(tx, propertyId, agentId, index);
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
    if (await overlapsOpenHouse(tx, propertyId, start, end)) {
      throw badRequest('It overlaps another open house of this property.', 'startsAt');
    }
    const row = await insertOpenHouse(tx, {
      propertyId,
      startsAt: start,
      endsAt: end,
      capacity: body.capacity,
    });
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
    const openHouse = await findPropertyOpenHouse(tx, propertyId, openHouseId);
    if (!openHouse) throw notFound('Open house');
    const places = await listOpenHousePlaces(tx, openHouseId);
    for (const place of places) {
      if (place.startsAt.getTime() > Date.now()) await cancelViewing(app, tx, place, property);
    }
    await deleteOpenHouseRow(tx, openHouseId);
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
      if (!(await isOwnAgent(tx, userId, leasingAgentId))) throw notFound('Leasing agent');
    }
    const property = await lockProperty(tx, owned.propertyId);
    const viewing = await findViewingById(tx, viewingId);
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
