import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  attentionItems,
  leasingAgents,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewingCancellations,
  viewings,
} from '../../db/schema/index.ts';

/** Viewings with what the agenda shows of each: property, unit, leasing agent and lead. */
function agendaQuery(db: DbOrTx) {
  return db
    .select({
      viewing: viewings,
      property: {
        id: properties.id,
        address: properties.address,
        name: properties.name,
        timeZone: properties.timeZone,
      },
      unit: { id: units.id, unitNumber: units.unitNumber },
      agent: {
        id: leasingAgents.id,
        firstName: leasingAgents.firstName,
        lastName: leasingAgents.lastName,
      },
      lead: tenantPropertyInterests,
      email: potentialTenants.email,
    })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(tenantPropertyInterests, eq(tenantPropertyInterests.id, viewings.interestId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .leftJoin(units, eq(units.id, viewings.unitId))
    .leftJoin(leasingAgents, eq(leasingAgents.id, viewings.leasingAgentId));
}

export type AgendaRow = Awaited<ReturnType<ReturnType<typeof agendaQuery>['execute']>>[number];

export interface AgendaFilter {
  from: Date;
  to: Date;
  propertyId?: string | undefined;
  leasingAgentId?: string | undefined;
}

/** The manager's viewings starting in [from, to), soonest first, of one property or agent if asked. */
export function listAgenda(db: DbOrTx, userId: string, filter: AgendaFilter) {
  return agendaQuery(db)
    .where(
      and(
        eq(properties.userId, userId),
        gte(viewings.startsAt, filter.from),
        lt(viewings.startsAt, filter.to),
        filter.propertyId ? eq(properties.id, filter.propertyId) : undefined,
        filter.leasingAgentId ? eq(viewings.leasingAgentId, filter.leasingAgentId) : undefined,
      ),
    )
    .orderBy(asc(viewings.startsAt), asc(viewings.id));
}

/** One viewing as the agenda shows it, if it exists. */
export async function findAgendaViewing(db: DbOrTx, viewingId: string) {
  const [row] = await agendaQuery(db).where(eq(viewings.id, viewingId));
  return row;
}

/** The property of a lead in one of the manager's properties; undefined for anyone else's. */
export async function findOwnedLeadProperty(db: DbOrTx, userId: string, leadId: string) {
  const [owned] = await db
    .select({ propertyId: tenantPropertyInterests.propertyId })
    .from(tenantPropertyInterests)
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .where(and(eq(tenantPropertyInterests.id, leadId), eq(properties.userId, userId)));
  return owned;
}

/** A lead (a prospect's interest in a property) by id, if it exists. */
export async function findInterestById(db: DbOrTx, leadId: string) {
  const [interest] = await db
    .select()
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.id, leadId));
  return interest;
}

/** Closes the lead's open viewing requests as BOOKED: what they asked for is now a booking. */
export async function resolveViewingRequests(db: DbOrTx, interestId: string): Promise<void> {
  await db
    .update(attentionItems)
    .set({ status: 'DONE', outcome: 'BOOKED', resolvedAt: sql`now()` })
    .where(
      and(
        eq(attentionItems.interestId, interestId),
        eq(attentionItems.kind, 'VIEWING_REQUEST'),
        eq(attentionItems.status, 'OPEN'),
      ),
    );
}

/** The property of a viewing in one of the manager's properties; undefined for anyone else's. */
export async function findOwnedViewingProperty(db: DbOrTx, userId: string, viewingId: string) {
  const [owned] = await db
    .select({ propertyId: viewings.propertyId })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(and(eq(viewings.id, viewingId), eq(properties.userId, userId)));
  return owned;
}

/** A viewing by id, if it exists. */
export async function findViewingById(db: DbOrTx, viewingId: string) {
  const [viewing] = await db.select().from(viewings).where(eq(viewings.id, viewingId));
  return viewing;
}

/** Whether the viewing was cancelled (kept for calendar feeds), rather than never booked. */
export async function wasCancelled(db: DbOrTx, viewingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: viewingCancellations.id })
    .from(viewingCancellations)
    .where(eq(viewingCancellations.id, viewingId));
  return Boolean(row);
}

/** Sets when the prospect confirmed the viewing. */
export async function setViewingConfirmedAt(
  db: DbOrTx,
  viewingId: string,
  confirmedAt: Date,
): Promise<void> {
  await db.update(viewings).set({ confirmedAt }).where(eq(viewings.id, viewingId));
}

/**
 * The viewing (of this manager's properties, with `userId`), its row locked against other
 * writes until the transaction ends (FOR NO KEY UPDATE); undefined when there is none.
 */
export async function lockViewingToMark(tx: DbOrTx, viewingId: string, userId?: string) {
  const [row] = await tx
    .select({ viewing: viewings })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(and(eq(viewings.id, viewingId), userId ? eq(properties.userId, userId) : undefined))
    .for('no key update', { of: viewings });
  return row;
}

/** Records how the viewing went, and when it was marked. */
export async function setViewingOutcome(
  tx: DbOrTx,
  viewingId: string,
  outcome: string,
  at: Date,
): Promise<void> {
  await tx.update(viewings).set({ outcome, outcomeAt: at }).where(eq(viewings.id, viewingId));
}

/** Moves a lead back to choosing a time (PRE_SCREENING_COMPLETE). */
export async function reopenLeadScheduling(tx: DbOrTx, interestId: string): Promise<void> {
  await tx
    .update(tenantPropertyInterests)
    .set({ status: 'PRE_SCREENING_COMPLETE', updatedAt: sql`now()` })
    .where(eq(tenantPropertyInterests.id, interestId));
}
