/**
 * Text normalisation and tokens shared by training and reading, so both see the same thing.
 */

/**
 * Lower-cased NFKC text with one kind of apostrophe and single spaces. NFKC folds the
 * full-width letters some injection attempts use ("ｉｇｎｏｒｅ") back to plain ones.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words (letters/digits, with inner apostrophes), single pictographs, and the punctuation
// that carries intent. Everything else (commas, dashes) only separates.
const TOKEN = /[\p{L}\p{N}]+(?:'[\p{L}]+)*|\p{Extended_Pictographic}|[?!$@]/gu;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;

/** Tokens of normalised text, in order. */
export function tokenize(normalized: string): string[] {
  return normalized.match(TOKEN) ?? [];
}

/**
 * Coarse classes for a token, so "4500", "62k" and "3,200" share something the model can
 * learn from a few examples, and any emoji counts like any other.
 */
export function tokenClasses(token: string): string[] {
  if (PICTOGRAPH.test(token)) return ['<emoji>'];
  if (/^\d+$/.test(token)) {
    const size = token.length === 1 ? '<n1>' : token.length === 2 ? '<n2>' : '<n3+>';
    return ['<num>', size];
  }
  if (/^\d+(?:st|nd|rd|th)$/.test(token)) return ['<num>', '<ordinal>'];
  if (/^\d+(?:am|pm)$/.test(token)) return ['<num>', '<time>'];
  if (/^\d+(?:k|grand)$/.test(token)) return ['<num>', '<thousands>'];
  if (/^\d+(?:lbs?|kg|kilos?|pounds)$/.test(token)) return ['<num>', '<weight>'];
  if (/\d/.test(token)) return ['<num>'];
  return [];
}
