/**
 * The words retrieval compares. Facts and questions go through the same steps, so a
 * prospect's 'washer', 'A/C' or 'subletting' meets a fact's 'laundry', 'air conditioning'
 * or 'sublease': phrases first, then one canonical word per synonym, then a light
 * suffix strip. Stop words (and the words every listing shares) are dropped so they
 * cannot make an unrelated fact look relevant.
 */
import { shorthandWord } from '../meaning/tokens.ts';
import { hasVector } from '../meaning/vectors.ts';
import { lookup } from './format.ts';
import { PHRASES, STOP_WORDS, SYNONYMS } from './vocabulary.ts';

/** Strips plural and verb endings so 'fees'/'fee' and 'leasing'/'lease' meet. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length - 3 >= 3) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length - 2 >= 3) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

const undouble = (w: string) => (/([b-df-hj-np-tv-z])\1$/.test(w) ? w.slice(0, -1) : w);

/** Lower-cases, removes HTML tags and applies the phrase table; never throws. */
export function normalizeText(text: unknown): string {
  if (typeof text !== 'string') return '';
  let out = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    // 'non-smoking' is about smoking, 'non-refundable' about refunds: the prefix names no topic.
    .replace(/\bnon-(?=[a-z])/g, '')
    // 'Unfurnished', 'unheated', 'unavailable': the thing itself, said not to be.
    .replace(/\bun([a-z]{3,}(?:ed|able))\b/g, (word, base: string) =>
      hasVector(base) || hasVector(base.replace(/(?:ed|able)$/, '')) ? `not ${base}` : word,
    );
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** Splits normalised text into raw words (letters and digits). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * Words repeat a lot (a lease says 'Tenant' hundreds of times), so each word's result
 * is remembered; the cache is only a speed-up and is emptied when it grows large.
 */
const processed = new Map<string, string | null>();
const MAX_CACHED_WORDS = 50_000;

/** One raw word as retrieval sees it, or null when it carries no meaning. */
export function processTerm(word: string): string | null {
  const known = processed.get(word);
  if (known !== undefined) return known;
  // Texting shorthand is the word it stands for ('incl', 'mgr'), as the ranker reads it.
  const lower = shorthandWord(word.toLowerCase()) ?? word.toLowerCase();
  const canonical =
    lookup(SYNONYMS, lower) ??
    (lower.endsWith('s') ? lookup(SYNONYMS, lower.slice(0, -1)) : null) ??
    lower;
  const result =
    STOP_WORDS.has(lower) || (canonical.length < 2 && !/\d/.test(canonical))
      ? null
      : stem(canonical);
  if (processed.size >= MAX_CACHED_WORDS) processed.clear();
  processed.set(word, result);
  return result;
}

/** The distinct meaningful terms of a text, in order. */
export function termsOf(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/**
 * Generic words a fact need not repeat to answer a question: 'is parking included?' is
 * answered by the parking fact even if it never says 'included', and in 'how much is
 * parking?' the subject is parking, not the asking.
 */
export const WEAK_TERMS: ReadonlySet<string> = new Set(
  [
    'include',
    'available',
    'pay',
    'rent',
    'cost',
    'howmuch',
    'howlong',
    'month',
    'year',
    'day',
    'extra',
    'additional',
    'give',
    // 'Is some firewood provided?': the firewood is what is asked about.
    'provide',
    'supply',
  ].map((word) => processTerm(word) ?? word),
);
