/**
 * Booking, moving and cancelling a viewing: one place for the prospect's picker, the
 * manager's agenda and a confirmed TEXT-mode request. Each runs in one transaction under
 * the property's row lock, so two bookings can never take the same time.
 */
import {
  formatClock12,
  isOfferedSlot,
  isSmsPlaceholderEmail,
  personName,
  unitLabel,
  viewingDayHeading,
  wallClockAt,
  zoneAbbreviation,
} from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import type { properties, tenantPropertyInterests, viewings } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage, findInterest } from '../conversations/index.ts';
import { viewingSettings } from '../properties/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { openHouseAt } from './availability.queries.ts';
import { assignShowing, busyOf, lockPeople, overlapsAny } from './availability.ts';
import {
  completeLeadScheduling,
  countOpenHousePlaces,
  deleteViewing,
  findAssistantMessage,
  findBookingAgent,
  findBookingProspect,
  findBookingUnit,
  findUpcomingViewing,
  insertViewing,
  lockPropertyForBooking,
  moveViewing,
  recordViewingCancellation,
  setViewingAgent,
} from './booking.queries.ts';
import {
  cancelledViewingMail,
  offYourCalendarMail,
  prospectCancelledMail,
  prospectViewingMail,
  teamViewingMail,
  type ViewingDetails,
  viewingCancellation,
  viewingInvitation,
} from './viewing.mails.ts';
import { findInterestById, reopenLeadScheduling } from './viewings.queries.ts';

type Interest = typeof tenantPropertyInterests.$inferSelect;
type Property = typeof properties.$inferSelect;

/** 'Tuesday, December 1 at 2:30 PM CST': a time as people at the property read it. */
export function whenAt(start: Date, zone: string): string {
  const local = wallClockAt(start, zone);
  return `${viewingDayHeading(new Date(local.year, local.month - 1, local.day))} at ${formatClock12(local.hour * 60 + local.minute)} ${zoneAbbreviation(start, zone)}`;
}

/** A booking's start, checked: in the future and within the horizon, else a 400 on `datetime`. */
export function bookableStart(datetime: string, horizonDays: number): Date {
  const start = new Date(datetime);
  if (start.getTime() <= Date.now()) {
    throw badRequest('That time has already passed. Please choose another time.', 'datetime');
  }
  if (start.getTime() > Date.now() + horizonDays * 24 * 60 * 60_000) {
    throw badRequest(
      `Viewings can be booked up to ${horizonDays} days ahead. Please choose an earlier time.`,
      'datetime',
    );
  }
  return start;
}

/**
 * The property, locked for this transaction: bookings of one property happen one at a time.
 * FOR NO KEY UPDATE, not FOR UPDATE: it still excludes every other booking, but not the key
 * share a row referencing the property takes (a message's attention item, a webhook
 * delivery), so Athena's turn, which holds the lead, never waits on a booking that waits on
 * that lead (a deadlock seen under load).
 */
export async function lockProperty(tx: DbOrTx, propertyId: string): Promise<Property> {
  const property = await lockPropertyForBooking(tx, propertyId);
  if (!property) throw notFound('Property');
  return property;
}

/** What the e-mails and the calendar say about a viewing. */
async function detailsOf(
  app: FastifyInstance,
  tx: DbOrTx,
  viewing: {
    id: string;
    start: Date;
    unitId: string | null;
    /** Its end when known (an open-house place lasts the open house); else the settings'. */
    end?: Date;
    /** Who shows it; undefined: the property's agent. */
    leasingAgentId?: string | null;
  },
  property: Property,
  interest: Interest,
) {
  const settings = await viewingSettings(tx, property.id);
  const agentId =
    viewing.leasingAgentId === undefined ? property.leasingAgentId : viewing.leasingAgentId;
  const zone = settings.timeZone ?? app.config.timezone;
  const unit = viewing.unitId ? await findBookingUnit(tx, viewing.unitId) : undefined;
  const prospect = await findBookingProspect(tx, interest.potentialTenantId);
  const agent = agentId ? await findBookingAgent(tx, agentId) : undefined;
  const details: ViewingDetails = {
    id: viewing.id,
    start: viewing.start,
    durationMinutes: viewing.end
      ? Math.round((viewing.end.getTime() - viewing.start.getTime()) / 60_000)
      : settings.viewingDuration,
    when: whenAt(viewing.start, zone),
    timeZone: zone,
    address: property.address,
    unitLabel: unit ? `Unit ${unitLabel(unit)}` : null,
    prospectEmail: prospect?.email ?? '',
    // The name given in this lead, else the prospect's own (as the leads table shows it).
    prospectName: personName(
      interest.firstName ?? prospect?.firstName,
      interest.lastName ?? prospect?.lastName,
    ),
    managerEmail: settings.manager?.email ?? null,
    publicUrl: app.config.publicUrl,
  };
  const team = new Set(
    [settings.manager?.email, agent?.email].filter((e): e is string => Boolean(e)),
  );
  return { details, team, settings, agent };
}

