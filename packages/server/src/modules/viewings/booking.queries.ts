/**
 * The SQL of booking, moving, reassigning and cancelling a viewing (viewings.service.ts):
 * the property's booking lock and the rows a booking reads and writes. The service opens
 * the transaction and decides; these run its statements, in the order it calls them.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  leasingAgents,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewingCancellations,
  viewings,
} from '../../db/schema/index.ts';

type Viewing = typeof viewings.$inferSelect;

/**
 * The property, its row locked until the transaction ends (FOR NO KEY UPDATE): the lock
 * every booking of the property takes first (viewings.service.ts lockProperty says why not
 * FOR UPDATE); undefined when there is none.
 */
export async function lockPropertyForBooking(tx: DbOrTx, propertyId: string) {
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('no key update');
  return property;
}

/** A unit by id, if it exists. */
export async function findBookingUnit(tx: DbOrTx, unitId: string) {
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId));
  return unit;
}

/** The prospect's e-mail and name, as a booking's mails address them. */
export async function findBookingProspect(tx: DbOrTx, potentialTenantId: string) {
  const [prospect] = await tx
    .select({
      email: potentialTenants.email,
      firstName: potentialTenants.firstName,
      lastName: potentialTenants.lastName,
    })
    .from(potentialTenants)
    .where(eq(potentialTenants.id, potentialTenantId));
  return prospect;
}

/** A leasing agent by id, if it exists. */
export async function findBookingAgent(tx: DbOrTx, leasingAgentId: string) {
  const [agent] = await tx.select().from(leasingAgents).where(eq(leasingAgents.id, leasingAgentId));
  return agent;
}

/** The lead's viewing starting after now, if it has one. */
export async function findUpcomingViewing(tx: DbOrTx, interestId: string) {
  const [upcoming] = await tx
    .select()
    .from(viewings)
    .where(and(eq(viewings.interestId, interestId), gt(viewings.startsAt, sql`now()`)));
  return upcoming;
}

/** Athena's message in the conversation with exactly this text, if the chat holds one. */
export async function findAssistantMessage(tx: DbOrTx, conversationId: string, text: string) {
  const [said] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.role, 'assistant'),
        eq(messages.content, text),
      ),
    );
  return said;
}

/** The places booked in an open house, the viewing `exceptViewingId` (being moved) aside. */
export async function countOpenHousePlaces(
  tx: DbOrTx,
  openHouseId: string,
  exceptViewingId?: string,
): Promise<number> {
  const [places] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(
        eq(viewings.openHouseId, openHouseId),
        ...(exceptViewingId ? [ne(viewings.id, exceptViewingId)] : []),
      ),
    );
  return places?.count ?? 0;
}

/** Where and when a viewing is, and who shows it. */
export interface ViewingPlace {
  unitId: string | null;
  startsAt: Date;
  endsAt: Date;
  leasingAgentId: string | null;
  openHouseId: string | null;
}

/**
 * Moves a viewing to a new place: a new time to confirm and be reminded of (confirmation,
 * reminders and the unconfirmed flag cleared). Returns its id, or undefined when it is gone.
 */
export async function moveViewing(tx: DbOrTx, viewingId: string, place: ViewingPlace) {
  const [viewing] = await tx
    .update(viewings)
    .set({
      unitId: place.unitId,
      startsAt: place.startsAt,
      endsAt: place.endsAt,
      leasingAgentId: place.leasingAgentId,
      openHouseId: place.openHouseId,
      confirmedAt: null,
      remindedDayAt: null,
      remindedHoursAt: null,
      unconfirmedFlaggedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(viewings.id, viewingId))
    .returning({ id: viewings.id });
  return viewing;
}

/** Stores a new viewing of the lead; returns its id. */
export async function insertViewing(
  tx: DbOrTx,
  viewing: { interestId: string; propertyId: string } & ViewingPlace,
) {
  const [row] = await tx
    .insert(viewings)
    .values({
      interestId: viewing.interestId,
      propertyId: viewing.propertyId,
      unitId: viewing.unitId,
      leasingAgentId: viewing.leasingAgentId,
      openHouseId: viewing.openHouseId,
      startsAt: viewing.startsAt,
      endsAt: viewing.endsAt,
    })
    .returning({ id: viewings.id });
  return row;
}

/** Marks a lead as having its viewing booked (SCHEDULING_COMPLETE). */
export async function completeLeadScheduling(tx: DbOrTx, interestId: string): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({ status: 'SCHEDULING_COMPLETE', updatedAt: sql`now()` })
    .where(eq(tenantPropertyInterests.id, interestId));
}

/** Gives a viewing to a leasing agent (null: the manager shows it). */
export async function setViewingAgent(
  tx: DbOrTx,
  viewingId: string,
  leasingAgentId: string | null,
): Promise<void> {
  await tx
    .update(viewings)
    .set({ leasingAgentId, updatedAt: sql`now()` })
    .where(eq(viewings.id, viewingId));
}

/** Deletes a viewing. */
export async function deleteViewing(tx: DbOrTx, viewingId: string): Promise<void> {
  await tx.delete(viewings).where(eq(viewings.id, viewingId));
}

/**
 * Keeps a cancelled viewing (same id) for calendar feeds and analytics; nothing when it is
 * kept already.
 */
export async function recordViewingCancellation(
  tx: DbOrTx,
  viewing: Viewing,
  cancelledBy: 'PROSPECT' | 'MANAGER',
): Promise<void> {
  await tx
    .insert(viewingCancellations)
    .values({
      id: viewing.id,
      propertyId: viewing.propertyId,
      unitId: viewing.unitId,
      interestId: viewing.interestId,
      leasingAgentId: viewing.leasingAgentId,
      cancelledBy,
      startsAt: viewing.startsAt,
      endsAt: viewing.endsAt,
    })
    .onConflictDoNothing();
}
