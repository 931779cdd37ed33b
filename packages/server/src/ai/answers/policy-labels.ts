/**
 * Each policy attribute type with the label it is known by and its topic (the topic the
 * turn reads from an answer's sources: 'rent_assistance' marks the voucher policy). Typed
 * over every AttributeType, so a new type in packages/domain fails the build until it is
 * named here. No synonyms: the ranker's word vectors do that.
 */
import type { AttributeType } from '@porchlight/domain';

export interface PolicyLabel {
  /** What the policy is called: 'Guest policy'; read by ranking beside the policy's words. */
  label: string;
  topic: string;
}

export const POLICY_LABELS: Readonly<Record<AttributeType, PolicyLabel>> = {
  RENTAL_LENGTH: { label: 'Rental length', topic: 'lease_length' },
  RENTAL_DURATION_MONTHS: { label: 'Lease length', topic: 'lease_length' },
  TENANT_UTILITIES: { label: 'Utilities', topic: 'utilities' },
  LANDLORD_UTILITIES: { label: 'Utilities', topic: 'utilities' },
  SECURITY_DEPOSIT: { label: 'Security deposit policy', topic: 'deposit' },
  MOVE_OUT_NOTICE_PERIOD: { label: 'Move-out notice', topic: 'notice' },
  PAYMENT_POLICY: { label: 'Payment policy', topic: 'payment' },
  LATE_FEE_POLICY: { label: 'Late fee policy', topic: 'late_fee' },
  SECURITY_DEPOSIT_POLICY: { label: 'Security deposit terms', topic: 'deposit' },
  LEASE_RENEWAL_POLICY: { label: 'Lease renewal policy', topic: 'renewal' },
  LEASE_TERMINATION_POLICY: { label: 'Lease termination policy', topic: 'lease_break' },
  SUBLETTING_POLICY: { label: 'Subletting policy', topic: 'subletting' },
  TENANT_RESPONSIBILITIES: { label: 'Tenant responsibilities', topic: 'responsibilities' },
  PROPERTY_MANAGER_RESPONSIBILITIES: {
    label: 'Property manager responsibilities',
    topic: 'responsibilities',
  },
  LEASE_MODIFICATION_POLICY: { label: 'Lease modification policy', topic: 'lease_changes' },
  NOISE_POLICY: { label: 'Noise policy', topic: 'noise' },
  GUEST_POLICY: { label: 'Guest policy', topic: 'guests' },
  PARKING_POLICY: { label: 'Parking policy', topic: 'parking' },
  COMMON_AREA_POLICY: { label: 'Common area policy', topic: 'common_areas' },
  SMOKING_POLICY: { label: 'Smoking policy', topic: 'smoking' },
  PAYMENT_METHOD: { label: 'Payment methods', topic: 'payment' },
  LATE_PAYMENT_PENALTY: { label: 'Late payment penalty', topic: 'late_fee' },
  RENT_ASSISTANCE_PROGRAMS: { label: 'Rent assistance programs', topic: 'rent_assistance' },
  RENT_SPLIT_POLICY: { label: 'Rent split policy', topic: 'rent_split' },
  MOVE_IN_INSPECTION_CHECKLIST: { label: 'Move-in inspection checklist', topic: 'move_in' },
  CLEANING_DAMAGE_RESPONSIBILITY: { label: 'Cleaning and damage responsibility', topic: 'damage' },
  DEPOSIT_DEDUCTION_JUSTIFICATIONS: { label: 'Deposit deductions', topic: 'deposit' },
  FAIR_HOUSING_ACT_COMPLIANCE: { label: 'Fair Housing policy', topic: 'fair_housing' },
  ADA_ACCOMMODATION_REQUIREMENTS: {
    label: 'Accessibility and accommodations',
    topic: 'accessibility',
  },
  HUD_REGULATIONS: { label: 'HUD regulations', topic: 'legal' },
  CFPB_GUIDELINES: { label: 'CFPB guidelines', topic: 'legal' },
  SECURITY_DEPOSIT_LIMIT_AND_RETURN: { label: 'Security deposit return', topic: 'deposit' },
  EVICTION_NOTICE_POLICY: { label: 'Eviction notice policy', topic: 'eviction' },
  MINIMUM_HOUSING_STANDARDS: { label: 'Minimum housing standards', topic: 'legal' },
  RENT_CONTROL_LAWS: { label: 'Rent control', topic: 'rent_increase' },
  LEASE_BREAKING_FEES: { label: 'Lease-breaking fees', topic: 'lease_break' },
  TENANT_RIGHTS_REPAIRS: { label: 'Tenant repair rights', topic: 'repairs' },
  NOISE_ORDINANCES: { label: 'Noise ordinances', topic: 'noise' },
  EVICTION_MORATORIUM_POLICIES: { label: 'Eviction moratorium', topic: 'eviction' },
  HEALTH_SAFETY_CODES: { label: 'Health and safety codes', topic: 'legal' },
  SHORT_TERM_RENTAL_RESTRICTIONS: { label: 'Short-term rental restrictions', topic: 'subletting' },
  TENANT_ADVOCACY_GROUPS: { label: 'Tenant advocacy groups', topic: 'legal' },
  LEGAL_SERVICE_RESOURCES: { label: 'Legal resources', topic: 'legal' },
  FILING_COMPLAINTS: { label: 'Complaints', topic: 'complaints' },
  DISPUTE_RESOLUTION_OPTIONS: { label: 'Dispute resolution', topic: 'complaints' },
};

/** 'PET_POLICY' → 'Pet policy', for a type this build does not know. */
function humanize(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The label and topic of a type; a type this build does not know is named from its code. */
export function policyLabel(attributeType: string): PolicyLabel {
  return Object.hasOwn(POLICY_LABELS, attributeType)
    ? POLICY_LABELS[attributeType as AttributeType]
    : { label: humanize(attributeType), topic: 'policy' };
}
