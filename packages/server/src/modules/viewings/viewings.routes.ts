import { endpoints } from '@porchlight/contract';
import { isOfferedSlot, wallClockAt } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantPropertyInterests, units } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { viewingSettings } from './viewing-hours.ts';
import { bookableStart, bookViewing, lockProperty } from './viewings.service.ts';

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
    const start = bookableStart(body.datetime, config.limits.viewingHorizonDays);
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
    const booked = await db.transaction(async (tx) => {
      // One booking at a time per property: the lock makes the overlap check and the
      // insert atomic, so two prospects cannot take the same slot.
      const property = await lockProperty(tx, params.propertyId);
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
      return bookViewing(app, tx, {
        interest,
        property,
        start,
        unitId: body.unitId ?? interest.unitId ?? null,
        by: 'prospect',
      });
    });
    if (booked.changed) app.log.info({ viewingId: booked.id }, 'viewing booked');
    return { status: 200, body: { ok: true } };
  });
}
