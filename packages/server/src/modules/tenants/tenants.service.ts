import type { CreateTenant, CreateTenantLease, UpdateTenant } from '@porchlight/contract';
import type { DbOrTx } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { findOwnedUnit } from '../units/index.ts';
import type { TenantLeaseRow, TenantRow } from './tenants.mappers.ts';
import {
  findOwnedTenant,
  insertTenant,
  insertTenantLease,
  type TenantFields,
  updateOwnedTenant,
} from './tenants.queries.ts';

/** Creates a tenant of the manager: names trimmed, the e-mail lower-cased, no phone as null. */
export function createTenant(db: DbOrTx, userId: string, body: CreateTenant): Promise<TenantRow> {
  return insertTenant(db, userId, {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.toLowerCase(),
    phone: body.phone ?? null,
  });
}

/** Edits the fields sent of one of the manager's tenants; another manager's is a 404. */
export async function updateTenant(
  db: DbOrTx,
  userId: string,
  tenantId: string,
  body: UpdateTenant,
): Promise<TenantRow> {
  const changes: Partial<TenantFields> = {
    ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
    ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  };
  const row = await updateOwnedTenant(db, userId, tenantId, changes);
  if (!row) throw notFound('Tenant');
  return row;
}

/**
 * Puts one of the manager's tenants in one of their units: 404 for anything not theirs,
 * 400 when the unit is not in that property, 409 when the tenant already leases it.
 */
export async function createTenantLease(
  db: DbOrTx,
  userId: string,
  body: CreateTenantLease,
): Promise<TenantLeaseRow> {
  const tenant = await findOwnedTenant(db, userId, body.tenantId);
  if (!tenant) throw notFound('Tenant');
  const property = await findOwnedProperty(db, userId, body.propertyId);
  const unit = await findOwnedUnit(db, userId, body.unitId);
  if (unit.propertyId !== property.id) {
    throw badRequest('This unit does not belong to that property.', 'unitId');
  }
  const row = await insertTenantLease(db, {
    tenantId: tenant.id,
    propertyId: property.id,
    unitId: unit.id,
  });
  if (!row) throw conflict('This tenant is already assigned to this unit.');
  return row;
}
