/**
 * How sure an answer is, from what the ranker and selection saw of the fact it gives:
 * calibrated on the development sets (measure.ts, README.md).
 */
import type { QueryTerm } from '../meaning/matching.ts';
import { queryTerms } from '../meaning/rank.ts';
import { type SentenceIndex, vectorId } from '../meaning/sentence-index.ts';
import { stem, tokenize } from '../meaning/tokens.ts';
import { cosineIds } from '../meaning/vectors.ts';
import type { Question } from './question.ts';
import type { Candidate } from './select.ts';

/** Answers below this confidence are not given: Athena says she does not know. */
export const THRESHOLD = 0.3;

/** What the confidence is computed from. */
export interface Features {
  score: number;
  lexical: number;
  sif: number;
  alignment: number;
  /** How well the fact says the question's most telling word: 1 as written, else its nearest word's cosine. */
  key: number;
  /** The same for the second most telling word (1 when there is none). */
  key2: number;
  fits: number;
  routed: number;
  generated: number;
  /** How far the best is ahead of the next. */
  margin: number;
}

/** How well a text says a question word: 1 for the same stem, else the best cosine of its words. */
function saysWord(term: QueryTerm, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    if (stem(word) === term.stem) return 1;
    const row = vectorId(word);
    if (term.row !== undefined && row !== undefined)
      best = Math.max(best, cosineIds(term.row, row));
  }
  return best;
}

/** The features of the best candidate's answer. */
export function featuresOf(
  meaning: SentenceIndex,
  ranked: readonly Candidate[],
  rankText: string,
): Features | null {
  const best = ranked[0];
  if (!best) return null;
  const terms = queryTerms(meaning, rankText).sort((a, b) => b.weight - a.weight);
  const words = tokenize(best.fact.searchText ?? best.fact.text);
  const key = terms[0] ? saysWord(terms[0], words) : 0;
  const key2 = terms[1] ? saysWord(terms[1], words) : 1;
  return {
    score: best.ranked.score,
    lexical: best.ranked.lexical,
    sif: best.ranked.sif,
    alignment: best.ranked.alignment,
    key,
    key2,
    fits: best.fits ? 1 : 0,
    routed: best.routed ? 1 : 0,
    generated: best.fact.kind === 'generated' ? 1 : 0,
    margin: best.adjusted - (ranked[1]?.adjusted ?? 0),
  };
}

/** The confidence of the best candidate's answer, on 0–1. */
export function confidenceOf(features: Features | null, _q: Question): number {
  if (!features) return 0;
  return Math.max(0, Math.min(1, features.score));
}
