import Type, { type Static } from 'typebox';
import { DateTime, Email, Id, Name, Nullable, PhoneDigits } from './common.ts';

/** A tenant (resident) the manager records on a unit. Phone is optional: null when empty. */
export const TenantFieldsSchema = Type.Object({
  firstName: Name,
  lastName: Name,
  email: Email,
  phone: Nullable(PhoneDigits),
});

export const TenantSchema = Type.Object({ id: Id, ...TenantFieldsSchema.properties });
export type Tenant = Static<typeof TenantSchema>;

export const CreateTenantSchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    phone: Type.Optional(TenantFieldsSchema.properties.phone),
  },
  { additionalProperties: false },
);
export type CreateTenant = Static<typeof CreateTenantSchema>;

export const UpdateTenantSchema = Type.Partial(TenantFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateTenant = Static<typeof UpdateTenantSchema>;

/** A tenant living in a unit. The unit must belong to the property (server check, 400). */
export const TenantLeaseSchema = Type.Object({
  id: Id,
  tenantId: Id,
  propertyId: Id,
  unitId: Id,
  createdAt: DateTime,
});
export type TenantLease = Static<typeof TenantLeaseSchema>;

export const CreateTenantLeaseSchema = Type.Object(
  { tenantId: Id, propertyId: Id, unitId: Id },
  { additionalProperties: false },
);
export type CreateTenantLease = Static<typeof CreateTenantLeaseSchema>;

/** A lease with its tenant, so the unit page lists names without a call per tenant. */
export const TenantLeaseWithTenantSchema = Type.Object({
  ...TenantLeaseSchema.properties,
  tenant: TenantSchema,
});
export type TenantLeaseWithTenant = Static<typeof TenantLeaseWithTenantSchema>;