/** The job that confirms a prospect's own booking in the chat when nothing else did. */
export const CONFIRM_BOOKING_TASK = 'viewings.confirm-in-chat';
const CONFIRM_BOOKING_DELAY_MS = 5000;

/**
 * Where the calendar invitation went, as a sentence; none for a prospect known by their
 * phone number only (nothing is mailed to them).
 */
const invitationSent = (d: ViewingDetails, start = ' A calendar invitation') =>
  isSmsPlaceholderEmail(d.prospectEmail) ? '' : `${start} is on its way to ${d.prospectEmail}.`;

/** Athena's confirmation of a booking the prospect made. */
export const bookingConfirmation = (d: ViewingDetails) =>
  `You're all set! Your viewing of ${placeOf(d)} is booked for ${d.when}.${invitationSent(d)}`;

/**
 * The confirmation of the lead's upcoming viewing when the chat does not hold it yet:
 * what Athena says in reply to the prospect's 'I would like to schedule a viewing on …'.
 */
export async function pendingConfirmation(
  app: FastifyInstance,
  tx: DbOrTx,
  interest: Interest,
  property: Property,
  history: readonly { role: string; content: string }[],
): Promise<string | null> {
  const upcoming = await findUpcomingViewing(tx, interest.id);
  if (!upcoming) return null;
  const { details } = await detailsOf(
    app,
    tx,
    {
      id: upcoming.id,
      start: upcoming.startsAt,
      end: upcoming.endsAt,
      unitId: upcoming.unitId,
      leasingAgentId: upcoming.leasingAgentId,
    },
    property,
    interest,
  );
  const text = bookingConfirmation(details);
  return history.some((m) => m.role === 'assistant' && m.content === text) ? null : text;
}

/** Appends a booking's confirmation unless the chat already holds it (Athena said it). */
export function createConfirmBookingTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const { conversationId, text } = (payload ?? {}) as Record<string, unknown>;
    if (typeof conversationId !== 'string' || typeof text !== 'string') return;
    await app.db.transaction(async (tx) => {
      const said = await findAssistantMessage(tx, conversationId, text);
      if (!said) await appendMessage(tx, conversationId, 'assistant', text);
    });
  };
}

const placeOf = (d: ViewingDetails) => `${d.address}${d.unitLabel ? `, ${d.unitLabel}` : ''}`;

export interface Booking {
  interest: Interest;
  property: Property;
  start: Date;
  unitId: string | null;
  /** Who books: the prospect (the picker) or the manager (agenda, a confirmed request). */
  by: 'prospect' | 'manager';
}

/**
 * Where a booking at `start` goes: an open-house place while one is left (its host is the
 * property's agent), or the viewing's own time with the person who shows it (assignShowing);
 * 400 for a time that is no open house of an open-house property, 409 when full or nobody
 * is free.
 */
