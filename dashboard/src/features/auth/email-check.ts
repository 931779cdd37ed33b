import { isValidEmail } from '@porchlight/domain';

/** The inline error of a required e-mail input, or null when it is fine. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return 'Please enter your e-mail address.';
  if (!isValidEmail(value)) return 'Please enter a valid e-mail address.';
  return null;
}
