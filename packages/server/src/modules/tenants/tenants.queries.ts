import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import { tenantLeases, tenants } from '../../db/schema/index.ts';
import type { TenantLeaseRow, TenantRow } from './tenants.mappers.ts';

const own = (id: string, userId: string) => and(eq(tenants.id, id), eq(tenants.userId, userId));

/** The columns of a tenant that a manager writes. */
export interface TenantFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** Stores a new tenant of the manager. */
export async function insertTenant(
  db: DbOrTx,
  userId: string,
  fields: TenantFields,
): Promise<TenantRow> {
  const [row] = await db
    .insert(tenants)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error('The tenant was not stored.');
  return row;
}

/** One of the manager's tenants, if it exists. */
export async function findOwnedTenant(
  db: Reader,
  userId: string,
  tenantId: string,
): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(own(tenantId, userId));
  return row;
}

/** Sets the given fields of one of the manager's tenants; undefined when it is not theirs. */
export async function updateOwnedTenant(
  db: DbOrTx,
  userId: string,
  tenantId: string,
  changes: Partial<TenantFields>,
): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ ...changes, updatedAt: new Date() })
    .where(own(tenantId, userId))
    .returning();
  return row;
}

/**
 * Puts a tenant in a unit; undefined when they already lease it (the unique (tenant, unit)
 * index decides duplicates, so two racing requests give one lease).
 */
export async function insertTenantLease(
  db: DbOrTx,
  lease: { tenantId: string; propertyId: string; unitId: string },
): Promise<TenantLeaseRow | undefined> {
  const [row] = await db.insert(tenantLeases).values(lease).onConflictDoNothing().returning();
  return row;
}

/** Deletes a lease of one of the manager's tenants; undefined when there is none such. */
export async function deleteOwnedTenantLease(db: DbOrTx, userId: string, leaseId: string) {
  const theirTenants = db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.userId, userId));
  const [row] = await db
    .delete(tenantLeases)
    .where(and(eq(tenantLeases.id, leaseId), inArray(tenantLeases.tenantId, theirTenants)))
    .returning({ id: tenantLeases.id, tenantId: tenantLeases.tenantId });
  return row;
}
