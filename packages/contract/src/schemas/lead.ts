import { LEAD_STATUSES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';
import { PhoneCallSchema } from './phone-call.ts';
import { PotentialTenantSchema } from './potential-tenant.ts';
import { PropertySchema } from './property.ts';
import { UnitSchema } from './unit.ts';

/** A prospect's interest in one property: the lead, with its conversation and status. */
export const TenantPropertyInterestSchema = Type.Object({
  id: Id,
  propertyId: Id,
  /** null when the chat was opened for the property rather than a unit. */
  unitId: Nullable(Id),
  /** The potential tenant's id. */
  tenantId: Id,
  /** null for a lead that has not chatted yet (e.g. one forwarded by e-mail). */
  conversationId: Nullable(Id),
  status: Enum(LEAD_STATUSES),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type TenantPropertyInterest = Static<typeof TenantPropertyInterestSchema>;

/**
 * One row of the leads table. The whole property comes along because Tenant Details
 * compares the lead's pets with its pet rules. `unit` is always present, null when none.
 */
export const LeadRowSchema = Type.Object({
  potentialTenant: PotentialTenantSchema,
  tenantPropertyInterest: TenantPropertyInterestSchema,
  property: PropertySchema,
  unit: Nullable(UnitSchema),
  /** null before the first message. */
  lastMessageAt: Nullable(DateTime),
  phoneCalls: Type.Array(PhoneCallSchema),
});
export type LeadRow = Static<typeof LeadRowSchema>;
