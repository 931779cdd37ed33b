import type { Attribute, CreateAttribute, UpdateAttribute } from '@porchlight/client';
import { type AttributeType, type OwnerTable, parseCommaList, UTILITIES } from '@porchlight/domain';
import { POLICY_DEFINITIONS, type PolicyControl } from './policy-catalog.ts';

/** Whose policies the editor shows and saves. */
export type PolicyOwner =
  | { type: 'user' }
  | { type: 'property'; id: string }
  | { type: 'unit'; id: string };

/** An owner as the attributes API names it. */
export interface OwnerRef {
  ownerTable: OwnerTable;
  ownerID: string;
}

/** One policy's value, in the attribute's own two fields. */
export interface PolicyValue {
  textContent: string | null;
  numericValue: number | null;
}

export type PolicyValues = Partial<Record<AttributeType, PolicyValue>>;
/** The attribute each type resolved to when loaded (own or inherited), if any. */
export type LoadedPolicies = Partial<Record<AttributeType, Attribute>>;

export const EMPTY_VALUE: PolicyValue = { textContent: null, numericValue: null };

const TABLES = { user: 'users', property: 'properties', unit: 'units' } as const;

/** The owner as the API names it; the user owner needs the signed-in user's id. */
export function ownerRef(owner: PolicyOwner, userId: string): OwnerRef {
  return { ownerTable: TABLES[owner.type], ownerID: owner.type === 'user' ? userId : owner.id };
}

const CONTROL_OF = new Map(POLICY_DEFINITIONS.map((d) => [d.type, d.control]));
const controlOf = (type: AttributeType): PolicyControl => CONTROL_OF.get(type) ?? 'text';

const text = (value: string | null) => value?.trim() || null;
const numeric = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The canonical form of a value: only the field its type uses, text trimmed, utilities in
 * the domain's order. Two values are the same policy exactly when these are equal.
 */
export function normalizeValue(type: AttributeType, value: PolicyValue | undefined): PolicyValue {
  const { textContent, numericValue } = value ?? EMPTY_VALUE;
  switch (controlOf(type)) {
    case 'rentalDuration':
    case 'noticeDays':
      return { textContent: null, numericValue: numeric(numericValue) };
    case 'utilities':
      return {
        textContent: parseCommaList(textContent, UTILITIES).join(',') || null,
        numericValue: null,
      };
    case 'deposit':
      return {
        textContent: text(textContent),
        numericValue: textContent === 'CUSTOM' ? numeric(numericValue) : null,
      };
    default:
      return { textContent: text(textContent), numericValue: null };
  }
}

export function sameValue(type: AttributeType, a?: PolicyValue, b?: PolicyValue): boolean {
  const x = normalizeValue(type, a);
  const y = normalizeValue(type, b);
  return x.textContent === y.textContent && x.numericValue === y.numericValue;
}

/** Loaded attributes keyed by type (the API answers at most one per type). */
export function byType(attributes: readonly Attribute[]): LoadedPolicies {
  return Object.fromEntries(attributes.map((a) => [a.attributeType, a]));
}

/** The form values of what was loaded. */
export function valuesOf(loaded: LoadedPolicies): PolicyValues {
  const values: PolicyValues = {};
  for (const [type, attribute] of Object.entries(loaded) as [AttributeType, Attribute][]) {
    values[type] = { textContent: attribute.textContent, numericValue: attribute.numericValue };
  }
  return values;
}

/** The types whose value differs from what was loaded, in catalogue order. */
export function changedTypes(loaded: LoadedPolicies, values: PolicyValues): AttributeType[] {
  return POLICY_DEFINITIONS.map((d) => d.type).filter(
    (type) => !sameValue(type, values[type], valuesOf(loaded)[type]),
  );
}

/**
 * The inline error of a changed value, checked before anything is sent; null when it can be
 * saved. The server needs a number for the notice period and for a custom deposit.
 */
export function validateValue(type: AttributeType, value: PolicyValue | undefined): string | null {
  const { textContent, numericValue } = normalizeValue(type, value);
  const control = controlOf(type);
  if (control === 'noticeDays' && numericValue === null) return 'Please enter a number of days.';
  if (control === 'deposit' && textContent === 'CUSTOM' && numericValue === null) {
    return 'Please enter the deposit in months.';
  }
  if ((control === 'deposit' || control === 'rentalLength') && textContent === null) {
    return 'Please choose an option.';
  }
  if (control === 'rentalDuration' && numericValue === null) return 'Please choose an option.';
  return null;
}

export type SaveStep =
  | { kind: 'update'; type: AttributeType; id: string; body: UpdateAttribute }
  | { kind: 'create'; type: AttributeType; body: CreateAttribute };

/**
 * How one changed value is written (the spec's override rule): an update only when the loaded
 * attribute belongs to this very owner; otherwise (none loaded, or one inherited from the
 * property or the manager) a new attribute is created for this owner, which overrides it.
 */
export function saveStep(
  type: AttributeType,
  value: PolicyValue | undefined,
  loaded: Attribute | undefined,
  owner: OwnerRef,
): SaveStep {
  const normalized = normalizeValue(type, value);
  const own =
    loaded !== undefined &&
    loaded.ownerTable === owner.ownerTable &&
    loaded.ownerID.toLowerCase() === owner.ownerID.toLowerCase();
  if (own) return { kind: 'update', type, id: loaded.id, body: normalized };
  return { kind: 'create', type, body: { attributeType: type, ...owner, ...normalized } };
}
