import type { Listing, TenantLeaseWithTenant, Unit } from '@porchlight/contract';
import type { listings, tenantLeases, tenants, units } from '../../db/schema/index.ts';

export type UnitRow = typeof units.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type TenantLeaseRow = typeof tenantLeases.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;

export function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    propertyId: row.propertyId,
    unitNumber: row.unitNumber,
    type: row.type as Unit['type'],
    // The contract's size is whole square feet; an import may have stored a fraction.
    sizeSqft: row.sizeSqft === null ? null : Math.round(row.sizeSqft),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    monthlyPrice: row.monthlyPrice,
    currency: row.currency,
    availability: row.availability as Unit['availability'],
    status: row.status as Unit['status'],
    description: row.description,
    customId: row.customId,
    videoLink: row.videoLink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListing(row: ListingRow): Listing {
  return { id: row.id, unitId: row.unitId, url: row.url, createdAt: row.createdAt.toISOString() };
}

export function toTenantLeaseWithTenant(
  lease: TenantLeaseRow,
  tenant: TenantRow,
): TenantLeaseWithTenant {
  return {
    id: lease.id,
    tenantId: lease.tenantId,
    propertyId: lease.propertyId,
    unitId: lease.unitId,
    createdAt: lease.createdAt.toISOString(),
    tenant: {
      id: tenant.id,
      firstName: tenant.firstName,
      lastName: tenant.lastName,
      email: tenant.email,
      phone: tenant.phone,
    },
  };
}
