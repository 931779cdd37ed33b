import { endpoints } from '@porchlight/contract';
import {
  formatClock12,
  isOfferedSlot,
  unitLabel,
  viewingDayHeading,
  wallClockAt,
  zoneAbbreviation,
} from '@porchlight/domain';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  leasingAgents,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewings,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage } from '../chat/conversation.store.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { prospectViewingMail, teamViewingMail, viewingInvitation } from './viewing.mails.ts';
import { viewingSettings } from './viewing-hours.ts';

/** Viewing hours for the chat's picker, and booking a viewing from the chat. */
export async function viewingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.getViewingHours,
  )(async ({ params }) => {
    const settings = await viewingSettings(db, params.propertyId);
    return {
      status: 200,
      body: {
        viewingDays: settings.viewingDays,
        scheduleViewing: settings.scheduleViewing,
        viewingDuration: settings.viewingDuration,
        timezone: settings.timeZone ?? config.timezone,
      },
    };
  });

  route(
    app,
    endpoints.scheduleViewing,
  )(async ({ params, body, session }) => {
    if (body.propertyId !== params.propertyId) {
      throw badRequest('propertyId does not match the address of the request.', 'propertyId');
    }
    // A unit of another property (another manager's) would be named in the booking and its e-mails.
    if (body.unitId) {
      const [unit] = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, body.unitId), eq(units.propertyId, params.propertyId)));
      if (!unit) throw notFound('Unit');
    }
    await hitRateLimits(db, [
      [`booking:session:${session.subject}`, config.limits.bookingPerSession],
    ]);
    const start = new Date(body.datetime);
    if (start.getTime() <= Date.now()) {
      throw badRequest('That time has already passed. Please choose another time.', 'datetime');
    }
    const horizonDays = config.limits.viewingHorizonDays;
    if (start.getTime() > Date.now() + horizonDays * 24 * 60 * 60_000) {
      throw badRequest(
        `Viewings can be booked up to ${horizonDays} days ahead. Please choose an earlier time.`,
        'datetime',
      );
    }
    const settings = await viewingSettings(db, params.propertyId);
    // The manager's hours are wall-clock times at the property, in its own zone.
    const zone = settings.timeZone ?? config.timezone;
    const local = wallClockAt(start, zone);
    if (!isOfferedSlot(settings.viewingDays, local)) {
      throw badRequest(
        'That time is outside the viewing hours. Please choose another time.',
        'datetime',
      );
    }
    const end = new Date(start.getTime() + settings.viewingDuration * 60_000);

    const booked = await db.transaction(async (tx) => {
      // One booking at a time per property: the lock makes the overlap check and the
      // insert atomic, so two prospects cannot take the same slot.
      const [property] = await tx
        .select()
        .from(properties)
        .where(eq(properties.id, params.propertyId))
        .for('update');
      if (!property) throw notFound('Property');
      const [interest] = await tx
        .select()
        .from(tenantPropertyInterests)
        .where(
          and(
            eq(tenantPropertyInterests.propertyId, property.id),
            eq(tenantPropertyInterests.potentialTenantId, session.subject),
          ),
        );
      if (!interest) throw notFound('Conversation');
      // One upcoming viewing per prospect and property: booking again moves it (a
      // reschedule), so one session cannot take every slot of a day.
      const [upcoming] = await tx
        .select()
        .from(viewings)
        .where(and(eq(viewings.interestId, interest.id), gt(viewings.startsAt, sql`now()`)));
      const unitId = body.unitId ?? interest.unitId ?? null;
      if (
        upcoming &&
        upcoming.startsAt.getTime() === start.getTime() &&
        upcoming.unitId === unitId
      ) {
        return null; // the same booking again: nothing changed, nobody is mailed
      }
      const [clash] = await tx
        .select({ id: viewings.id })
        .from(viewings)
        .where(
          and(
            eq(viewings.propertyId, property.id),
            lt(viewings.startsAt, end),
            gt(viewings.endsAt, start),
            ...(upcoming ? [ne(viewings.id, upcoming.id)] : []),
          ),
        );
      if (clash)
        throw conflict('That time was just booked by someone else. Please choose another time.');

      // A reschedule keeps the viewing's id, so the calendar invitation updates in place.
      const [viewing] = upcoming
        ? await tx
            .update(viewings)
            .set({ unitId, startsAt: start, endsAt: end })
            .where(eq(viewings.id, upcoming.id))
            .returning({ id: viewings.id })
        : await tx
            .insert(viewings)
            .values({
              interestId: interest.id,
              propertyId: property.id,
              unitId,
              startsAt: start,
              endsAt: end,
            })
            .returning({ id: viewings.id });
      if (!viewing) throw new Error('The viewing was not stored.');
      await tx
        .update(tenantPropertyInterests)
        .set({ status: 'SCHEDULING_COMPLETE', updatedAt: sql`now()` })
        .where(eq(tenantPropertyInterests.id, interest.id));
      await emitWebhookEvent(tx, {
        type: 'viewing.scheduled',
        propertyId: property.id,
        unitId,
        data: {
          leadId: interest.id,
          viewingId: viewing.id,
          email: session.email,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
        },
      });
      if (interest.status !== 'SCHEDULING_COMPLETE') {
        await emitWebhookEvent(tx, {
          type: 'lead.status_changed',
          propertyId: property.id,
          unitId,
          data: {
            leadId: interest.id,
            previousStatus: interest.status,
            status: 'SCHEDULING_COMPLETE',
          },
        });
      }

      const [unit] = unitId ? await tx.select().from(units).where(eq(units.id, unitId)) : [];
      const [prospect] = await tx
        .select()
        .from(potentialTenants)
        .where(eq(potentialTenants.id, session.subject));
      const [agent] = property.leasingAgentId
        ? await tx.select().from(leasingAgents).where(eq(leasingAgents.id, property.leasingAgentId))
        : [];
      const when = `${viewingDayHeading(new Date(local.year, local.month - 1, local.day))} at ${formatClock12(local.hour * 60 + local.minute)} ${zoneAbbreviation(start, zone)}`;
      const name = [interest.firstName, interest.lastName].filter(Boolean).join(' ') || null;
      const details = {
        id: viewing.id,
        start,
        durationMinutes: settings.viewingDuration,
        when,
        address: property.address,
        unitLabel: unit ? `Unit ${unitLabel(unit)}` : null,
        prospectEmail: prospect?.email ?? session.email,
        prospectName: name,
        managerEmail: settings.manager?.email ?? null,
        publicUrl: config.publicUrl,
      };
      if (interest.conversationId) {
        await appendMessage(
          tx,
          interest.conversationId,
          'assistant',
          `You're all set! Your viewing of ${property.address}${details.unitLabel ? `, ${details.unitLabel}` : ''} is booked for ${when}. A calendar invitation is on its way to ${details.prospectEmail}.`,
        );
      }
      const ics = viewingInvitation(details);
      await queueMail(tx, prospectViewingMail(details, ics));
      const team = new Set(
        [settings.manager?.email, agent?.email].filter((e): e is string => Boolean(e)),
      );
      for (const to of team) await queueMail(tx, teamViewingMail(to, details, ics));
      return viewing;
    });
    if (booked) app.log.info({ viewingId: booked.id }, 'viewing booked');
    return { status: 200, body: { ok: true } };
  });
}
