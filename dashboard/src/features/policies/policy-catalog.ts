import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  RENTAL_DURATION_MONTHS,
  RENTAL_LENGTHS,
  SECURITY_DEPOSITS,
  type SecurityDeposit,
  UTILITIES,
  type Utility,
} from '@porchlight/domain';

/** The policy editor's tabs, in the order the spec lists them. */
export const POLICY_TABS = [
  { id: 'leasing', label: 'Leasing Policies' },
  { id: 'resident', label: 'Resident Rules' },
  { id: 'payments', label: 'Payments' },
  { id: 'moving', label: 'Moving Policies' },
  { id: 'regulations', label: 'Regulations' },
] as const;
export type PolicyTabId = (typeof POLICY_TABS)[number]['id'];

/**
 * The control each type needs. The spec names the choices and units of the first six;
 * every other type is free text.
 */
export type PolicyControl =
  | 'rentalLength'
  | 'rentalDuration'
  | 'utilities'
  | 'deposit'
  | 'noticeDays'
  | 'text';

const CONTROLS: Partial<Record<AttributeType, PolicyControl>> = {
  RENTAL_LENGTH: 'rentalLength',
  RENTAL_DURATION_MONTHS: 'rentalDuration',
  TENANT_UTILITIES: 'utilities',
  LANDLORD_UTILITIES: 'utilities',
  SECURITY_DEPOSIT: 'deposit',
  MOVE_OUT_NOTICE_PERIOD: 'noticeDays',
};

/**
 * Which tab shows each type. The spec names the tabs but not their contents; this
 * grouping follows the type names. Typed over every AttributeType, so a type added to
 * packages/domain fails the build until it has a tab.
 */
const TABS: Record<AttributeType, PolicyTabId> = {
  RENTAL_LENGTH: 'leasing',
  RENTAL_DURATION_MONTHS: 'leasing',
  LEASE_RENEWAL_POLICY: 'leasing',
  LEASE_TERMINATION_POLICY: 'leasing',
  LEASE_MODIFICATION_POLICY: 'leasing',
  LEASE_BREAKING_FEES: 'leasing',
  SUBLETTING_POLICY: 'leasing',
  TENANT_RESPONSIBILITIES: 'resident',
  PROPERTY_MANAGER_RESPONSIBILITIES: 'resident',
  NOISE_POLICY: 'resident',
  GUEST_POLICY: 'resident',
  PARKING_POLICY: 'resident',
  COMMON_AREA_POLICY: 'resident',
  SMOKING_POLICY: 'resident',
  TENANT_UTILITIES: 'payments',
  LANDLORD_UTILITIES: 'payments',
  SECURITY_DEPOSIT: 'payments',
  SECURITY_DEPOSIT_POLICY: 'payments',
  PAYMENT_POLICY: 'payments',
  PAYMENT_METHOD: 'payments',
  LATE_FEE_POLICY: 'payments',
  LATE_PAYMENT_PENALTY: 'payments',
  RENT_ASSISTANCE_PROGRAMS: 'payments',
  RENT_SPLIT_POLICY: 'payments',
  MOVE_OUT_NOTICE_PERIOD: 'moving',
  MOVE_IN_INSPECTION_CHECKLIST: 'moving',
  CLEANING_DAMAGE_RESPONSIBILITY: 'moving',
  DEPOSIT_DEDUCTION_JUSTIFICATIONS: 'moving',
  FAIR_HOUSING_ACT_COMPLIANCE: 'regulations',
  ADA_ACCOMMODATION_REQUIREMENTS: 'regulations',
  HUD_REGULATIONS: 'regulations',
  CFPB_GUIDELINES: 'regulations',
  SECURITY_DEPOSIT_LIMIT_AND_RETURN: 'regulations',
  EVICTION_NOTICE_POLICY: 'regulations',
  MINIMUM_HOUSING_STANDARDS: 'regulations',
  RENT_CONTROL_LAWS: 'regulations',
  TENANT_RIGHTS_REPAIRS: 'regulations',
  NOISE_ORDINANCES: 'regulations',
  EVICTION_MORATORIUM_POLICIES: 'regulations',
  HEALTH_SAFETY_CODES: 'regulations',
  SHORT_TERM_RENTAL_RESTRICTIONS: 'regulations',
  TENANT_ADVOCACY_GROUPS: 'regulations',
  LEGAL_SERVICE_RESOURCES: 'regulations',
  FILING_COMPLAINTS: 'regulations',
  DISPUTE_RESOLUTION_OPTIONS: 'regulations',
};

/** Labels that do not read well as the type name in sentence case. */
const LABELS: Partial<Record<AttributeType, string>> = {
  RENTAL_DURATION_MONTHS: 'Lease length (months)',
  TENANT_UTILITIES: 'Utilities paid by the tenant',
  LANDLORD_UTILITIES: 'Utilities paid by the landlord',
  MOVE_OUT_NOTICE_PERIOD: 'Move-out notice (days)',
  MOVE_IN_INSPECTION_CHECKLIST: 'Move-in inspection checklist',
  FAIR_HOUSING_ACT_COMPLIANCE: 'Fair Housing Act compliance',
  ADA_ACCOMMODATION_REQUIREMENTS: 'ADA accommodation requirements',
  HUD_REGULATIONS: 'HUD regulations',
  CFPB_GUIDELINES: 'CFPB guidelines',
  HEALTH_SAFETY_CODES: 'Health and safety codes',
};

/** 'LATE_FEE_POLICY' → 'Late fee policy'. */
const sentenceCase = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface PolicyDefinition {
  type: AttributeType;
  label: string;
  tab: PolicyTabId;
  control: PolicyControl;
}

/** Every attribute type of the spec with its label, tab and control, in the domain's order. */
export const POLICY_DEFINITIONS: readonly PolicyDefinition[] = ATTRIBUTE_TYPES.map((type) => ({
  type,
  label: LABELS[type] ?? sentenceCase(type),
  tab: TABS[type],
  control: CONTROLS[type] ?? 'text',
}));

export const RENTAL_LENGTH_OPTIONS = RENTAL_LENGTHS.map((value) => ({
  value,
  label: sentenceCase(value),
}));

export const RENTAL_DURATION_OPTIONS = RENTAL_DURATION_MONTHS.map((months) => ({
  value: String(months),
  label: months === 1 ? '1 month' : `${months} months`,
}));

export const UTILITY_OPTIONS: { value: Utility; label: string }[] = UTILITIES.map((value) => ({
  value,
  label: sentenceCase(value),
}));

const DEPOSIT_LABELS: Record<SecurityDeposit, string> = {
  HALF_MONTH: 'Half a month',
  ONE_MONTH: 'One month',
  ONE_AND_HALF_MONTH: 'One and a half months',
  TWO_MONTHS: 'Two months',
  CUSTOM: 'Custom',
};

export const DEPOSIT_OPTIONS = SECURITY_DEPOSITS.map((value) => ({
  value,
  label: DEPOSIT_LABELS[value],
}));
