import { endpoints } from '@porchlight/contract';
import { parseAnalyticsDate } from '@porchlight/domain';
import { and, count, desc, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  messages,
  phoneCalls,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewings,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toProperty } from '../properties/properties.mappers.ts';
import { toUnit } from '../units/units.mappers.ts';
import { toInterest, toPotentialTenant } from './leads.mappers.ts';

/** 'MM-DD-YYYY' to 'MM-DD-YYYY' inclusive, as UTC instants [start, end). */
function range(query: { startDate: string; endDate: string }) {
  const start = parseAnalyticsDate(query.startDate);
  const end = parseAnalyticsDate(query.endDate);
  if (!start) throw badRequest('startDate is not a real date (MM-DD-YYYY).', 'startDate');
  if (!end) throw badRequest('endDate is not a real date (MM-DD-YYYY).', 'endDate');
  const from = new Date(Date.UTC(start.year, start.month - 1, start.day));
  const to = new Date(Date.UTC(end.year, end.month - 1, end.day + 1));
  if (to <= from) throw badRequest('endDate must not be before startDate.', 'endDate');
  return { from, to };
}

/** Leads (every prospect interest in the manager's properties) and the monthly counts. */
export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.listLeads,
  )(async ({ session }) => {
    // Set-based: one query for the rows, one for last messages, one for calls.
    const rows = await db
      .select({
        interest: tenantPropertyInterests,
        prospect: potentialTenants,
        property: properties,
        unit: units,
      })
      .from(tenantPropertyInterests)
      .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
      .innerJoin(
        potentialTenants,
        eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
      )
      .leftJoin(units, eq(units.id, tenantPropertyInterests.unitId))
      .where(eq(properties.userId, session.subject));
    const conversationIds = rows
      .map((r) => r.interest.conversationId)
      .filter((id): id is string => id !== null);
    const interestIds = rows.map((r) => r.interest.id);
    const [lastMessages, calls] = await Promise.all([
      conversationIds.length
        ? db
            .select({ conversationId: messages.conversationId, at: max(messages.createdAt) })
            .from(messages)
            .where(inArray(messages.conversationId, conversationIds))
            .groupBy(messages.conversationId)
        : [],
      interestIds.length
        ? db
            .select()
            .from(phoneCalls)
            .where(inArray(phoneCalls.interestId, interestIds))
            .orderBy(desc(phoneCalls.createdAt))
        : [],
    ]);
    const lastAt = new Map(
      lastMessages.map((m) => [m.conversationId, m.at ? new Date(m.at) : null]),
    );
    const callsOf = new Map<string, typeof calls>();
    for (const call of calls) {
      if (!call.interestId) continue;
      callsOf.set(call.interestId, [...(callsOf.get(call.interestId) ?? []), call]);
    }
    const leads = rows.map(({ interest, prospect, property, unit }) => {
      const last = interest.conversationId ? (lastAt.get(interest.conversationId) ?? null) : null;
      return {
        sortKey: last?.getTime() ?? -1,
        created: interest.createdAt.getTime(),
        row: {
          potentialTenant: toPotentialTenant(prospect, interest),
          tenantPropertyInterest: toInterest(interest),
          property: toProperty(property),
          unit: unit ? toUnit(unit) : null,
          lastMessageAt: last ? last.toISOString() : null,
          phoneCalls: (callsOf.get(interest.id) ?? []).map((c) => ({
            id: c.id,
            phoneCallId: c.phoneCallId,
            phoneNumber: c.phoneNumber,
            createdAt: c.createdAt.toISOString(),
          })),
        },
      };
    });
    leads.sort((a, b) => b.sortKey - a.sortKey || b.created - a.created);
    return { status: 200, body: leads.map((l) => l.row) };
  });

  /** The three counts of a period, for the manager's properties. */
  async function counts(userId: string, query: { startDate: string; endDate: string }) {
    const { from, to } = range(query);
    const mine = eq(properties.userId, userId);
    const [interests, booked, sent] = await Promise.all([
      db
        .select({ n: count() })
        .from(tenantPropertyInterests)
        .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
        .where(
          and(
            mine,
            gte(tenantPropertyInterests.createdAt, from),
            lt(tenantPropertyInterests.createdAt, to),
          ),
        ),
      db
        .select({ n: count() })
        .from(viewings)
        .innerJoin(properties, eq(properties.id, viewings.propertyId))
        .where(and(mine, gte(viewings.createdAt, from), lt(viewings.createdAt, to))),
      db
        .select({ n: count() })
        .from(messages)
        .innerJoin(
          tenantPropertyInterests,
          eq(tenantPropertyInterests.conversationId, messages.conversationId),
        )
        .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
        .where(and(mine, gte(messages.createdAt, from), lt(messages.createdAt, to))),
    ]);
    return {
      interestCount: Number(interests[0]?.n ?? 0),
      scheduledViewingCount: Number(booked[0]?.n ?? 0),
      messageCount: Number(sent[0]?.n ?? 0),
    };
  }

  route(
    app,
    endpoints.tenantInterestAnalytics,
  )(async ({ query, session }) => ({
    status: 200,
    body: await counts(session.subject, query),
  }));
  route(
    app,
    endpoints.messageAnalytics,
  )(async ({ query, session }) => ({
    status: 200,
    body: await counts(session.subject, query),
  }));

  route(
    app,
    endpoints.getPhoneCall,
  )(async ({ params, session }) => {
    const [call] = await db
      .select()
      .from(phoneCalls)
      .where(
        and(eq(phoneCalls.phoneCallId, params.phoneCallId), eq(phoneCalls.userId, session.subject)),
      );
    if (!call) throw notFound('Phone call');
    return {
      status: 200,
      body: {
        startedAt: call.startedAt?.toISOString() ?? null,
        endedAt: call.endedAt?.toISOString() ?? null,
        recordingUrl: call.recordingUrl,
      },
    };
  });
}
