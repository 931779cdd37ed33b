import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { busyTimes, calendarSources, properties, users } from '../../db/schema/index.ts';

/** A source as the manager sees it (never its address), with what the refresh needs. */
export const sourceColumns = {
  id: calendarSources.id,
  userId: calendarSources.userId,
  leasingAgentId: calendarSources.leasingAgentId,
  name: calendarSources.name,
  url: calendarSources.url,
  fetchedAt: calendarSources.fetchedAt,
  succeededAt: calendarSources.succeededAt,
  error: calendarSources.error,
  busyCount: calendarSources.busyCount,
  etag: calendarSources.etag,
  lastModified: calendarSources.lastModified,
};

export const sourcesOf = (db: DbOrTx, userId: string) =>
  db
    .select(sourceColumns)
    .from(calendarSources)
    .where(eq(calendarSources.userId, userId))
    .orderBy(asc(calendarSources.createdAt), asc(calendarSources.id));
export type SourceRow = Awaited<ReturnType<typeof sourcesOf>>[number];

/** One source by id, or null (another manager's: null too, when `userId` is given). */
export async function sourceById(db: DbOrTx, id: string, userId?: string) {
  const [row] = await db
    .select(sourceColumns)
    .from(calendarSources)
    .where(
      and(eq(calendarSources.id, id), userId ? eq(calendarSources.userId, userId) : sql`true`),
    );
  return row ?? null;
}

/**
 * Adds a source unless its person has `max` already: the manager's row is locked first,
 * so two adds at once cannot both pass the count. Answers the new row, or null when full.
 */
export async function insertSource(
  db: DbOrTx,
  values: { userId: string; leasingAgentId: string | null; name: string; url: string },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(calendarSources)
      .where(
        and(
          eq(calendarSources.userId, values.userId),
          values.leasingAgentId
            ? eq(calendarSources.leasingAgentId, values.leasingAgentId)
            : isNull(calendarSources.leasingAgentId),
        ),
      );
    if (count >= max) return null;
    const [row] = await tx.insert(calendarSources).values(values).returning(sourceColumns);
    return row ?? null;
  });
}

/** Removes a source; its busy times go with it (cascade). */
export async function deleteSource(db: DbOrTx, userId: string, id: string) {
  const deleted = await db
    .delete(calendarSources)
    .where(and(eq(calendarSources.id, id), eq(calendarSources.userId, userId)))
    .returning({ id: calendarSources.id });
  return deleted.length > 0;
}

/**
 * A good read: the source's busy times replaced by `busy` in one transaction, and its
 * state set. The source's row is updated first, so that two reads of the same source at
 * once take turns (the second waits for the first's lock, then replaces its rows) instead
 * of both deleting the old rows and both inserting. Nothing happens when the source was
 * removed meanwhile.
 */
export async function saveGoodRead(
  db: DbOrTx,
  id: string,
  read: {
    at: Date;
    busy: Array<{ startsAt: Date; endsAt: Date }>;
    etag: string | null;
    lastModified: string | null;
  },
) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(calendarSources)
      .set({
        fetchedAt: read.at,
        succeededAt: read.at,
        error: null,
        busyCount: read.busy.length,
        etag: read.etag,
        lastModified: read.lastModified,
        updatedAt: read.at,
      })
      .where(eq(calendarSources.id, id))
      .returning({ id: calendarSources.id });
    if (updated.length === 0) return;
    await tx.delete(busyTimes).where(eq(busyTimes.sourceId, id));
    // In batches: one statement's parameters are capped (65,535), three a row.
    for (let i = 0; i < read.busy.length; i += 5000) {
      await tx
        .insert(busyTimes)
        .values(read.busy.slice(i, i + 5000).map((busy) => ({ sourceId: id, ...busy })));
    }
  });
}

/** An unchanged calendar (304): the copy in use stays, and counts as just read. */
export const saveUnchanged = (db: DbOrTx, id: string, at: Date) =>
  db
    .update(calendarSources)
    .set({ fetchedAt: at, succeededAt: at, error: null, updatedAt: at })
    .where(eq(calendarSources.id, id));

/** A failed read: why, and when; the busy times of the last good read stay in use. */
export const saveFailedRead = (db: DbOrTx, id: string, at: Date, error: string) =>
  db
    .update(calendarSources)
    .set({ fetchedAt: at, error, updatedAt: at })
    .where(eq(calendarSources.id, id));

/** Sources not tried since `before` (or never): the ones the background refresh reads. */
export const sourcesDue = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select({ id: calendarSources.id })
    .from(calendarSources)
    .where(or(isNull(calendarSources.fetchedAt), lt(calendarSources.fetchedAt, before)))
    .orderBy(sql`${calendarSources.fetchedAt} asc nulls first`)
    .limit(limit);

/**
 * The zone of a manager's all-day events when their calendar names none: the time zone of
 * one of their properties (where the viewings are), else null (UTC).
 */
export async function ownerTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: properties.timeZone })
    .from(properties)
    .where(and(eq(properties.userId, userId), sql`${properties.timeZone} is not null`))
    .orderBy(asc(properties.createdAt))
    .limit(1);
  return row?.timeZone ?? null;
}