async function placeFor(
  tx: DbOrTx,
  property: Property,
  start: Date,
  settings: { viewingDuration: number },
  upcoming: typeof viewings.$inferSelect | undefined,
  by: Booking['by'],
) {
  if (property.showingMode === 'OPEN_HOUSE') {
    const openHouse = await openHouseAt(tx, property.id, start);
    if (!openHouse) {
      throw badRequest(
        'That time is not one of the open-house times. Please choose another time.',
        'datetime',
      );
    }
    const places = await countOpenHousePlaces(tx, openHouse.id, upcoming?.id);
    if (places >= openHouse.capacity) {
      throw conflict('That open house is full. Please choose another time.');
    }
    return { end: openHouse.endsAt, agentId: property.leasingAgentId, openHouse };
  }
  const end = new Date(start.getTime() + settings.viewingDuration * 60_000);
  const showing = await assignShowing(tx, property, { start, end }, upcoming);
  if (!showing.free) {
    throw conflict(
      by === 'prospect'
        ? 'That time was just booked by someone else. Please choose another time.'
        : 'Nobody who shows this property is free at that time (another viewing, or busy in their calendar). Please choose another time.',
    );
  }
  return { end, agentId: showing.person, openHouse: null };
}

/**
 * Books the lead's viewing, or moves its upcoming one there (same id: the calendar
 * invitation updates in place). Call with the property locked (lockProperty). When the
 * lead already has exactly this booking, nothing changes and nobody is mailed (`changed`
 * is false).
 */
export async function bookViewing(
  app: FastifyInstance,
  tx: DbOrTx,
  { interest, property, start, unitId, by }: Booking,
): Promise<{ id: string; changed: boolean }> {
  const settings = await viewingSettings(tx, property.id);
  const upcoming = await findUpcomingViewing(tx, interest.id);
  if (upcoming && upcoming.startsAt.getTime() === start.getTime() && upcoming.unitId === unitId) {
    return { id: upcoming.id, changed: false };
  }
  const { end, agentId, openHouse } = await placeFor(tx, property, start, settings, upcoming, by);
  const place = {
    unitId,
    startsAt: start,
    endsAt: end,
    leasingAgentId: agentId,
    openHouseId: openHouse?.id ?? null,
  };
  // A moved viewing is a new time to confirm and be reminded of (moveViewing clears both).
  const viewing = upcoming
    ? await moveViewing(tx, upcoming.id, place)
    : await insertViewing(tx, { interestId: interest.id, propertyId: property.id, ...place });
  if (!viewing) throw new Error('The viewing was not stored.');
  await completeLeadScheduling(tx, interest.id);
  const { details, team } = await detailsOf(
    app,
    tx,
    { id: viewing.id, start, end, unitId, leasingAgentId: agentId },
    property,
    interest,
  );
  await emitWebhookEvent(tx, {
    type: 'viewing.scheduled',
    propertyId: property.id,
    unitId,
    data: {
      leadId: interest.id,
      viewingId: viewing.id,
      email: details.prospectEmail,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      bookedBy: by,
    },
  });
  if (interest.status !== 'SCHEDULING_COMPLETE') {
    await emitWebhookEvent(tx, {
      type: 'lead.status_changed',
      propertyId: property.id,
      unitId,
      data: { leadId: interest.id, previousStatus: interest.status, status: 'SCHEDULING_COMPLETE' },
    });
  }
  if (interest.conversationId && by === 'prospect') {
    // The chat posts the prospect's 'I would like to schedule a viewing on …' right after
    // booking; Athena confirms in reply to it (reply.task.ts), so the confirmation follows
    // the request. A client that posts nothing gets it a few seconds later all the same.
    await enqueue(
      tx,
      CONFIRM_BOOKING_TASK,
      { conversationId: interest.conversationId, text: bookingConfirmation(details) },
      { runAt: new Date(Date.now() + CONFIRM_BOOKING_DELAY_MS), maxAttempts: 5 },
    );
  } else if (interest.conversationId) {
    await appendMessage(
      tx,
      interest.conversationId,
      'assistant',
      `Your viewing of ${placeOf(details)} is ${upcoming ? 'moved to' : 'booked for'} ${details.when}. The property manager confirmed it.${invitationSent(details)}`,
    );
  }
  const ics = viewingInvitation(details);
  await queueMail(tx, prospectViewingMail(details, ics, upcoming ? 'moved' : 'booked'));
  // The manager booked it themselves: only the leasing agent needs telling.
  for (const to of team) {
    if (by === 'manager' && to === details.managerEmail) continue;
    await queueMail(tx, teamViewingMail(to, details, ics));
  }
  return { id: viewing.id, changed: true };
}

