import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { findUnitOfProperty, viewingSettings } from '../properties/index.ts';
import { pickerAvailability } from './showings.service.ts';
import { bookProspectViewing } from './viewings.service.ts';

/** Viewing hours for the chat's picker, and booking a viewing from the chat. */
export async function viewingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.getViewingHours,
  )(async ({ params }) => {
    const settings = await viewingSettings(db, params.propertyId);
    const picker = await pickerAvailability(
      db,
      settings.property,
      config.limits.viewingHorizonDays,
    );
    return {
      status: 200,
      body: {
        viewingDays: settings.viewingDays,
        scheduleViewing: settings.scheduleViewing,
        viewingDuration: settings.viewingDuration,
        timezone: settings.timeZone ?? config.timezone,
        ...picker,
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
    if (body.unitId && !(await findUnitOfProperty(db, body.unitId, params.propertyId))) {
      throw notFound('Unit');
    }
    await hitRateLimits(db, [
      [`booking:session:${session.subject}`, config.limits.bookingPerSession],
    ]);
    const booked = await bookProspectViewing(app, {
      propertyId: params.propertyId,
      prospectId: session.subject,
      datetime: body.datetime,
      unitId: body.unitId,
    });
    if (booked.changed) app.log.info({ viewingId: booked.id }, 'viewing booked');
    return { status: 200, body: { ok: true } };
  });
}
