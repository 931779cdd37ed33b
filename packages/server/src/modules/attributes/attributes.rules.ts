import {
  type AttributeType,
  joinCommaList,
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

/** Checks a value against its type's fixed choices and normalises it; 400 otherwise. */
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
      return {
        textContent: joinCommaList(UTILITIES.filter((u) => codes.includes(u))),
        numericValue: null,
      };
    }
    case 'SECURITY_DEPOSIT': {
      const choice = oneOf(SECURITY_DEPOSITS, textContent, type);
      if (choice === 'CUSTOM' && numericValue === null) {
        throw badRequest('A custom security deposit needs its number of months.', 'numericValue');
      }
      return { textContent: choice, numericValue: choice === 'CUSTOM' ? numericValue : null };
    }
    case 'MOVE_OUT_NOTICE_PERIOD':
      if (numericValue === null || !Number.isInteger(numericValue)) {
        throw badRequest('MOVE_OUT_NOTICE_PERIOD is a whole number of days.', 'numericValue');
      }
      return { textContent: null, numericValue };
    default:
      return { textContent: textContent?.trim() || null, numericValue: null };
  }
}
