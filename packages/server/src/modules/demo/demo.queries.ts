import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import { demoInterests, leaseChunks, listings, properties, units } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/** A demo property (the seeded one or a visitor's import); never a manager's, else 404. */
export async function findDemoProperty(db: Reader, propertyId: string) {
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.isDemo, true)));
  if (!property) throw notFound('Property');
  return property;
}

/** A unit of a demo property; a manager's unit is a 404 as an unknown one. */
export async function findDemoUnit(db: Reader, unitId: string) {
  const [row] = await db
    .select({ unit: units })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, unitId), eq(properties.isDemo, true)));
  if (!row) throw notFound('Unit');
  return row.unit;
}

/** Keeps a demo visitor's lead form. */
export async function insertDemoInterest(
  db: DbOrTx,
  values: typeof demoInterests.$inferInsert,
): Promise<void> {
  await db.insert(demoInterests).values(values);
}

/** Deletes a visitor's demo import with what hangs off it (never a manager's property). */
export async function deleteDemoImport(db: DbOrTx, propertyId: string): Promise<void> {
  await db
    .delete(properties)
    .where(
      and(eq(properties.id, propertyId), eq(properties.isDemo, true), isNull(properties.userId)),
    );
}

/** Stores a property unless its id exists; whether this call stored it. */
export async function insertPropertyIfNew(
  tx: DbOrTx,
  values: typeof properties.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(properties)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: properties.id });
  return inserted.length > 0;
}

/** Stores a unit. */
export async function insertDemoUnit(tx: DbOrTx, values: typeof units.$inferInsert): Promise<void> {
  await tx.insert(units).values(values);
}

/** Keeps a unit's listing URL. */
export async function insertListing(tx: DbOrTx, unitId: string, url: string): Promise<void> {
  await tx.insert(listings).values({ unitId, url });
}

/** Stores a property's lease passages. */
export async function insertDemoLease(
  tx: DbOrTx,
  passages: { propertyId: string; position: number; content: string }[],
): Promise<void> {
  await tx.insert(leaseChunks).values(passages);
}
