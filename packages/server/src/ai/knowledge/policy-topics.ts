/**
 * Each policy attribute type with the label prospects see as a source, its topic and
 * the words a prospect would use to ask about it. Typed over every AttributeType, so a
 * new type in packages/domain fails the build until it is described here.
 */
import type { AttributeType } from '@porchlight/domain';

export interface PolicyTopic {
  label: string;
  topic: string;
  keywords: string;
}

export const POLICY_TOPICS: Readonly<Record<AttributeType, PolicyTopic>> = {
  RENTAL_LENGTH: {
    label: 'Rental length',
    topic: 'lease_length',
    keywords: 'lease length term how long shortterm longterm howlong',
  },
  RENTAL_DURATION_MONTHS: {
    label: 'Lease length',
    topic: 'lease_length',
    keywords: 'lease length term how long months year howlong',
  },
  TENANT_UTILITIES: { label: 'Utilities', topic: 'utilities', keywords: 'utilities bills' },
  LANDLORD_UTILITIES: { label: 'Utilities', topic: 'utilities', keywords: 'utilities bills' },
  SECURITY_DEPOSIT: {
    label: 'Security deposit policy',
    topic: 'deposit',
    keywords: 'deposit security deposit howmuch upfront',
  },
  MOVE_OUT_NOTICE_PERIOD: {
    label: 'Move-out notice',
    topic: 'notice',
    keywords: 'notice move out give notice days advance leave end lease howlong howmuch',
  },
  PAYMENT_POLICY: {
    label: 'Payment policy',
    topic: 'payment',
    keywords: 'pay rent due date when first of the month',
  },
  LATE_FEE_POLICY: {
    label: 'Late fee policy',
    topic: 'late_fee',
    keywords: 'late fee penalty overdue pay late grace period howmuch',
  },
  SECURITY_DEPOSIT_POLICY: {
    label: 'Security deposit terms',
    topic: 'deposit',
    keywords: 'deposit security deposit refund return',
  },
  LEASE_RENEWAL_POLICY: {
    label: 'Lease renewal policy',
    topic: 'renewal',
    keywords: 'renew renewal extend stay longer end of lease',
  },
  LEASE_TERMINATION_POLICY: {
    label: 'Lease termination policy',
    topic: 'lease_break',
    keywords: 'break lease early termination end lease early leave early get out',
  },
  SUBLETTING_POLICY: {
    label: 'Subletting policy',
    topic: 'subletting',
    keywords: 'sublet sublease airbnb rent out',
  },
  TENANT_RESPONSIBILITIES: {
    label: 'Tenant responsibilities',
    topic: 'responsibilities',
    keywords: 'tenant responsible responsibility upkeep',
  },
  PROPERTY_MANAGER_RESPONSIBILITIES: {
    label: 'Property manager responsibilities',
    topic: 'responsibilities',
    keywords: 'landlord manager responsible repairs maintenance emergency',
  },
  LEASE_MODIFICATION_POLICY: {
    label: 'Lease modification policy',
    topic: 'lease_changes',
    keywords: 'change modify lease amendment add roommate',
  },
  NOISE_POLICY: {
    label: 'Noise policy',
    topic: 'noise',
    keywords: 'noise quiet hours music party',
  },
  GUEST_POLICY: {
    label: 'Guest policy',
    topic: 'guests',
    keywords: 'guest visitor girlfriend boyfriend friend family stay overnight weekend',
  },
  PARKING_POLICY: {
    label: 'Parking policy',
    topic: 'parking',
    keywords: 'parking car garage spot vehicle included free cost howmuch',
  },
  COMMON_AREA_POLICY: {
    label: 'Common area policy',
    topic: 'common_areas',
    keywords: 'common areas lobby hallway courtyard shared spaces',
  },
  SMOKING_POLICY: { label: 'Smoking policy', topic: 'smoking', keywords: 'smoking smoke vape' },
  PAYMENT_METHOD: {
    label: 'Payment methods',
    topic: 'payment',
    keywords: 'pay rent how to pay method online portal check card',
  },
  LATE_PAYMENT_PENALTY: {
    label: 'Late payment penalty',
    topic: 'late_fee',
    keywords: 'late fee penalty overdue pay late howmuch',
  },
  RENT_ASSISTANCE_PROGRAMS: {
    label: 'Rent assistance programs',
    topic: 'rent_assistance',
    keywords: 'voucher section 8 housing assistance program subsidy',
  },
  RENT_SPLIT_POLICY: {
    label: 'Rent split policy',
    topic: 'rent_split',
    keywords: 'split rent roommates share pay separately',
  },
  MOVE_IN_INSPECTION_CHECKLIST: {
    label: 'Move-in inspection checklist',
    topic: 'move_in',
    keywords: 'move-in inspection checklist walkthrough condition',
  },
  CLEANING_DAMAGE_RESPONSIBILITY: {
    label: 'Cleaning and damage responsibility',
    topic: 'damage',
    keywords: 'cleaning damage clean wear and tear',
  },
  DEPOSIT_DEDUCTION_JUSTIFICATIONS: {
    label: 'Deposit deductions',
    topic: 'deposit',
    keywords: 'deposit deductions keep deduct damage refund',
  },
  FAIR_HOUSING_ACT_COMPLIANCE: {
    label: 'Fair Housing policy',
    topic: 'fair_housing',
    keywords: 'fair housing discrimination equal opportunity',
  },
  ADA_ACCOMMODATION_REQUIREMENTS: {
    label: 'Accessibility and accommodations',
    topic: 'accessibility',
    keywords:
      'accessible accessibility wheelchair ramp elevator disability accommodation modification service assistance animal grab bars',
  },
  HUD_REGULATIONS: { label: 'HUD regulations', topic: 'legal', keywords: 'hud regulations' },
  CFPB_GUIDELINES: { label: 'CFPB guidelines', topic: 'legal', keywords: 'cfpb consumer' },
  SECURITY_DEPOSIT_LIMIT_AND_RETURN: {
    label: 'Security deposit return',
    topic: 'deposit',
    keywords: 'deposit return refund back limit maximum',
  },
  EVICTION_NOTICE_POLICY: {
    label: 'Eviction notice policy',
    topic: 'eviction',
    keywords: 'eviction evict',
  },
  MINIMUM_HOUSING_STANDARDS: {
    label: 'Minimum housing standards',
    topic: 'legal',
    keywords: 'standards habitability heat hot water',
  },
  RENT_CONTROL_LAWS: {
    label: 'Rent control',
    topic: 'rent_increase',
    keywords: 'rent control increase raise stabilized',
  },
  LEASE_BREAKING_FEES: {
    label: 'Lease-breaking fees',
    topic: 'lease_break',
    keywords: 'break lease early termination fee leave early howmuch',
  },
  TENANT_RIGHTS_REPAIRS: {
    label: 'Tenant repair rights',
    topic: 'repairs',
    keywords: 'repairs repair rights',
  },
  NOISE_ORDINANCES: {
    label: 'Noise ordinances',
    topic: 'noise',
    keywords: 'noise quiet ordinance',
  },
  EVICTION_MORATORIUM_POLICIES: {
    label: 'Eviction moratorium',
    topic: 'eviction',
    keywords: 'eviction moratorium',
  },
  HEALTH_SAFETY_CODES: {
    label: 'Health and safety codes',
    topic: 'legal',
    keywords: 'health safety code detectors',
  },
  SHORT_TERM_RENTAL_RESTRICTIONS: {
    label: 'Short-term rental restrictions',
    topic: 'subletting',
    keywords: 'airbnb shortterm rental vrbo',
  },
  TENANT_ADVOCACY_GROUPS: {
    label: 'Tenant advocacy groups',
    topic: 'legal',
    keywords: 'tenant advocacy union',
  },
  LEGAL_SERVICE_RESOURCES: {
    label: 'Legal resources',
    topic: 'legal',
    keywords: 'legal aid lawyer',
  },
  FILING_COMPLAINTS: { label: 'Complaints', topic: 'complaints', keywords: 'complaint complain' },
  DISPUTE_RESOLUTION_OPTIONS: {
    label: 'Dispute resolution',
    topic: 'complaints',
    keywords: 'dispute mediation',
  },
};

/** The entry of a type, or null for a type this build does not know. */
export function policyTopic(attributeType: string): PolicyTopic | null {
  return Object.hasOwn(POLICY_TOPICS, attributeType)
    ? POLICY_TOPICS[attributeType as AttributeType]
    : null;
}
