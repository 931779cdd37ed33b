/**
 * Phone rule shared by leasing agents, the profile and tenants: North American
 * numbers only, stored as bare digits.
 */
import { digitsOnly } from './text.ts';

/** Inline error shown under an invalid phone input. */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

/**
 * Strips everything but digits and accepts only a 10-digit number whose first digit
 * is not 0 or 1, or an 11-digit number starting with 1 whose second digit is not 0 or 1.
 * Anything else gives '' (never throws).
 */
export function normalizePhone(input: string | null | undefined): string {
  const digits = digitsOnly(input);
  if (digits.length === 10 && /^[2-9]/.test(digits)) return digits;
  if (digits.length === 11 && /^1[2-9]/.test(digits)) return digits;
  return '';
}

/** True when {@link normalizePhone} accepts the input. */
export function isValidPhone(input: string | null | undefined): boolean {
  return normalizePhone(input) !== '';
}

/**
 * Display form: '+1 (xxx) xxx-xxxx' for 11 digits, '(xxx) xxx-xxxx' for 10.
 * The input is normalised first, so an already formatted number formats the same;
 * input that is not a valid phone is returned unchanged (null gives '') so the UI
 * never hides what was stored.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = normalizePhone(input);
  if (digits === '') return input ?? '';
  const local = digits.slice(-10);
  const body = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return digits.length === 11 ? `+1 ${body}` : body;
}
