import { createHash } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { toProperty } from '../properties/index.ts';
import { toUnit } from '../units/index.ts';
import { toLeadRow } from './leads.mappers.ts';
import { leadPageRoutes } from './leads.page.routes.ts';
import {
  type LeadCallData,
  leadCallsOf,
  leadPropertiesOf,
  leadsFingerprint,
  leadsOf,
  leadUnitsOf,
} from './leads.queries.ts';

/** A new row shape (another release) must not be answered 304 from an old one. */
const SHAPE = JSON.stringify(endpoints.listLeads.responses[200]);

/** The ETag of a manager's lead list: a digest of what its rows are made of. */
const leadsEtag = (fingerprint: string) =>
  `W/"l-${createHash('sha256').update(SHAPE).update(fingerprint).digest('base64url').slice(0, 32)}"`;

/**
 * The leads table: every prospect interest in the manager's properties. Building 10,000
 * rows takes seconds; when nothing changed since the browser's copy, one aggregate read
 * answers 304 instead (the browser revalidates on its own: no-cache with an ETag).
 */
export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  await leadPageRoutes(app);
  route(
    app,
    endpoints.listLeads,
  )(async ({ session, request, reply }) => {
    const { db } = app;
    // Read before the rows: a change in between gives a newer body under an older ETag,
    // which only costs the next look a full answer (the other order could hide it).
    const etag = leadsEtag(await leadsFingerprint(db, session.subject));
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return { status: 304, body: null };
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
