import { endpoints, type Viewing } from '@porchlight/contract';
import { unitLabel } from '@porchlight/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attentionItems,
  leasingAgents,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewings,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  bookableStart,
  bookViewing,
  CONFIRM_BOOKING_TASK,
  cancelViewing,
  createConfirmBookingTask,
  lockProperty,
} from './viewings.service.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The agenda's default span, and the longest one asked at once. */
const DEFAULT_DAYS = 14;
const MAX_DAYS = 92;

/** The manager's agenda, and booking, moving and cancelling viewings by hand. */
export async function agendaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.tasks[CONFIRM_BOOKING_TASK] = createConfirmBookingTask(app);

  const agendaQuery = () =>
    db
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
      .innerJoin(
        potentialTenants,
        eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
      )
      .leftJoin(units, eq(units.id, viewings.unitId))
      .leftJoin(leasingAgents, eq(leasingAgents.id, properties.leasingAgentId));

  type Row = Awaited<ReturnType<ReturnType<typeof agendaQuery>['execute']>>[number];
  const toViewing = (row: Row): Viewing => ({
    id: row.viewing.id,
    startsAt: row.viewing.startsAt.toISOString(),
    endsAt: row.viewing.endsAt.toISOString(),
    timeZone: row.property.timeZone ?? config.timezone,
    property: { id: row.property.id, address: row.property.address, name: row.property.name },
    unit: row.unit ? { id: row.unit.id, label: `Unit ${unitLabel(row.unit)}` } : null,
    leasingAgent: row.agent
      ? { id: row.agent.id, name: `${row.agent.firstName} ${row.agent.lastName}`.trim() }
      : null,
    lead: {
      id: row.lead.id,
      name: [row.lead.firstName, row.lead.lastName].filter(Boolean).join(' ') || null,
      email: row.email,
      phone: row.lead.phone,
      status: row.lead.status as Viewing['lead']['status'],
      moveInDate: row.lead.moveInDate,
      monthlyIncome: row.lead.monthlyIncome,
      totalResidents: row.lead.totalResidents,
      pets: row.lead.pets,
      smoking: row.lead.smoking,
    },
  });

  route(
    app,
    endpoints.listViewings,
  )(async ({ query, session }) => {
    const from = query.from ? new Date(query.from) : new Date();
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
    if (to.getTime() <= from.getTime()) throw badRequest('`to` must be after `from`.', 'to');
    if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) {
      throw badRequest(`Ask for at most ${MAX_DAYS} days at once.`, 'to');
    }
    const rows = await agendaQuery()
      .where(
        and(
          eq(properties.userId, session.subject),
          gte(viewings.startsAt, from),
          lt(viewings.startsAt, to),
          query.propertyId ? eq(properties.id, query.propertyId) : undefined,
          query.leasingAgentId ? eq(properties.leasingAgentId, query.leasingAgentId) : undefined,
        ),
      )
      .orderBy(asc(viewings.startsAt), asc(viewings.id));
    return { status: 200, body: rows.map(toViewing) };
  });

  route(
    app,
    endpoints.bookLeadViewing,
  )(async ({ params, body, session }) => {
    const start = bookableStart(body.datetime, config.limits.viewingHorizonDays);
    const viewingId = await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ propertyId: tenantPropertyInterests.propertyId })
        .from(tenantPropertyInterests)
        .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
        .where(
          and(eq(tenantPropertyInterests.id, params.id), eq(properties.userId, session.subject)),
        );
      if (!owned) throw notFound('Lead');
      const property = await lockProperty(tx, owned.propertyId);
      const [interest] = await tx
        .select()
        .from(tenantPropertyInterests)
        .where(eq(tenantPropertyInterests.id, params.id));
      if (!interest) throw notFound('Lead');
      const booked = await bookViewing(app, tx, {
        interest,
        property,
        start,
        unitId: interest.unitId,
        by: 'manager',
      });
      // What the prospect asked for by text is now a booking.
      await tx
        .update(attentionItems)
        .set({ status: 'DONE', outcome: 'BOOKED', resolvedAt: sql`now()` })
        .where(
          and(
            eq(attentionItems.interestId, interest.id),
            eq(attentionItems.kind, 'VIEWING_REQUEST'),
            eq(attentionItems.status, 'OPEN'),
          ),
        );
      return booked.id;
    });
    const [row] = await agendaQuery().where(eq(viewings.id, viewingId));
    if (!row) throw notFound('Viewing');
    return { status: 200, body: toViewing(row) };
  });

  route(
    app,
    endpoints.cancelViewing,
  )(async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ propertyId: viewings.propertyId })
        .from(viewings)
        .innerJoin(properties, eq(properties.id, viewings.propertyId))
        .where(and(eq(viewings.id, params.id), eq(properties.userId, session.subject)));
      if (!owned) throw notFound('Viewing');
      const property = await lockProperty(tx, owned.propertyId);
      const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, params.id));
      if (!viewing) throw notFound('Viewing');
      await cancelViewing(app, tx, viewing, property);
    });
    return { status: 200, body: { ok: true } };
  });
}
