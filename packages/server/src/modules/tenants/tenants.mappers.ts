import type { Tenant, TenantLease } from '@porchlight/contract';
import type { tenantLeases, tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantLeaseRow = typeof tenantLeases.$inferSelect;

export function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
  };
}

export function toTenantLease(row: TenantLeaseRow): TenantLease {
  return {
    id: row.id,
    tenantId: row.tenantId,
    propertyId: row.propertyId,
    unitId: row.unitId,
    createdAt: row.createdAt.toISOString(),
  };
}
