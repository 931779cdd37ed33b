/**
 * What the reminders, flags and follow-ups of a viewing need to know, and the viewings a
 * sweep finds due. Every "now" is the domain's clock, passed in: never SQL now().
 */
import { personName, unitLabel } from '@porchlight/domain';
import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  leasingAgents,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  users,
  viewings,
} from '../../db/schema/index.ts';
import { whenAt } from './viewings.service.ts';

export type ViewingRow = typeof viewings.$inferSelect;

/** A viewing with its place, time, prospect and the person who shows it. */
export interface FollowUpContext {
  viewing: ViewingRow;
  propertyId: string;
  /** The property's address, with the unit: '77 Lake Shore Dr, Unit 4B'. */
  place: string;
  /** 'Tuesday, December 1 at 2:30 PM CST', in the property's zone. */
  when: string;
  interestId: string;
  leadStatus: string;
  prospectName: string | null;
  prospectEmail: string;
  prospectPhone: string | null;
  conversationId: string | null;
  /** The conversation's channel: a texting prospect is reminded by text. */
  channel: string | null;
  /** Who shows it: the viewing's agent, else the property's manager. */
  host: { email: string; name: string | null } | null;
  managerEmail: string | null;
  /** CALENDAR: the prospect books in the chat's picker; TEXT: they ask and the manager books. */
  scheduleViewing: 'CALENDAR' | 'TEXT';
}

/** The viewing as its follow-ups tell of it; undefined when it is gone (cancelled). */
export async function followUpContext(
  db: DbOrTx,
  viewingId: string,
  defaultZone: string,
): Promise<FollowUpContext | undefined> {
  const [row] = await db
    .select({
      viewing: viewings,
      property: {
        id: properties.id,
        address: properties.address,
        timeZone: properties.timeZone,
      },
      unit: { unitNumber: units.unitNumber },
      lead: {
        id: tenantPropertyInterests.id,
        status: tenantPropertyInterests.status,
        firstName: tenantPropertyInterests.firstName,
        lastName: tenantPropertyInterests.lastName,
        phone: tenantPropertyInterests.phone,
        conversationId: tenantPropertyInterests.conversationId,
      },
      prospect: {
        email: potentialTenants.email,
        firstName: potentialTenants.firstName,
        lastName: potentialTenants.lastName,
      },
      channel: conversations.channel,
      agent: {
        email: leasingAgents.email,
        firstName: leasingAgents.firstName,
        lastName: leasingAgents.lastName,
      },
      manager: {
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        scheduleViewing: users.scheduleViewing,
      },
    })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(tenantPropertyInterests, eq(tenantPropertyInterests.id, viewings.interestId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .leftJoin(conversations, eq(conversations.id, tenantPropertyInterests.conversationId))
    .leftJoin(units, eq(units.id, viewings.unitId))
    .leftJoin(leasingAgents, eq(leasingAgents.id, viewings.leasingAgentId))
    .leftJoin(users, eq(users.id, properties.userId))
    .where(eq(viewings.id, viewingId));
  if (!row) return undefined;
  const zone = row.property.timeZone ?? defaultZone;
  const { agent, manager } = row;
  const host = agent?.email
    ? { email: agent.email, name: personName(agent.firstName, agent.lastName) }
    : manager?.email
      ? { email: manager.email, name: personName(manager.firstName, manager.lastName) }
      : null;
  return {
    viewing: row.viewing,
    propertyId: row.property.id,
    place: `${row.property.address}${row.unit ? `, Unit ${unitLabel(row.unit)}` : ''}`,
    when: whenAt(row.viewing.startsAt, zone),
    interestId: row.lead.id,
    leadStatus: row.lead.status,
    prospectName: personName(
      row.lead.firstName ?? row.prospect.firstName,
      row.lead.lastName ?? row.prospect.lastName,
    ),
    prospectEmail: row.prospect.email,
    prospectPhone: row.lead.phone,
    conversationId: row.lead.conversationId,
    channel: row.channel,
    host,
    managerEmail: manager?.email ?? null,
    scheduleViewing: manager?.scheduleViewing === 'TEXT' ? 'TEXT' : 'CALENDAR',
  };
}

const HOUR_MS = 60 * 60_000;
export const DAY_REMINDER_MS = 24 * HOUR_MS;
export const HOURS_REMINDER_MS = 2 * HOUR_MS;
/** The agent is asked how it went for viewings that ended within this long (not older ones). */
export const ASK_OUTCOME_WITHIN_MS = 24 * HOUR_MS;
/** At most this many of each kind per sweep: the next sweep, a minute later, takes the rest. */
const BATCH = 200;

/**
 * A viewing booked (or last moved) at least `lead` before its start: one booked later got
 * its confirmation just now, and no reminder of that kind.
 */
const bookedAhead = (leadMs: number) =>
  sql`${viewings.updatedAt} <= ${viewings.startsAt} - make_interval(secs => ${leadMs / 1000})`;

async function due(db: DbOrTx, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: viewings.id })
    .from(viewings)
    .where(where)
    .orderBy(viewings.startsAt)
    .limit(BATCH);
  return rows.map((row) => row.id);
}

