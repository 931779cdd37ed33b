import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  leasingAgents,
  openHouses,
  properties,
  propertyAgents,
  viewings,
} from '../../db/schema/index.ts';

/** The property's open houses ending after now, soonest first, with their places booked. */
export function upcomingOpenHouses(db: DbOrTx, propertyId: string) {
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

/** The agents who show the property, in the order they were added. */
export function listPropertyAgentIds(db: DbOrTx, propertyId: string) {
  return db
    .select({ id: propertyAgents.leasingAgentId })
    .from(propertyAgents)
    .where(eq(propertyAgents.propertyId, propertyId))
    .orderBy(asc(propertyAgents.createdAt), asc(propertyAgents.leasingAgentId));
}

/** How many of these agent ids are the manager's own. */
export async function countOwnAgents(
  tx: DbOrTx,
  userId: string,
  agentIds: string[],
): Promise<number> {
  const mine = await tx
    .select({ id: leasingAgents.id })
    .from(leasingAgents)
    .where(and(eq(leasingAgents.userId, userId), inArray(leasingAgents.id, agentIds)));
  return mine.length;
}

/** Whether the agent is the manager's own. */
export async function isOwnAgent(tx: DbOrTx, userId: string, agentId: string): Promise<boolean> {
  const [agent] = await tx
    .select({ id: leasingAgents.id })
    .from(leasingAgents)
    .where(and(eq(leasingAgents.id, agentId), eq(leasingAgents.userId, userId)));
  return agent !== undefined;
}

/** Sets how the property's viewings happen and who gets them; the updated property. */
export async function setShowingMode(
  tx: DbOrTx,
  propertyId: string,
  mode: { showingMode: string; viewingAssignment: string },
) {
  const [updated] = await tx
    .update(properties)
    .set({ ...mode, updatedAt: sql`now()` })
    .where(eq(properties.id, propertyId))
    .returning();
  return updated;
}

/** The agents who show the property (unordered). */
export function listPropertyAgentRows(tx: DbOrTx, propertyId: string) {
  return tx
    .select({ id: propertyAgents.leasingAgentId })
    .from(propertyAgents)
    .where(eq(propertyAgents.propertyId, propertyId));
}

/** Takes these agents off the property. */
export async function removePropertyAgents(
  tx: DbOrTx,
  propertyId: string,
  agentIds: string[],
): Promise<void> {
  await tx
    .delete(propertyAgents)
    .where(
      and(
        eq(propertyAgents.propertyId, propertyId),
        inArray(propertyAgents.leasingAgentId, agentIds),
      ),
    );
}

/** Adds an agent to the property unless there, added `index` microseconds after now. */
export async function addPropertyAgent(
  tx: DbOrTx,
  propertyId: string,
  agentId: string,
  index: number,
): Promise<void> {
  await tx
    .insert(propertyAgents)
    .values({
      propertyId,
      leasingAgentId: agentId,
      createdAt: sql`now() + ${index} * interval '1 microsecond'`,
    })
    .onConflictDoNothing();
}

/** Whether another open house of the property meets [start, end). */
export async function overlapsOpenHouse(
  tx: DbOrTx,
  propertyId: string,
  start: Date,
  end: Date,
): Promise<boolean> {
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
  return overlap !== undefined;
}

/** Stores an open house; the row, or undefined when nothing was stored. */
export async function insertOpenHouse(tx: DbOrTx, values: typeof openHouses.$inferInsert) {
  const [row] = await tx.insert(openHouses).values(values).returning();
  return row;
}

/** The property's open house with this id, if any. */
export async function findPropertyOpenHouse(tx: DbOrTx, propertyId: string, openHouseId: string) {
  const [openHouse] = await tx
    .select()
    .from(openHouses)
    .where(and(eq(openHouses.id, openHouseId), eq(openHouses.propertyId, propertyId)));
  return openHouse;
}

/** The viewings booked at an open house. */
export function listOpenHousePlaces(tx: DbOrTx, openHouseId: string) {
  return tx.select().from(viewings).where(eq(viewings.openHouseId, openHouseId));
}

/** Removes an open house. */
export async function deleteOpenHouseRow(tx: DbOrTx, openHouseId: string): Promise<void> {
  await tx.delete(openHouses).where(eq(openHouses.id, openHouseId));
}
