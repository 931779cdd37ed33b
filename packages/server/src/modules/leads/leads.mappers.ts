import type {
  LeadRow,
  PotentialTenant,
  Property,
  TenantPropertyInterest,
  Unit,
} from '@porchlight/contract';
import { isPlaceholderMoveIn, LEAD_STATUSES, type LeadStatus } from '@porchlight/domain';
import type { potentialTenants, tenantPropertyInterests } from '../../db/schema/index.ts';
import { toPhoneCall } from '../calls/index.ts';
import type { LeadCallData, LeadData } from './leads.queries.ts';

type ProspectRow = typeof potentialTenants.$inferSelect;
type InterestRow = typeof tenantPropertyInterests.$inferSelect;
type ProspectIdentity = Pick<
  ProspectRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'createdAt'
>;
type InterestAnswers = Pick<
  InterestRow,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'totalResidents'
  | 'monthlyIncome'
  | 'smoking'
  | 'pets'
  | 'dogCount'
  | 'catCount'
  | 'totalPetCount'
  | 'dogBreeds'
  | 'dogSizeLbs'
  | 'emotionalSupportPet'
  | 'moveInDate'
>;
type InterestCore = Pick<
  InterestRow,
  | 'id'
  | 'propertyId'
  | 'unitId'
  | 'potentialTenantId'
  | 'conversationId'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
>;

const count = (n: number | null) => (n === null || n < 0 ? null : n);

/**
 * The lead's person as the contract's PotentialTenant: the identity row plus the answers
 * given in THIS interest (answers are kept per interest, so one manager never sees what a
 * prospect told another). Without an interest, the identity alone.
 */
export function toPotentialTenant(
  prospect: ProspectIdentity,
  interest: InterestAnswers | null,
): PotentialTenant {
  const moveIn = interest?.moveInDate ?? null;
  return {
    id: prospect.id,
    email: prospect.email,
    firstName: interest?.firstName ?? prospect.firstName,
    lastName: interest?.lastName ?? prospect.lastName,
    phone: interest?.phone ?? prospect.phone,
    totalResidents: count(interest?.totalResidents ?? null),
    monthlyIncome: interest?.monthlyIncome ?? null,
    smoking: interest?.smoking ?? null,
    pets: interest?.pets ?? null,
    dogCount: count(interest?.dogCount ?? null),
    catCount: count(interest?.catCount ?? null),
    totalPetCount: count(interest?.totalPetCount ?? null),
    dogBreeds: interest?.dogBreeds ?? null,
    dogSizeLbs: interest?.dogSizeLbs ?? null,
    emotionalSupportPet: interest?.emotionalSupportPet ?? null,
    moveInDate:
      moveIn && /^\d{4}-\d{2}-\d{2}$/.test(moveIn) && !isPlaceholderMoveIn(moveIn) ? moveIn : null,
    createdAt: prospect.createdAt.toISOString(),
  };
}

export function toInterest(row: InterestCore): TenantPropertyInterest {
  return {
    id: row.id,
    propertyId: row.propertyId,
    unitId: row.unitId,
    tenantId: row.potentialTenantId,
    conversationId: row.conversationId,
    // The spec draws an unknown status as the first step.
    status: (LEAD_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as LeadStatus)
      : 'PRE_SCREENING',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One row of the leads table; the property and unit come mapped, shared between rows. */
export function toLeadRow(
  lead: LeadData,
  property: Property,
  unit: Unit | null,
  calls: readonly LeadCallData[],
): LeadRow {
  return {
    potentialTenant: toPotentialTenant(lead.prospect, lead.interest),
    tenantPropertyInterest: toInterest(lead.interest),
    property,
    unit,
    lastMessageAt: lead.lastMessageAt?.toISOString() ?? null,
    phoneCalls: calls.map(toPhoneCall),
  };
}
