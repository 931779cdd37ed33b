/**
 * E-mail check used by forms and the server alike.
 */

/*
 * The WHATWG "valid e-mail address" production that browsers apply to
 * <input type="email">, so the server accepts exactly what the forms accept.
 * It deliberately allows a dotless domain ('user@localhost') as browsers do.
 */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * True when `text` is a valid address under the HTML input type=email rule.
 * Surrounding whitespace is ignored, as the browser strips it from the value.
 */
export function isValidEmail(text: string | null | undefined): boolean {
  return typeof text === 'string' && HTML_EMAIL.test(text.trim());
}

/** An address as the product stores and compares it: trimmed, in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
