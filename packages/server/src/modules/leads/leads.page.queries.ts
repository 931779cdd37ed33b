import type { LeadExportQuery, LeadSort } from '@porchlight/contract';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  tenantPropertyInterests as interests,
  messages,
  phoneCalls,
  potentialTenants,
  properties,
  units,
  viewings,
} from '../../db/schema/index.ts';

/*
 * The paged lead list (keyset pagination). A page is "the first `limit` leads after the
 * cursor in (sort value, id) order": a lead added or changed meanwhile can never shift
 * another one onto a second page or off every page, which an offset would. Missing values
 * sort last in either order (as the table always drew them), ties by lead id.
 */

/** The column each sort reads, and the type its cursor value is cast back to. */
const SORTS: Record<LeadSort, { value: SQL; type: 'text' | 'timestamptz' | 'int' }> = {
  // leadName(): first and last name as given in this interest, else the prospect's, else e-mail.
  name: {
    value: sql`lower(coalesce(nullif(trim(concat_ws(' ',
      coalesce(${interests.firstName}, ${potentialTenants.firstName}),
      coalesce(${interests.lastName}, ${potentialTenants.lastName}))), ''), ${potentialTenants.email}))`,
    type: 'text',
  },
  // Placeholder dates (0001-01-01, year 0000) mean "not set", as isPlaceholderMoveIn says.
  moveInDate: {
    value: sql`case when ${interests.moveInDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'
      and ${interests.moveInDate} not like '0001-01-01%' and ${interests.moveInDate} not like '0000%'
      then left(${interests.moveInDate}, 10) end`,
    type: 'text',
  },
  // The pre-screening steps in their order; an unknown status is drawn as the first step.
  status: {
    value: sql`case ${interests.status} when 'PRE_SCREENING_COMPLETE' then 1
      when 'SCHEDULING_COMPLETE' then 2 else 0 end`,
    type: 'int',
  },
  property: { value: sql`lower(${properties.address})`, type: 'text' },
  unit: { value: sql`lower(${units.unitNumber})`, type: 'text' },
  viewing: {
    value: sql`(select max(${viewings.startsAt}) from ${viewings} where ${viewings.interestId} = ${interests.id})`,
    type: 'timestamptz',
  },
  // The conversation's stamp, written with each message (conversation.store.ts): a column,
  // not a look into the messages for every lead of the account before the page is cut.
  lastMessage: { value: sql`${conversations.lastMessageAt}`, type: 'timestamptz' },
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (typeof cursor.id !== 'string' || !UUID.test(cursor.id)) return null;
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
  const text = query.q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const matches = [
      sql`${SORTS.name.value} like ${pattern}`,
      sql`lower(${potentialTenants.email}) like ${pattern}`,
    ];
    // A phone number is matched by its digits, however either side punctuates it.
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(${interests.phone}, ${potentialTenants.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
    }
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

/** One page of leads (limit + 1 rows, so the caller knows whether another page follows). */
export async function leadPageOf(db: DbOrTx, userId: string, request: LeadListRequest) {
  const { value, type } = SORTS[request.sort];
  const castValue = (text: string) => sql`${text}::${sql.raw(type)}`;
  const where = [...filtersOf(request)];
  const after = request.after;
  if (after) {
    const beyond = request.order === 'desc' ? sql`<` : sql`>`;
    where.push(
      after.value === null
        ? sql`(${value} is null and ${interests.id} > ${after.id})`
        : sql`(${value} is null or ${value} ${beyond} ${castValue(after.value)}
            or (${value} = ${castValue(after.value)} and ${interests.id} > ${after.id}))`,
    );
  }
  // First the page's ids, sorted and cut with nothing else computed: the select list of one
  // query would be evaluated for every lead of the account before the sort keeps 51.
  const ids = await db
    .select({ id: interests.id, sortValue: sql<string | null>`(${value})::text` })
    .from(interests)
    .innerJoin(
      properties,
      and(eq(properties.id, interests.propertyId), eq(properties.userId, userId)),
    )
    .innerJoin(potentialTenants, eq(potentialTenants.id, interests.potentialTenantId))
    .leftJoin(units, eq(units.id, interests.unitId))
    .leftJoin(conversations, eq(conversations.id, interests.conversationId))
    .where(and(...where))
    .orderBy(
      sql`(${value}) is null`,
      request.order === 'desc' ? sql`(${value}) desc` : sql`(${value}) asc`,
      asc(interests.id),
    )
    .limit(request.limit + 1);
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
      // Shown as the array endpoint shows it: read from the messages.
      lastMessageAt: sql`(select max(${messages.createdAt}) from ${messages}
        where ${messages.conversationId} = ${interests.conversationId})`.mapWith(
        messages.createdAt,
      ),
      viewingAt: SORTS.viewing.value.mapWith(viewings.startsAt),
      propertyAddress: properties.address,
      unitNumber: units.unitNumber,
    })
    .from(interests)
    .innerJoin(
      properties,
      and(eq(properties.id, interests.propertyId), eq(properties.userId, userId)),
    )
    .innerJoin(potentialTenants, eq(potentialTenants.id, interests.potentialTenantId))
    .leftJoin(units, eq(units.id, interests.unitId))
    .where(
      inArray(
        interests.id,
        pageIds.map((row) => row.id),
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
