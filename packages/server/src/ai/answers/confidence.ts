/**
 * How sure an answer is: the probability that it is right, from what the ranker and
 * selection saw of the fact it gives (how much of the question it says, whether the
 * question's words exist in the property at all, whether it asks about a thing the
 * facts never name), by a logistic model fitted on the development set's cases/ and
 * checked on holdout/ and fresh/ (measure.ts --fit, README.md).
 */
import { queryTerms } from '../meaning/rank.ts';
import { type SentenceIndex, vectorId } from '../meaning/sentence-index.ts';
import { isStopword, stem, tokenize } from '../meaning/tokens.ts';
import { cosineIds, vectors } from '../meaning/vectors.ts';
import type { Candidate } from './select.ts';
import { thingAsked } from './subject.ts';

/** Answers below this confidence are not given: Athena says she does not know. */
export const THRESHOLD = 0.6;

/** The cosine at which a word of the fact says a question word in other words. */
export const SAID = 0.7;

/** What the confidence is computed from, each on about 0–1. */
export interface Features {
  /** The ranker's hybrid score of the best fact. */
  score: number;
  lexical: number;
  alignment: number;
  /** How far the best is ahead of the next, after selection. */
  margin: number;
  /** It holds the kind of value wanted (1), or nothing was wanted. */
  fits: number;
  /** Reached through a structured field the question names (animals, utilities). */
  routed: number;
  /** A field's sentence, the field named by the question ('whats the deposit gonna run me'). */
  named: number;
  /** Share (by IDF) of the question's words the property uses that the answer says. */
  said: number;
  /** The thing asked to exist is named nowhere in the property's facts. */
  missingThing: number;
}

/** The names of the features, in the order of the model's weights. */
export const FEATURES: readonly (keyof Features)[] = [
  'score',
  'lexical',
  'alignment',
  'margin',
  'fits',
  'routed',
  'named',
  'said',
];

/**
 * What the probability keeps when the thing asked about goes unsaid: such answers were
 * right 3 times in 44 on the development sets (measure.ts --list), so this decides on its
 * own rather than as one weight among others.
 */
export const MISSING_THING_FACTOR = 0.1;

/**
 * The fitted model (measure.ts --fit on cases/): weights of the features above, then the
 * intercept. Refit when the ranker, selection or these features change.
 */
export const MODEL: readonly number[] = [
  0.222, 1.675, 3.293, 1.824, 3.853, 2.934, -0.625, 0.685, -6.779,
];

/**
 * How well a fact's words say a question word (its stem, and its vector row when it has
 * one): 1 for the same stem or a word it begins ('bed' in 'bedroom'), else the best cosine.
 */
function saysWord(own: string, row: number | undefined, facts: readonly string[]): number {
  let best = 0;
  for (const fact of facts) {
    // 'bed' in 'bedroom', and 'list' in 'waitlist': a compound says its head.
    if (
      stem(fact) === own ||
      (own.length >= 3 && fact.startsWith(own)) ||
      (own.length >= 4 && fact.endsWith(own))
    )
      return 1;
    const other = row === undefined ? undefined : vectorId(fact);
    if (other !== undefined) best = Math.max(best, cosineIds(row!, other));
  }
  return best;
}

/**
 * A word this frequent names no particular thing ('kind', 'time', 'part'); 'tv' (rank 762)
 * and 'list' do ('is there a tv in the living room' is not answered by the living room).
 */
export const GENERIC_RANK = 500;

/**
 * Whether the thing the question asks about goes unsaid: a particular word of it (not
 * 'kind' or 'time') that the answer does not say. 'Application fee' needs both words
 * said: a fee elsewhere and an application elsewhere are not an application fee.
 */
function missingThing(question: string, said: readonly string[]) {
  const words = tokenize(thingAsked(question).join(' ')).filter((w) => !isStopword(w));
  return words.some((w) => {
    const row = vectorId(w);
    const particular = row === undefined || (vectors().ranks[row] ?? 0) >= GENERIC_RANK;
    return particular && saysWord(stem(w), row, said) < SAID;
  });
}

/** The features of the best candidate's answer, or null when there is none. */
export function featuresOf(
  meaning: SentenceIndex,
  ranked: readonly Candidate[],
  rankText: string,
  question: string,
  answer: string,
): Features | null {
  const best = ranked[0];
  if (!best) return null;
  // What the answer says: its own words and the words ranking read of the fact it gives.
  const facts = tokenize(`${answer} ${best.fact.searchText ?? ''}`);
  // Of the question's words the property uses anywhere, the share (by IDF) the answer says:
  // the others could have been said, and were not.
  let said = 0;
  let sayable = 0;
  for (const term of queryTerms(meaning, rankText, false)) {
    if (!meaning.postings.has(term.stem)) continue;
    sayable += term.idf;
    if (saysWord(term.stem, term.row, facts) >= SAID) said += term.idf;
  }
  return {
    score: best.ranked.score,
    lexical: best.ranked.lexical,
    alignment: best.ranked.alignment,
    margin: Math.max(0, best.adjusted - (ranked[1]?.adjusted ?? 0)),
    fits: best.fits ? 1 : 0,
    routed: best.routed ? 1 : 0,
    named: best.named ? 1 : 0,
    said: sayable ? said / sayable : 0,
    missingThing: missingThing(question, facts) ? 1 : 0,
  };
}

/** The model's probability for these features. */
export function probability(features: Features, model: readonly number[] = MODEL): number {
  let z = model[FEATURES.length] ?? 0;
  FEATURES.forEach((name, i) => {
    z += (model[i] ?? 0) * features[name];
  });
  const p = 1 / (1 + Math.exp(-z));
  return features.missingThing ? p * MISSING_THING_FACTOR : p;
}

/** The confidence of an answer with these features, on 0–1. */
export function confidenceOf(features: Features | null): number {
  return features ? probability(features) : 0;
}
