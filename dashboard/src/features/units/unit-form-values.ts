import type { CreateUnit, Unit, UpdateUnit } from '@porchlight/client';
import {
  type Availability,
  DEFAULT_AVAILABILITY,
  DEFAULT_CURRENCY,
  DEFAULT_UNIT_TYPE,
  INVALID_VIDEO_LINK_MESSAGE,
  isValidVideoLink,
  listedSize,
  type UnitType,
} from '@porchlight/domain';

/** A number input's value: Mantine gives '' for an empty field. */
export type NumberValue = number | string;

/** What the unit form edits; numbers stay '' while empty. */
export interface UnitFormValues {
  unitNumber: string;
  type: UnitType;
  sizeSqft: NumberValue;
  bedrooms: NumberValue;
  bathrooms: NumberValue;
  monthlyPrice: NumberValue;
  currency: string;
  availability: Availability;
  description: string;
  customId: string;
  videoLink: string;
}

export type UnitFormErrors = Partial<Record<keyof UnitFormValues, string>>;

/** The numeric inputs' rules (spec section 2): min 0 and a step each. */
export const UNIT_NUMBER_RULES = {
  sizeSqft: { min: 0, step: 1, decimals: 0, label: 'Size (sq ft)' },
  bedrooms: { min: 0, step: 0.5, decimals: 1, label: 'Bedrooms' },
  bathrooms: { min: 0, step: 0.5, decimals: 1, label: 'Bathrooms' },
  monthlyPrice: { min: 0, step: 0.01, decimals: 2, label: 'Monthly price' },
} as const;
export type UnitNumberField = keyof typeof UNIT_NUMBER_RULES;

/** A new unit's values: type APARTMENT, currency USD, availability AVAILABLE. */
export function newUnitValues(): UnitFormValues {
  return {
    unitNumber: '',
    type: DEFAULT_UNIT_TYPE,
    sizeSqft: '',
    bedrooms: '',
    bathrooms: '',
    monthlyPrice: '',
    currency: DEFAULT_CURRENCY,
    availability: DEFAULT_AVAILABILITY,
    description: '',
    customId: '',
    videoLink: '',
  };
}

/** The form values of a saved unit (a -1 size, 'not listed', shows as empty). */
export function unitToValues(unit: Unit): UnitFormValues {
  return {
    unitNumber: unit.unitNumber ?? '',
    type: unit.type,
    sizeSqft: listedSize(unit.sizeSqft) ?? '',
    bedrooms: unit.bedrooms ?? '',
    bathrooms: unit.bathrooms ?? '',
    monthlyPrice: unit.monthlyPrice ?? '',
    currency: unit.currency || DEFAULT_CURRENCY,
    availability: unit.availability,
    description: unit.description ?? '',
    customId: unit.customId ?? '',
    videoLink: unit.videoLink ?? '',
  };
}

/** The number in an input, or undefined when it is empty (or not a number). */
export function numberOf(value: NumberValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** True when `value` is a whole number of `step`s (tolerant of binary fractions). */
const onStep = (value: number, step: number) => {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** The inline error of one numeric input, or undefined when it is empty or fits its rule. */
export function numberError(field: UnitNumberField, value: NumberValue): string | undefined {
  const rule = UNIT_NUMBER_RULES[field];
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = numberOf(value);
  if (number === undefined) return `${rule.label} must be a number.`;
  if (number < rule.min) return `${rule.label} cannot be negative.`;
  if (!onStep(number, rule.step)) return `${rule.label} must be in steps of ${rule.step}.`;
  return undefined;
}

/** Every inline error of the form; `needsNumber` when there is no listing URL. */
export function validateUnit(values: UnitFormValues): UnitFormErrors {
  const errors: UnitFormErrors = {};
  for (const field of Object.keys(UNIT_NUMBER_RULES) as UnitNumberField[]) {
    const error = numberError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (!isValidVideoLink(values.videoLink)) errors.videoLink = INVALID_VIDEO_LINK_MESSAGE;
  if (!/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'Please enter a three-letter currency code, such as USD.';
  }
  return errors;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The create body: an empty numeric field is sent as absent (spec section 5). */
export function toCreateUnit(propertyId: string, values: UnitFormValues): CreateUnit {
  const body: CreateUnit = {
    propertyId,
    unitNumber: values.unitNumber.trim(),
    type: values.type,
    currency: values.currency.trim().toUpperCase(),
    availability: values.availability,
  };
  for (const field of Object.keys(UNIT_NUMBER_RULES) as UnitNumberField[]) {
    const number = numberOf(values[field]);
    if (number !== undefined) body[field] = number;
  }
  const description = textOrNull(values.description);
  if (description) body.description = description;
  const customId = textOrNull(values.customId);
  if (customId) body.customId = customId;
  const videoLink = textOrNull(values.videoLink);
  if (videoLink) body.videoLink = videoLink;
  return body;
}

/** The PATCH body of the unit form: an emptied numeric field clears the value (null). */
export function toUpdateUnit(values: UnitFormValues): UpdateUnit {
  const numberOrNull = (field: UnitNumberField) => numberOf(values[field]) ?? null;
  return {
    unitNumber: textOrNull(values.unitNumber),
    type: values.type,
    sizeSqft: numberOrNull('sizeSqft'),
    bedrooms: numberOrNull('bedrooms'),
    bathrooms: numberOrNull('bathrooms'),
    monthlyPrice: numberOrNull('monthlyPrice'),
    currency: values.currency.trim().toUpperCase(),
    availability: values.availability,
    description: textOrNull(values.description),
    customId: textOrNull(values.customId),
    videoLink: values.videoLink.trim(),
  };
}