const within = (now: Date, ms: number) =>
  and(gt(viewings.startsAt, now), lte(viewings.startsAt, new Date(now.getTime() + ms)));

/** Viewings whose 24-hour reminder is due: starting within a day, but not within two hours. */
export const dueDayReminders = (db: DbOrTx, now: Date) =>
  due(
    db,
    and(
      within(now, DAY_REMINDER_MS),
      gt(viewings.startsAt, new Date(now.getTime() + HOURS_REMINDER_MS)),
      isNull(viewings.remindedDayAt),
      bookedAhead(DAY_REMINDER_MS),
    ),
  );

/** Viewings whose 2-hour reminder is due. */
export const dueHoursReminders = (db: DbOrTx, now: Date) =>
  due(
    db,
    and(
      within(now, HOURS_REMINDER_MS),
      isNull(viewings.remindedHoursAt),
      bookedAhead(HOURS_REMINDER_MS),
    ),
  );

/** Viewings still unconfirmed two hours before, not yet flagged to whoever shows them. */
export const dueUnconfirmedFlags = (db: DbOrTx, now: Date) =>
  due(
    db,
    and(
      within(now, HOURS_REMINDER_MS),
      isNull(viewings.confirmedAt),
      isNull(viewings.unconfirmedFlaggedAt),
      bookedAhead(HOURS_REMINDER_MS),
    ),
  );

/**
 * Viewings that ended lately with no outcome, whose host was not asked yet: outcome_at holds
 * when they were asked until the outcome is marked (then, when it was marked).
 */
export const dueOutcomeQuestions = (db: DbOrTx, now: Date) =>
  due(
    db,
    and(
      lte(viewings.endsAt, now),
      gt(viewings.endsAt, new Date(now.getTime() - ASK_OUTCOME_WITHIN_MS)),
      isNull(viewings.outcome),
      isNull(viewings.outcomeAt),
    ),
  );

type Stamp = 'remindedDayAt' | 'remindedHoursAt' | 'unconfirmedFlaggedAt' | 'outcomeAt';

/**
 * Claims one follow-up of a viewing: stamps it if nobody has, in the caller's transaction,
 * which also queues what is sent. Two sweeps at once, or two processes, claim it once; the
 * other finds it stamped (after the first commits) and sends nothing. Moving a viewing
 * clears its stamps (bookViewing): the new time is reminded of anew.
 */
export async function claimFollowUp(
  db: DbOrTx,
  viewing: { id: string; startsAt: Date },
  stamp: Stamp,
  now: Date,
): Promise<boolean> {
  const column = viewings[stamp];
  const rows = await db
    .update(viewings)
    .set({ [stamp]: now })
    .where(
      and(
        eq(viewings.id, viewing.id),
        // Still at the time it was found at: a viewing moved meanwhile is found anew.
        eq(viewings.startsAt, viewing.startsAt),
        isNull(column),
        stamp === 'outcomeAt' ? isNull(viewings.outcome) : undefined,
      ),
    )
    .returning({ id: viewings.id });
  return rows.length > 0;
}