/**
 * Gives a booked viewing to `agentId` (null: the manager), who must be free then (409):
 * they get the invitation, the one before is told it is off their calendar (the same UID,
 * cancelled), and the prospect is told who will meet them. Call with the property locked.
 */
export async function assignedTo(
  app: FastifyInstance,
  tx: DbOrTx,
  viewing: typeof viewings.$inferSelect,
  property: Property,
  agentId: string | null,
): Promise<void> {
  const interest = await findInterestById(tx, viewing.interestId);
  if (!interest) throw notFound('Viewing');
  if (!(await isFree(tx, property, agentId, viewing))) {
    throw conflict('They are booked or busy at that time. Choose someone else.');
  }
  const of = (leasingAgentId: string | null) =>
    detailsOf(
      app,
      tx,
      {
        id: viewing.id,
        start: viewing.startsAt,
        end: viewing.endsAt,
        unitId: viewing.unitId,
        leasingAgentId,
      },
      property,
      interest,
    );
  const before = await of(viewing.leasingAgentId);
  await setViewingAgent(tx, viewing.id, agentId);
  const after = await of(agentId);
  const ics = viewingInvitation(after.details);
  const wasShowing = before.agent?.email ?? before.details.managerEmail;
  const nowShowing = after.agent?.email ?? after.details.managerEmail;
  if (nowShowing) await queueMail(tx, teamViewingMail(nowShowing, after.details, ics));
  if (wasShowing && wasShowing !== nowShowing) {
    await queueMail(
      tx,
      offYourCalendarMail(wasShowing, before.details, viewingCancellation(before.details)),
    );
  }
  if (interest.conversationId) {
    const name = after.agent
      ? personName(after.agent.firstName, after.agent.lastName)
      : after.settings.manager?.firstName;
    await appendMessage(
      tx,
      interest.conversationId,
      'assistant',
      `A change for your viewing of ${placeOf(after.details)} on ${after.details.when}: ${
        name
          ? `${name} will meet you there`
          : 'someone else from the leasing team will meet you there'
      }. The time stays the same.`,
    );
  }
}

/** Whether `person` can show the viewing at its time (its own booking aside). */
async function isFree(
  tx: DbOrTx,
  property: Property,
  person: string | null,
  viewing: typeof viewings.$inferSelect,
): Promise<boolean> {
  if (!property.userId) return false;
  const window = { start: viewing.startsAt, end: viewing.endsAt };
  await lockPeople(tx, property.userId, [person]);
  const busy = await busyOf(tx, property.userId, [person], window, viewing.id);
  return !overlapsAny(busy.get(person ?? 'manager') ?? [], window.start, window.end);
}

/** What a prospect's booking from the chat's picker asks for. */
export interface ProspectBooking {
  propertyId: string;
  prospectId: string;
  datetime: string;
  unitId: string | null | undefined;
}

/**
 * Books the prospect's viewing from the chat (or moves their upcoming one): only when the
 * manager offers calendar slots (TEXT mode: a 409, the prospect asks in the chat and the
 * manager books), and the time must be ahead, within the horizon and one the manager's
 * viewing hours offer, else a 400.
 */
