import type { LeadExportQuery, LeadSort } from '@porchlight/contract';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  tenantPropertyInterests as interests,
  moveInKey,
  phoneCalls,
  potentialTenants,
  properties,
  statusRank,
  units,
} from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';

/*
 * The paged lead list (keyset pagination). A page is "the first `limit` leads after the
 * cursor in (sort value, id) order": a lead added or changed meanwhile can never shift
 * another one onto a second page or off every page, which an offset would. Ties go by lead
 * id in the sort's direction; leads without a value come after all the others in either
 * order, by id in the same direction.
 *
 * The lead row carries its owner and a sort key for each column, with an index on (owner,
 * key, id) for each (schema/leads.ts): a page in any order is a range scan that stops after
 * `limit` rows, whatever the account's size. What the search reads is on the row too, with
 * trigram indexes: a search finds its few leads without walking the account's. So the ids
 * of a page are read from the lead table alone.
 */

/** The value each sort reads, and the type its cursor value is cast back to. */
const SORTS: Record<LeadSort, { value: SQL; type: 'text' | 'timestamptz' | 'int' }> = {
  // leadName(): first and last name as given in this interest, else the prospect's, else
  // e-mail, in lower case; kept on the lead (the lead_sort_name function of migration 0004).
  name: { value: sql`${interests.sortName}`, type: 'text' },
  moveInDate: { value: moveInKey(interests.moveInDate), type: 'text' },
  status: { value: statusRank(interests.status), type: 'int' },
  // The property's address and the unit's number in lower case, kept on the lead by triggers
  // on properties and units (migration 0016).
  property: { value: sql`${interests.propertySort}`, type: 'text' },
  unit: { value: sql`${interests.unitSort}`, type: 'text' },
  // The start of the lead's latest viewing, kept on the lead by a trigger on viewings.
  viewing: { value: sql`${interests.viewingAt}`, type: 'timestamptz' },
  // Stamped on the lead with each message (conversation.store.ts).
  lastMessage: { value: sql`${interests.lastMessageAt}`, type: 'timestamptz' },
  createdAt: { value: sql`${interests.createdAt}`, type: 'timestamptz' },
};

/** Where the previous page ended: its last lead's sort value (as text) and id. */
export interface LeadCursor {
  sort: LeadSort;
  order: 'asc' | 'desc';
  value: string | null;
  id: string;
}

