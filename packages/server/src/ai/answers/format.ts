/**
 * Small wording helpers for fact sentences.
 */

/** '$1,850', '$1,850.50', or '1,850 XYZ' when the currency code is unknown: the domain's. */
export { formatMoney } from '@porchlight/domain';

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** 1 → '1 month', 1.5 → '1.5 months'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count as prose says it: one to nine in words ('up to two'), larger ones in digits. */
export function spelled(count: number): string {
  return Number.isInteger(count) && count >= 0 && count < SMALL.length
    ? SMALL[count]!
    : String(count);
}

/** 'two pets', 'one cat', '12 units': a counted thing, small counts in words. */
export function counted(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${spelled(count)} ${count === 1 ? singular : pluralForm}`;
}

/** A finite number, else null (the data may hold null, NaN or a string). */
export function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Trimmed text, or null when empty or not a string. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** The items of a list field, tolerating a comma string as stored in the database. */
export function listOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((item) => item.trim());
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string').map((s) => s.trim());
}

/** `record[key]` for the record's own keys only: 'constructor' is not a synonym. */
export function lookup<T>(record: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A text's words alone, lower case ('Wall, a toilet…' → 'wall a toilet'): for telling two texts say the same. */
export const wordsKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
