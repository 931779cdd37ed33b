import { isValidEmail } from '@porchlight/domain';

/** The lead form's fields, named as the demo interest payload names them. */
export const LEAD_FIELDS = ['firstName', 'lastName', 'email', 'numDoors'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
export type LeadErrors = Partial<Record<LeadField, string>>;

export const LEAD_LABELS: Record<LeadField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  numDoors: 'Number of doors you manage',
};

/** The server's bounds (contract: names up to 100 characters, doors 1 to 1,000,000). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const DOORS_MAX = 1_000_000;

/**
 * The spec's rules for the demo lead form (section 5): every field required, the e-mail
 * valid, the number of doors numeric and at least 1. Doors must also be whole (the server
 * counts doors in integers). Returns one message per invalid field; empty when valid.
 */
export function validateLead(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    if (values[field].trim() === '') errors[field] = `${LEAD_LABELS[field]} is required.`;
  }
  if (!errors.email && !isValidEmail(values.email)) {
    errors.email = 'Enter a valid e-mail address, like name@example.com.';
  }
  if (!errors.numDoors) {
    const doors = Number(values.numDoors.trim());
    if (!Number.isFinite(doors)) errors.numDoors = 'Number of doors must be a number.';
    else if (doors < 1) errors.numDoors = 'Number of doors must be at least 1.';
    else if (!Number.isInteger(doors)) errors.numDoors = 'Number of doors must be a whole number.';
    else if (doors > DOORS_MAX) errors.numDoors = 'Number of doors must be 1,000,000 or fewer.';
  }
  return errors;
}