export const encodeCursor = (cursor: LeadCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor, or null when it is not one this server made for this sort and order. */
export function decodeCursor(text: string, sort: LeadSort, order: 'asc' | 'desc') {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as LeadCursor;
    const valueOk =
      cursor.value === null ||
      (typeof cursor.value === 'string' &&
        cursor.value.length <= 400 &&
        (SORTS[sort].type !== 'int' || /^-?\d{1,9}$/.test(cursor.value)) &&
        (SORTS[sort].type !== 'timestamptz' || !Number.isNaN(Date.parse(cursor.value))));
    if (cursor.sort !== sort || cursor.order !== order || !valueOk) return null;
    if (!isUuid(cursor.id)) return null;
    return cursor;
  } catch {
    return null;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of a page or an export, each in SQL. */
function filtersOf(query: LeadExportQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(interests.status, query.status));
  if (query.propertyId) where.push(eq(interests.propertyId, query.propertyId));
  if (query.unitId) where.push(eq(interests.unitId, query.unitId));
  if (query.from) where.push(gte(interests.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(interests.createdAt, new Date(query.to)));
  if (query.channel) {
    // The channel the lead's conversation answers on: where the prospect last wrote from.
    where.push(
      sql`exists (select 1 from ${conversations} where ${conversations.id} = ${interests.conversationId} and ${conversations.channel} = ${query.channel})`,
    );
  }
  const text = query.q?.trim().toLowerCase();
  if (text) {
    // The name key and the lower-case e-mail, a line apart (one line searched never spans
    // both), and the phone's digits, the lead's else the prospect's: kept on the lead
    // (migration 0016) with trigram indexes.
    const matches = [sql`${interests.searchText} like ${`%${escapeLike(text)}%`}`];
    // A phone number is matched by its digits, however either side punctuates it.
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) matches.push(sql`${interests.phoneDigits} like ${`%${digits}%`}`);
    where.push(or(...matches) as SQL);
  }
  return where;
}

export interface LeadListRequest extends LeadExportQuery {
  sort: LeadSort;
  order: 'asc' | 'desc';
  limit: number;
  after: LeadCursor | null;
}

/**
 * The ids of the leads after the cursor, sorted and cut, with nothing else computed: the
 * leads with a value, then those without. limit + 1 rows, so the caller knows whether
 * another page follows.
 */
async function pageIdsOf(db: DbOrTx, userId: string, request: LeadListRequest) {
  const { value, type } = SORTS[request.sort];
  const after = request.after;
  const beyond = request.order === 'desc' ? sql`<` : sql`>`;
  const direction = request.order === 'desc' ? sql`desc` : sql`asc`;
  const read = (segment: SQL, count: number) =>
    db
      .select({ id: interests.id, sortValue: sql<string | null>`(${value})::text` })
      .from(interests)
      .where(and(eq(interests.ownerId, userId), segment, ...filtersOf(request)))
      .orderBy(sql`(${value}) ${direction}`, sql`${interests.id} ${direction}`)
      .limit(count);
  const wanted = request.limit + 1;
  const valued =
    after?.value === null
      ? []
      : await read(
          after
            ? sql`(${value}, ${interests.id}) ${beyond} (${sql`${after.value}::${sql.raw(type)}`}, ${after.id}::uuid)`
            : sql`(${value}) is not null`,
          wanted,
        );
  if (valued.length === wanted) return valued;
  const unvalued = await read(
    and(
      sql`(${value}) is null`,
      after?.value === null ? sql`${interests.id} ${beyond} ${after.id}::uuid` : undefined,
    ) as SQL,
    wanted - valued.length,
  );
  return [...valued, ...unvalued];
}

/** One page of leads (limit + 1 rows read, so the caller knows whether another page follows). */
export async function leadPageOf(db: DbOrTx, userId: string, request: LeadListRequest) {
  const ids = await pageIdsOf(db, userId, request);
  const more = ids.length > request.limit;
  const pageIds = ids.slice(0, request.limit);
  if (pageIds.length === 0) return { rows: [], more };
  // Then what the page shows, for those leads only.
  const rows = await db
    .select({
      interest: interests,
      prospect: {
        id: potentialTenants.id,
        email: potentialTenants.email,
        firstName: potentialTenants.firstName,
        lastName: potentialTenants.lastName,
        phone: potentialTenants.phone,
        createdAt: potentialTenants.createdAt,
      },
      // The stamp the page sorts by, written in the statement that stores each message.
      lastMessageAt: interests.lastMessageAt,
      viewingAt: interests.viewingAt,
      // The lead's latest viewing, kept or cancelled, and how it ended (null: not yet).
      // Qualified by hand: inside sql``, drizzle leaves a lone table's columns unqualified.
      lastViewingOutcome: sql<string | null>`(select last.outcome from (
          select viewings.starts_at, viewings.outcome from viewings
            where viewings.interest_id = tenant_property_interests.id
          union all
          select viewing_cancellations.starts_at, 'CANCELLED' from viewing_cancellations
            where viewing_cancellations.interest_id = tenant_property_interests.id
        ) as last order by last.starts_at desc limit 1)`,
      propertyAddress: properties.address,
      propertyTimeZone: properties.timeZone,
      unitNumber: units.unitNumber,
    })
    .from(interests)
    .innerJoin(properties, eq(properties.id, interests.propertyId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, interests.potentialTenantId))
    .leftJoin(units, eq(units.id, interests.unitId))
    .where(
      and(
        eq(interests.ownerId, userId),
        inArray(
          interests.id,
          pageIds.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.interest.id, row]));
  // In the page's order; a lead deleted between the two reads is left out (the cursor still
  // moves past it: it is the page's last id, whether shown or not).
  const last = pageIds.at(-1);
  return {
    rows: pageIds.flatMap(({ id, sortValue }) => {
      const row = byId.get(id);
      return row ? [{ ...row, sortValue }] : [];
    }),
    more,
    last: last ? { id: last.id, sortValue: last.sortValue } : null,
  };
}

export type LeadPageData = Awaited<ReturnType<typeof leadPageOf>>['rows'][number];

/** The calls of the given leads, newest first. */
export const callsOfLeads = (db: DbOrTx, interestIds: string[]) =>
  interestIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(phoneCalls)
        .where(inArray(phoneCalls.interestId, interestIds))
        .orderBy(sql`${phoneCalls.createdAt} desc`, asc(phoneCalls.id));

export const propertiesByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(properties).where(inArray(properties.id, ids));

export const unitsByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(units).where(inArray(units.id, ids));
