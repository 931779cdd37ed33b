import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import {
  attributes,
  listings,
  properties,
  tenantLeases,
  tenants,
  units,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ownedBy } from '../properties/index.ts';
import type { UnitRow } from './units.mappers.ts';

/** The unit if its property is the manager's; otherwise 404, exactly as for an unknown id. */
export async function findOwnedUnit(db: Reader, userId: string, unitId: string): Promise<UnitRow> {
  const [row] = await db
    .select({ unit: units })
    .from(units)
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .where(and(eq(units.id, unitId), ownedBy(userId)));
  if (!row) throw notFound('Unit');
  return row.unit;
}

/** The unit's listing pages, oldest first: the first is the one the assistant uses. */
export function listUnitListings(db: Reader, unitId: string) {
  return db
    .select()
    .from(listings)
    .where(eq(listings.unitId, unitId))
    .orderBy(asc(listings.createdAt), asc(listings.id));
}

/** The unit's leases with their tenants; tenants of another manager never appear. */
export function listUnitTenantLeases(db: Reader, userId: string, unitId: string) {
  return db
    .select({ lease: tenantLeases, tenant: tenants })
    .from(tenantLeases)
    .innerJoin(tenants, eq(tenantLeases.tenantId, tenants.id))
    .where(and(eq(tenantLeases.unitId, unitId), eq(tenants.userId, userId)))
    .orderBy(asc(tenantLeases.createdAt), asc(tenantLeases.id));
}

/** Stores a new unit; the row, or undefined when nothing was stored. */
export async function insertUnit(
  tx: DbOrTx,
  values: typeof units.$inferInsert,
): Promise<UnitRow | undefined> {
  const [row] = await tx.insert(units).values(values).returning();
  return row;
}

/** Applies changes to a unit; the row, or undefined when it is gone. */
export async function updateUnitRow(
  tx: DbOrTx,
  unitId: string,
  changes: Partial<typeof units.$inferInsert>,
): Promise<UnitRow | undefined> {
  const [row] = await tx.update(units).set(changes).where(eq(units.id, unitId)).returning();
  return row;
}

/** Deletes a unit with its policy attributes (which have no foreign key to cascade). */
export async function deleteUnitWithAttributes(tx: DbOrTx, unitId: string): Promise<void> {
  await tx
    .delete(attributes)
    .where(and(eq(attributes.ownerTable, 'units'), eq(attributes.ownerId, unitId)));
  await tx.delete(units).where(eq(units.id, unitId));
}
