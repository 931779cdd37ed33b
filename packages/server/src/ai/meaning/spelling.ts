import { isKnownWord, vectors } from './vectors.ts';

/**
 * Typo correction of a prospect's words ("secuirty depost", "pakring", "dishwaser") against
 * the property's own words first, then the English vocabulary of vectors.bin (the 50,000
 * most frequent words of a large corpus plus housing terms: broad enough to know what
 * prospects write, small enough that its tail holds few misspellings of its own; a
 * 275,000-word dictionary would know "pakring"-like rarities and correct less).
 */
export interface SpellingIndex {
  /** The property's words (lowercase) and how often its facts use them. */
  counts: Map<string, number>;
  /** The same words grouped by `${first letter}${length}`, the only ones a typo is compared with. */
  buckets: Map<string, string[]>;
}

export interface Correction {
  from: string;
  to: string;
}

/** Shortest word corrected: a 3-letter typo is one letter from too many real words. */
const MIN_LENGTH = 4;

let dictionary: Map<string, string[]> | undefined;

/** Groups words by first letter and length, so a typo is compared with few candidates. */
function bucketed(words: Iterable<string>): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
    const key = `${word[0]}${word.length}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(word);
    else buckets.set(key, [word]);
  }
  return buckets;
}

/**
 * The spelling index of a property: built once with its sentence index, from the words of
 * its facts (`counts`: word → uses).
 */
export function buildSpellingIndex(counts: Map<string, number>): SpellingIndex {
  englishBuckets();
  return { counts, buckets: bucketed(counts.keys()) };
}

/** How far a word may be from its correction: 1 for 4–7 letters, 2 from 8. */
export function maxDistance(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: adjacent transpositions count
 * one), or `max + 1` as soon as it must exceed `max`: bounded work per pair.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/**
 * The closest word of `buckets` within `max` edits, ties broken by `better`. Only words
 * starting with the typo's first or second letter are compared: a typo rarely hits the
 * first letter, and a swap of the first two letters is still found.
 */
function closest(
  word: string,
  buckets: Map<string, string[]>,
  max: number,
  better: (a: string, b: string) => boolean,
): string | undefined {
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const first of new Set([word[0], word[1]])) {
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of buckets.get(`${first}${length}`) ?? []) {
        const distance = editDistance(word, candidate, bestDistance);
        if (
          distance < bestDistance ||
          (distance === bestDistance && best && better(candidate, best))
        ) {
          if (distance > max) continue;
          best = candidate;
          bestDistance = distance;
        }
      }
    }
  }
  return best;
}

/**
 * The English candidates, grouped once per process (≈ 30 ms); buildSentenceIndex calls it
 * so that no prospect's turn pays for it.
 */
export function englishBuckets(): Map<string, string[]> {
  dictionary ??= bucketed(vectors().words);
  return dictionary;
}

/**
 * The correction of one lowercase word, or undefined when it is known (to the property or
 * the vocabulary), too short, not purely letters, or has no close enough word.
 */
export function correctWord(word: string, index: SpellingIndex): string | undefined {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
  if (index.counts.has(word) || isKnownWord(word)) return undefined;
  const max = maxDistance(word);
  const table = vectors();
  const rank = (w: string) => {
    const id = table.ids.get(w);
    return id === undefined ? Number.MAX_SAFE_INTEGER : table.ranks[id]!;
  };
  const own = closest(word, index.buckets, max, (a, b) => {
    const uses = (index.counts.get(a) ?? 0) - (index.counts.get(b) ?? 0);
    return uses > 0 || (uses === 0 && rank(a) < rank(b));
  });
  // A 4-letter word is one edit from a dozen English words ("vape": vale, vane, vase…): only
  // the property's own words are a safe guess there.
  if (own || word.length <= MIN_LENGTH) return own;
  return closest(word, englishBuckets(), max, (a, b) => rank(a) < rank(b));
}

/**
 * A question with its misspelt words corrected, and the corrections made. A word with a
 * capital letter after a sentence's first word is taken for a name and left alone; so are
 * numbers and words of fewer than four letters.
 */
export function correctSpelling(
  text: string,
  index: SpellingIndex,
): { text: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const corrected = text.replace(/[A-Za-z]+/g, (word, offset: number) => {
    const before = text.slice(0, offset);
    const sentenceStart = /(^|[.!?]\s+|\n\s*)$/.test(before) || before.trim() === '';
    if (/[A-Z]/.test(word) && !sentenceStart) return word;
    const fix = correctWord(word.toLowerCase(), index);
    if (!fix) return word;
    // A sentence's first word keeps its capital.
    const to = /^[A-Z]/.test(word) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
    corrections.push({ from: word, to });
    return to;
  });
  return { text: corrected, corrections };
}
