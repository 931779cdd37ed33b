import {
  type AttributeType,
  parseCommaList,
  RENTAL_DURATION_MONTHS,
  RENTAL_LENGTHS,
  SECURITY_DEPOSITS,
  splitCommaList,
  UTILITIES,
} from '@porchlight/domain';
import { badRequest } from '../../http/errors.ts';

export interface AttributeValue {
  textContent: string | null;
  numericValue: number | null;
}

const oneOf = (list: readonly string[], value: string | null, type: string) => {
  if (value === null || !list.includes(value)) {
    throw badRequest(`${type} must be one of ${list.join(', ')}.`, 'textContent');
  }
  return value;
};

/**
 * Checks a value against its type's fixed choices and normalises it; 400 otherwise. The
 * field a type does not use is dropped rather than refused, so a form that sends both
 * (one of them null or stale) still saves.
 */
export function checkAttributeValue(type: AttributeType, value: AttributeValue): AttributeValue {
  const { textContent, numericValue } = value;
  switch (type) {
    case 'RENTAL_LENGTH':
      return { textContent: oneOf(RENTAL_LENGTHS, textContent, type), numericValue: null };
    case 'RENTAL_DURATION_MONTHS':
      if (!(RENTAL_DURATION_MONTHS as readonly number[]).includes(numericValue ?? -1)) {
        throw badRequest('RENTAL_DURATION_MONTHS must be 1, 6 or 12.', 'numericValue');
      }
      return { textContent: null, numericValue };
    case 'TENANT_UTILITIES':
    case 'LANDLORD_UTILITIES': {
      const codes = splitCommaList(textContent);
      if (codes.some((code) => !(UTILITIES as readonly string[]).includes(code))) {
        throw badRequest(`${type} takes a comma list of ${UTILITIES.join(', ')}.`, 'textContent');
      }
      // Stored in the domain's order without repeats, so equal choices compare equal.
      return { textContent: parseCommaList(textContent, UTILITIES).join(','), numericValue: null };
    }
    case 'SECURITY_DEPOSIT': {
      const choice = oneOf(SECURITY_DEPOSITS, textContent, type);
      if (choice === 'CUSTOM' && numericValue === null) {
        throw badRequest('A custom security deposit needs its number of months.', 'numericValue');
      }
      return { textContent: choice, numericValue: choice === 'CUSTOM' ? numericValue : null };
    }
    case 'MOVE_OUT_NOTICE_PERIOD':
      // The spec says only "number, min 0" (the contract's minimum); no step is imposed.
      if (numericValue === null) {
        throw badRequest('MOVE_OUT_NOTICE_PERIOD needs its number of days.', 'numericValue');
      }
      return { textContent: null, numericValue };
    default:
      return { textContent: textContent?.trim() || null, numericValue: null };
  }
}
