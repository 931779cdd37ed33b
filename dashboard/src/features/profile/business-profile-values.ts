import type { BusinessProfile, User } from '@porchlight/client';
import {
  digitsOnly,
  FOUND_US,
  type FoundUs,
  JOB_TITLES,
  joinCommaList,
  parseCommaList,
  SOFTWARE,
} from '@porchlight/domain';

/** The numeric answers: typed as digits, sent as integers (empty is 0). */
export const COUNT_FIELDS = [
  'propertiesManaged',
  'unitsManaged',
  'yearsInBusiness',
  'employeesPM',
  'employeesVA',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** The form as typed: counts as digit strings, multi-selects as lists. */
export interface BusinessDraft {
  counts: Record<CountField, string>;
  jobTitle: string[];
  currentSoftware: string[];
  locationCity: string;
  locationState: string;
  locationCountry: string;
  foundUs: FoundUs | '';
  otherFoundUs: string;
}

export function businessDraft(user: User): BusinessDraft {
  const counts = Object.fromEntries(
    COUNT_FIELDS.map((field) => [field, user[field] ? String(user[field]) : '']),
  ) as Record<CountField, string>;
  return {
    counts,
    jobTitle: parseCommaList(user.jobTitle, JOB_TITLES),
    currentSoftware: parseCommaList(user.currentSoftware, SOFTWARE),
    locationCity: user.locationCity,
    locationState: user.locationState,
    locationCountry: user.locationCountry,
    foundUs: user.foundUs ?? '',
    otherFoundUs: user.otherFoundUs,
  };
}

/** A count input keeps digits only (anything else typed is ignored). */
export const countInput = (text: string) => digitsOnly(text).replace(/^0+(?=\d)/, '');

/** The PATCH body: integers (empty as 0), comma-joined lists, trimmed places. */
export function businessBody(draft: BusinessDraft): BusinessProfile {
  const count = (field: CountField) => Number.parseInt(draft.counts[field] || '0', 10) || 0;
  const foundUs = (FOUND_US as readonly string[]).includes(draft.foundUs)
    ? (draft.foundUs as FoundUs)
    : null;
  return {
    locationCity: draft.locationCity.trim(),
    locationState: draft.locationState.trim(),
    locationCountry: draft.locationCountry.trim(),
    foundUs,
    otherFoundUs: foundUs === 'OTHER' ? draft.otherFoundUs.trim() : '',
    jobTitle: joinCommaList(draft.jobTitle),
    propertiesManaged: count('propertiesManaged'),
    unitsManaged: count('unitsManaged'),
    yearsInBusiness: count('yearsInBusiness'),
    currentSoftware: joinCommaList(draft.currentSoftware),
    employeesVA: count('employeesVA'),
    employeesPM: count('employeesPM'),
  };
}

/** The largest count the API takes for each field. */
const MAX: Record<CountField, number> = {
  propertiesManaged: 1_000_000,
  unitsManaged: 1_000_000,
  yearsInBusiness: 200,
  employeesPM: 1_000_000,
  employeesVA: 1_000_000,
};

/** Inline errors of the counts, checked before saving. */
export function businessErrors(draft: BusinessDraft): Partial<Record<CountField, string>> {
  const errors: Partial<Record<CountField, string>> = {};
  for (const field of COUNT_FIELDS) {
    const value = Number.parseInt(draft.counts[field] || '0', 10);
    if (value > MAX[field])
      errors[field] = `Please enter a number up to ${MAX[field].toLocaleString('en-US')}.`;
  }
  return errors;
}