export async function bookProspectViewing(
  app: FastifyInstance,
  { propertyId, prospectId, datetime, unitId }: ProspectBooking,
): Promise<{ id: string; changed: boolean }> {
  const { db, config } = app;
  const settings = await viewingSettings(db, propertyId);
  if (settings.scheduleViewing !== 'CALENDAR') {
    throw conflict(
      'Viewings of this property are not booked from the calendar. Tell us in the chat which days and times suit you, and the property manager will confirm one.',
    );
  }
  const start = bookableStart(datetime, config.limits.viewingHorizonDays);
  // The manager's hours are wall-clock times at the property, in its own zone.
  const zone = settings.timeZone ?? config.timezone;
  const local = wallClockAt(start, zone);
  // Open-house times are the manager's own, outside the weekly hours or not (bookViewing).
  const openHouses = settings.property.showingMode === 'OPEN_HOUSE';
  if (!openHouses && !isOfferedSlot(settings.viewingDays, local)) {
    throw badRequest(
      'That time is outside the viewing hours. Please choose another time.',
      'datetime',
    );
  }
  return db.transaction(async (tx) => {
    // One booking at a time per property: the lock makes the overlap check and the
    // insert atomic, so two prospects cannot take the same slot.
    const property = await lockProperty(tx, propertyId);
    const interest = await findInterest(tx, property.id, prospectId);
    if (!interest) throw notFound('Conversation');
    // One upcoming viewing per prospect and property: booking again moves it (a
    // reschedule), so one session cannot take every slot of a day.
    return bookViewing(app, tx, {
      interest,
      property,
      start,
      unitId: unitId ?? interest.unitId ?? null,
      by: 'prospect',
    });
  });
}

/**
 * Cancels a viewing: the calendar event is withdrawn (same uid, METHOD:CANCEL), the
 * prospect is told in the chat and by e-mail, and the lead is back to choosing a time.
 * `by` says who cancelled (the manager from the agenda, the prospect from a reminder's
 * link); the cancellation is kept with it for calendar feeds and analytics.
 */
export async function cancelViewing(
  app: FastifyInstance,
  tx: DbOrTx,
  viewing: typeof viewings.$inferSelect,
  property: Property,
  by: 'prospect' | 'manager' = 'manager',
): Promise<void> {
  const interest = await findInterestById(tx, viewing.interestId);
  if (!interest) throw notFound('Viewing');
  const { details, settings, team } = await detailsOf(
    app,
    tx,
    {
      id: viewing.id,
      start: viewing.startsAt,
      end: viewing.endsAt,
      unitId: viewing.unitId,
      leasingAgentId: viewing.leasingAgentId,
    },
    property,
    interest,
  );
  await deleteViewing(tx, viewing.id);
  // Calendar subscriptions show it cancelled (same UID) rather than just losing it.
  await recordViewingCancellation(tx, viewing, by === 'prospect' ? 'PROSPECT' : 'MANAGER');
  if (interest.status === 'SCHEDULING_COMPLETE') {
    await reopenLeadScheduling(tx, interest.id);
    await emitWebhookEvent(tx, {
      type: 'lead.status_changed',
      propertyId: property.id,
      unitId: viewing.unitId,
      data: {
        leadId: interest.id,
        previousStatus: 'SCHEDULING_COMPLETE',
        status: 'PRE_SCREENING_COMPLETE',
      },
    });
  }
  await emitWebhookEvent(tx, {
    type: 'viewing.cancelled',
    propertyId: property.id,
    unitId: viewing.unitId,
    data: {
      leadId: interest.id,
      viewingId: viewing.id,
      startsAt: viewing.startsAt.toISOString(),
      cancelledBy: by,
    },
  });
  if (interest.conversationId) {
    const calendar = settings.scheduleViewing === 'CALENDAR';
    await appendMessage(
      tx,
      interest.conversationId,
      'assistant',
      by === 'prospect'
        ? `Your viewing of ${placeOf(details)} on ${details.when} is cancelled, as you asked. ${
            calendar
              ? 'If you would like another time, pick one here: CALENDAR'
              : 'If you would like another time, tell me which days and times suit you.'
          }`
        : `Your viewing of ${placeOf(details)} on ${details.when} has been cancelled by the property manager. I'm sorry for the change. ${
            calendar
              ? 'You can pick another time here: CALENDAR'
              : 'Tell me which days and times suit you, and the property manager will confirm one.'
          }`,
    );
  }
  const ics = viewingCancellation(details);
  await queueMail(tx, cancelledViewingMail(details, ics, by));
  // The prospect cancelled: whoever shows it, and the manager, get the time back.
  if (by === 'prospect') {
    for (const to of team) await queueMail(tx, prospectCancelledMail(to, details, ics));
  }
}
