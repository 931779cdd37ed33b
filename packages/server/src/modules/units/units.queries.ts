import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/connection.ts';
import { listings, properties, tenantLeases, tenants, units } from '../../db/schema/index.ts';
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
