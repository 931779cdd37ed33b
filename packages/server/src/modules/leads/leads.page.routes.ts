import { Readable } from 'node:stream';
import {
  endpoints,
  type LeadExportQuery,
  type LeadPageRow,
  type LeadSort,
} from '@porchlight/contract';
import {
  formatPhone,
  isoAtZone,
  isPlaceholderMoveIn,
  type LastViewingOutcome,
  leadStatusDisplay,
} from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toPhoneCall } from '../calls/index.ts';
import { toProperty } from '../properties/index.ts';
import { toUnit } from '../units/index.ts';
import { toInterest, toPotentialTenant } from './leads.mappers.ts';
import {
  callsOfLeads,
  decodeCursor,
  encodeCursor,
  type LeadListRequest,
  type LeadPageData,
  leadPageOf,
  propertiesByIds,
  unitsByIds,
} from './leads.page.queries.ts';

const DEFAULT_LIMIT = 50;
/** Rows read per statement while an export streams. */
const EXPORT_BATCH = 500;

function listRequest(
  query: LeadExportQuery & { limit?: number; cursor?: string },
  limit: number,
): LeadListRequest {
  const sort: LeadSort = query.sort ?? 'lastMessage';
  const order = query.order ?? 'desc';
  const after = query.cursor ? decodeCursor(query.cursor, sort, order) : null;
  if (query.cursor && !after) {
    throw badRequest('This page link has expired or does not match the sort.', 'cursor');
  }
  if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to)) {
    throw badRequest('The start of the date range is after its end.', 'from');
  }
  return { ...query, sort, order, limit, after };
}

/** Reads up to `limit` leads after the request's cursor; nextCursor when more follow. */
async function readPage(db: DbOrTx, userId: string, request: LeadListRequest) {
  const { rows: page, more, last } = await leadPageOf(db, userId, request);
  const next =
    more && last
      ? { sort: request.sort, order: request.order, value: last.sortValue, id: last.id }
      : null;
  return { page, next };
}

function toPageRow(
  row: LeadPageData,
  calls: Awaited<ReturnType<typeof callsOfLeads>>,
  defaultZone: string,
) {
  return {
    potentialTenant: toPotentialTenant(row.prospect, row.interest),
    tenantPropertyInterest: toInterest(row.interest),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    viewingAt: row.viewingAt?.toISOString() ?? null,
    timeZone: row.propertyTimeZone ?? defaultZone,
    lastViewingOutcome: (row.lastViewingOutcome as LastViewingOutcome | null) ?? null,
    phoneCalls: calls.map(toPhoneCall),
  } satisfies LeadPageRow;
}

const CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Move-in Date',
  'Status',
  'Property',
  'Unit',
  'Viewing',
  'Last Message',
  'Created',
  'Time Zone',
];

/**
 * One CSV field: quoted when it holds a separator, and a leading = + - @ (or tab, return)
 * neutralised, so that a prospect's text never runs as a formula in a spreadsheet.
 */
function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One lead as a CSV line: its times in ISO 8601 at the property's clocks with their offset
 * (the zone in the last column), its phone as the product shows it.
 */
function csvLine(row: LeadPageData, defaultZone: string): string {
  const zone = row.propertyTimeZone ?? defaultZone;
  const at = (instant: Date | null | undefined) => (instant ? isoAtZone(instant, zone) : '');
  const person = toPotentialTenant(row.prospect, row.interest);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  const moveIn =
    person.moveInDate && !isPlaceholderMoveIn(person.moveInDate) ? person.moveInDate : '';
  return `${[
    name,
    person.email,
    formatPhone(person.phone),
    moveIn,
    leadStatusDisplay(row.interest.status).label,
    row.propertyAddress,
    row.unitNumber,
    at(row.viewingAt),
    at(row.lastMessageAt),
    at(row.interest.createdAt),
    zone,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/** The paged, server-sorted lead list and its CSV export (the spec's array endpoint stays). */
export async function leadPageRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.listLeadsPage,
  )(async ({ session, query, reply }) => {
    const request = listRequest(query, query.limit ?? DEFAULT_LIMIT);
    const { page, next } = await readPage(app.db, session.subject, request);
    const leadIds = page.map((row) => row.interest.id);
    const propertyIds = [...new Set(page.map((row) => row.interest.propertyId))];
    const unitIds = [
      ...new Set(page.flatMap((row) => (row.interest.unitId ? [row.interest.unitId] : []))),
    ];
    const [calls, propertyRows, unitRows] = await Promise.all([
      callsOfLeads(app.db, leadIds),
      propertiesByIds(app.db, propertyIds),
      unitsByIds(app.db, unitIds),
    ]);
    const callsOf = new Map<string, typeof calls>();
    for (const call of calls) {
      if (call.interestId)
        callsOf.set(call.interestId, [...(callsOf.get(call.interestId) ?? []), call]);
    }
    reply.header('cache-control', 'private, no-store');
    return {
      status: 200,
      body: {
        leads: page.map((row) =>
          toPageRow(row, callsOf.get(row.interest.id) ?? [], app.config.timezone),
        ),
        properties: propertyRows.map(toProperty),
        units: unitRows.map(toUnit),
        nextCursor: next ? encodeCursor(next) : null,
      },
    };
  });

  route(
    app,
    endpoints.exportLeads,
  )(async ({ session, query, reply }) => {
    const first = listRequest(query, EXPORT_BATCH);
    const { db, log } = app;
    // Read batch by batch along the same cursor as the pages: memory stays flat at any size.
    async function* lines() {
      yield `${CSV_HEADER.join(',')}\r\n`;
      let request: LeadListRequest | null = first;
      while (request) {
        const { page, next } = await readPage(db, session.subject, request);
        yield page.map((row) => csvLine(row, app.config.timezone)).join('');
        request = next ? { ...request, after: next } : null;
      }
    }
    const stream = Readable.from(lines());
    stream.on('error', (error) => log.error({ err: error }, 'lead export failed mid-stream'));
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .header('cache-control', 'private, no-store');
    // A stream is sent as it is read; the contract's string is its text.
    return { status: 200, body: stream as unknown as string };
  });
}
