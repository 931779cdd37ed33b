import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { toProperty } from '../properties/properties.mappers.ts';
import { toUnit } from '../units/units.mappers.ts';
import { toLeadRow } from './leads.mappers.ts';
import {
  type LeadCallData,
  leadCallsOf,
  leadPropertiesOf,
  leadsOf,
  leadUnitsOf,
} from './leads.queries.ts';

/** The leads table: every prospect interest in the manager's properties. */
export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.listLeads,
  )(async ({ session }) => {
    const { db } = app;
    const [leads, propertyRows, unitRows, calls] = await Promise.all([
      leadsOf(db, session.subject),
      leadPropertiesOf(db, session.subject),
      leadUnitsOf(db, session.subject),
      leadCallsOf(db, session.subject),
    ]);
    const propertyById = new Map(propertyRows.map((row) => [row.id, toProperty(row)]));
    const unitById = new Map(unitRows.map((row) => [row.id, toUnit(row)]));
    const callsOf = new Map<string, LeadCallData[]>();
    for (const call of calls) {
      if (!call.interestId) continue;
      const list = callsOf.get(call.interestId);
      if (list) list.push(call);
      else callsOf.set(call.interestId, [call]);
    }
    const body = [];
    for (const lead of leads) {
      const property = propertyById.get(lead.interest.propertyId);
      // Read in separate statements: a property deleted in between takes its leads along.
      if (!property) continue;
      const unit = lead.interest.unitId ? (unitById.get(lead.interest.unitId) ?? null) : null;
      body.push(toLeadRow(lead, property, unit, callsOf.get(lead.interest.id) ?? []));
    }
    return { status: 200, body };
  });
}
