/**
 * Short-text rules of the UI: label cuts, fallbacks and digit-only inputs.
 */

/** Sidebar entry of a property: its address cut to 20 characters plus an ellipsis. */
export const SIDEBAR_ADDRESS_MAX = 20;
/** Property page title when the property has no name: the first 30 characters of the address. */
export const PROPERTY_TITLE_MAX = 30;
/** Back label on the unit page. */
export const UNIT_BACK_LABEL_MAX = 15;
/** Label of a unit without a unit number (sidebar, pickers). */
export const UNIT_LABEL_FALLBACK = 'Unit';
export const ELLIPSIS = '...';

/**
 * Cuts `text` to `max` characters and appends '...' only when something was cut.
 * A negative or non-numeric `max` counts as 0; null and undefined give ''.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  const limit = Number.isFinite(max) && max > 0 ? Math.floor(max) : 0;
  return value.length > limit ? `${value.slice(0, limit)}${ELLIPSIS}` : value;
}

/**
 * Cuts `text` to at most `max` characters at a word boundary, drops the separators left at
 * the end (a cut address must not end in 'Street,') and appends '...' when something was cut.
 * A single word longer than `max` is cut inside the word, as there is no better place.
 */
export function truncateAtWord(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const limit = Number.isFinite(max) && max > 0 ? Math.floor(max) : 0;
  if (value.length <= limit) return value;
  // A space or a comma just past the limit means the limit falls on a word's end;
  // otherwise the cut goes back to the last space.
  const atWordEnd = /[\s,;:]/.test(value.charAt(limit));
  const boundary = atWordEnd ? limit : value.slice(0, limit).search(/\s\S*$/);
  const head = value.slice(0, boundary > 0 ? boundary : limit);
  const trimmed = head.replace(/[\s,;:.\-\u2013\u2014/]+$/, '');
  return `${trimmed || head}${ELLIPSIS}`;
}

/**
 * The sidebar label of a property: the address cut to {@link SIDEBAR_ADDRESS_MAX}
 * characters plus an ellipsis, at a word boundary ('123 Main Street...', never 'Street, Spr...').
 */
export function sidebarAddress(address: string | null | undefined): string {
  return truncateAtWord(address, SIDEBAR_ADDRESS_MAX);
}

/** A property's whole name: its name, else its whole address (a cut title's tooltip). */
export function propertyFullTitle(property: {
  name?: string | null;
  address?: string | null;
}): string {
  return property.name?.trim() || (property.address ?? '').trim();
}

/**
 * The property page title: the name, else the address cut to {@link PROPERTY_TITLE_MAX}
 * characters at a word boundary with an ellipsis (issue 31: a heading is never cut
 * mid-address with a trailing comma; the page shows the whole address in a tooltip).
 */
export function propertyTitle(property: { name?: string | null; address?: string | null }): string {
  const name = property.name?.trim();
  if (name) return name;
  return truncateAtWord(property.address, PROPERTY_TITLE_MAX);
}

/** A unit's label: its unit number, else 'Unit'. */
export function unitLabel(unit: { unitNumber?: string | null }): string {
  return unit.unitNumber?.trim() || UNIT_LABEL_FALLBACK;
}

/** The unit page's back label, cut at {@link UNIT_BACK_LABEL_MAX} with an ellipsis. */
export function unitBackLabel(label: string | null | undefined): string {
  return truncate(label, UNIT_BACK_LABEL_MAX);
}

/** A division name as submitted: trimmed; '' means there is nothing to add. */
export function normalizeDivisionName(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** Keeps only the ASCII digits of `text` (phone-call input, pet counts). */
export function digitsOnly(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(/\D/g, '') : '';
}

/**
 * The characters that end a line for some reader: LF, VT, FF, CR (CRLF is CR then LF), NEL
 * (U+0085) and the Unicode line and paragraph separators (U+2028, U+2029). Calendar and
 * mail readers differ in which they honour, so a one-line value must hold none of them.
 * Written as the body of a regular-expression character class, with escapes, so that
 * JSON Schema patterns (packages/contract) use the very same list.
 */
export const LINE_BREAK_CLASS = '\\n\\v\\f\\r\\u0085\\u2028\\u2029';

const LINE_BREAK = new RegExp(`[${LINE_BREAK_CLASS}]`, 'u');
const LINE_BREAK_RUNS = new RegExp(`[${LINE_BREAK_CLASS}]+`, 'gu');

/** True when `text` holds any line-breaking character ({@link LINE_BREAK_CLASS}). */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** `text` on one line: each run of line-breaking characters becomes one space. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAK_RUNS, ' ');
}
