import { dot, unitWordVector } from './embed.ts';
import type { SentenceIndex } from './sentence-index.ts';
import { vectors } from './vectors.ts';

/**
 * Finding the sentences a question may be about: those holding one of its words (exactly,
 * after stemming) or a near word (cosine at or above a floor), with per word and sentence
 * the BM25 part and the best alignment. Bounded on a long lease: common words only add to
 * sentences already found, and near words are looked up among the property words of the
 * question word's nearest clusters only.
 */

/** One distinct content word of the question, with what scoring needs of it. */
export interface QueryTerm {
  stem: string;
  row: number | undefined;
  idf: number;
  /** idf × SIF weight: the alignment's weight of the word. */
  weight: number;
}

/** Per question word t and sentence s, at s × terms + t; and the sentences found. */
export interface Matches {
  lexical: Float32Array;
  alignment: Float32Array;
  touched: number[];
  seen: Uint8Array;
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** Candidates wanted before a common word stops adding sentences of its own. */
const MIN_CANDIDATES = 300;
/** A word in more sentences than this share (or MIN_CANDIDATES) is common. */
const COMMON_SHARE = 0.02;
/** Clusters searched for a question word's near words (of 256): measured in README.md. */
export const PROBES = 24;
/** Near words kept per question word. */
export const NEAR_WORDS = 10;

/** Empty matches for n sentences and q question words. */
export function emptyMatches(n: number, q: number): Matches {
  return {
    lexical: new Float32Array(n * q),
    alignment: new Float32Array(n * q),
    touched: [],
    seen: new Uint8Array(n),
  };
}

/**
 * Whether a postings list of this length may bring new sentences in: a rare word's always;
 * a common word's only for the question's own words while few sentences are found (a
 * common near word, such as "tenant" for "renter" in a lease, would bring thousands).
 */
function mayAdd(
  length: number,
  n: number,
  matches: Matches,
  exhaustive: boolean,
  exact: boolean,
): boolean {
  if (exhaustive || length <= Math.max(MIN_CANDIDATES, n * COMMON_SHARE)) return true;
  return exact && matches.touched.length < MIN_CANDIDATES;
}

/** Takes a sentence in as a candidate, or says whether it already is one. */
function admit(matches: Matches, s: number, adding: boolean): boolean {
  if (matches.seen[s]) return true;
  if (!adding) return false;
  matches.seen[s] = 1;
  matches.touched.push(s);
  return true;
}

/** Exact matches (BM25 parts, and alignment 1), rarest question words first. */
export function exactMatches(
  index: SentenceIndex,
  terms: QueryTerm[],
  matches: Matches,
  exhaustive = false,
): void {
  const q = terms.length;
  const n = index.ids.length;
  const order = terms.map((term, t) => ({ term, t })).sort((a, b) => b.term.idf - a.term.idf);
  for (const { term, t } of order) {
    const list = index.postings.get(term.stem);
    if (!list) continue;
    const adding = mayAdd(list.sentences.length, n, matches, exhaustive, true);
    for (let i = 0; i < list.sentences.length; i++) {
      const s = list.sentences[i]!;
      if (!admit(matches, s, adding)) continue;
      const tf = list.counts[i]!;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * index.lengths[s]!) / index.averageLength);
      // BM25's term part is 1 for one occurrence in an average-length sentence; capped
      // there, so a full match of every question word scores 1 whatever the corpus.
      matches.lexical[s * q + t] = Math.min(1, (tf * (BM25_K1 + 1)) / (tf + norm));
      matches.alignment[s * q + t] = 1;
    }
  }
}

/** The `probes` clusters whose centroids are nearest a unit vector. */
function nearestClusters(query: Float32Array, probes: number): number[] {
  const table = vectors();
  const dims = table.dimensions;
  const scores = Array.from({ length: table.clusters }, (_, c) => ({
    c,
    score: dot(query, table.centroids, c * dims),
  }));
  return scores
    .sort((a, b) => b.score - a.score)
    .slice(0, probes)
    .map((x) => x.c);
}

/**
 * Near matches: each question word against the property words of its nearest clusters;
 * a word at the floor scores 0, an identical one 1, linearly between.
 */
export function nearMatches(
  index: SentenceIndex,
  terms: QueryTerm[],
  floor: number,
  matches: Matches,
  exhaustive = false,
): void {
  const q = terms.length;
  const n = index.ids.length;
  terms.forEach((term, t) => {
    if (term.row === undefined) return;
    for (const { w, value } of nearWords(index, term.row, floor, exhaustive)) {
      const list = index.vocabularyPostings[w]!;
      const adding = mayAdd(list.length, n, matches, exhaustive, false);
      for (const s of list) {
        const at = s * q + t;
        if (matches.alignment[at]! >= value || !admit(matches, s, adding)) continue;
        matches.alignment[at] = value;
      }
    }
  });
}

/**
 * The property words nearest a question word (at most NEAR_WORDS, at or above the floor),
 * with their alignment value: 0 at the floor, 1 for the word itself.
 */
function nearWords(
  index: SentenceIndex,
  row: number,
  floor: number,
  exhaustive: boolean,
): { w: number; value: number }[] {
  const dims = vectors().dimensions;
  const query = unitWordVector(row);
  const found: { w: number; value: number }[] = [];
  for (const c of nearestClusters(query, exhaustive ? vectors().clusters : PROBES)) {
    for (let w = index.clusterStart[c]!; w < index.clusterStart[c + 1]!; w++) {
      const similarity = dot(query, index.vocabularyVectors, w * dims);
      if (similarity < floor) continue;
      found.push({ w, value: similarity > 0.999 ? 1 : (similarity - floor) / (1 - floor) });
    }
  }
  // Alignment keeps a word's best match per sentence, so the nearest few words decide it.
  return exhaustive ? found : found.sort((a, b) => b.value - a.value).slice(0, NEAR_WORDS);
}
