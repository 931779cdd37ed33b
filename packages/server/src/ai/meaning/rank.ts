import { dot, removeDirection, sifWeight } from './embed.ts';
import {
  emptyMatches,
  exactMatches,
  type Matches,
  nearMatches,
  type QueryTerm,
} from './matching.ts';
import { contentTokens, type SentenceIndex, vectorId } from './sentence-index.ts';
import { correctSpelling } from './spelling.ts';
import { stem } from './tokens.ts';
import { vectors } from './vectors.ts';

/** One ranked sentence; every score is on 0–1 (1: every question word found as written). */
export interface RankedSentence {
  id: string;
  /** The hybrid score a confidence threshold applies to. */
  score: number;
  /** BM25-shaped share of the question's words found in the sentence. */
  lexical: number;
  /** Meaning: SIF cosine and soft word alignment, combined with their weights. */
  semantic: number;
  /** The two parts of `semantic`, for calibration and tracing. */
  sif: number;
  alignment: number;
}

/** Weights of the three scores; chosen by measurement (README.md). */
export interface RankWeights {
  lexical: number;
  sif: number;
  alignment: number;
}

/**
 * Chosen on the dev half of fixtures/retrieval.json (scripts/measure-meaning.ts, README.md):
 * the alignment's exact matches repeat BM25's and its near matches the SIF cosine's, so it
 * earns no weight of its own; it still picks the candidates on a long lease.
 */
export const DEFAULT_WEIGHTS: RankWeights = { lexical: 0.5, sif: 0.5, alignment: 0 };

/**
 * Cosine below which two words count as unrelated in the alignment (GloVe's unrelated
 * words sit around 0.1–0.3; "concierge"–"doorman" 0.52); a match at the floor scores 0,
 * an exact one 1. With the weights above it only decides which sentences are candidates.
 */
export const ALIGNMENT_FLOOR = 0.5;

/** How many sentences, best first by lexical and alignment, get the SIF cosine. */
const RESCORED = 1000;

export interface RankOptions {
  /** Most sentences returned (default 10). */
  limit?: number;
  weights?: RankWeights;
  alignmentFloor?: number;
  /** Score every sentence, not only those sharing a (near) word with the question: for measurement. */
  exhaustive?: boolean;
  /** Skip the spelling correction (measurement). */
  noSpelling?: boolean;
}

/** The question's distinct content words (spelling corrected), with their weights. */
export function queryTerms(index: SentenceIndex, question: string, spell = true): QueryTerm[] {
  const text = spell ? correctSpelling(question, index.spelling).text : question;
  const n = index.ids.length;
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const token of contentTokens(text)) {
    const term = stem(token);
    if (seen.has(term)) continue;
    seen.add(term);
    const df = index.postings.get(term)?.sentences.length ?? 0;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const row = vectorId(token);
    terms.push({
      stem: term,
      row,
      idf,
      weight: idf * (row === undefined ? 1 : sifWeight(row, index.sifA)),
    });
  }
  return terms;
}

/** The question's SIF vector, with the index's common direction removed. */
function questionVector(index: SentenceIndex, terms: QueryTerm[]): Float32Array | null {
  const table = vectors();
  const dims = table.dimensions;
  const sum = new Float32Array(dims);
  for (const term of terms) {
    if (term.row === undefined) continue;
    const weight = sifWeight(term.row, index.sifA) * table.scales[term.row]!;
    for (let d = 0, at = term.row * dims; d < dims; d++, at++)
      sum[d]! += weight * table.matrix[at]!;
  }
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += sum[d]! * sum[d]!;
  if (norm === 0) return null;
  for (let d = 0; d < dims; d++) sum[d]! /= Math.sqrt(norm);
  return removeDirection(sum, index.common);
}

/**
 * Ranks a property's sentences for a prospect's question, best first. Scores are on 0–1
 * and comparable across properties and questions (README.md gives a threshold below which
 * the best sentence does not answer). An empty question, or one with no content word,
 * ranks nothing.
 */
export function rankSentences(
  index: SentenceIndex,
  question: string,
  options: RankOptions = {},
): RankedSentence[] {
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const terms = queryTerms(index, question, !options.noSpelling);
  const n = index.ids.length;
  const q = terms.length;
  if (q === 0 || n === 0) return [];
  const matches = emptyMatches(n, q);
  const exhaustive = options.exhaustive ?? false;
  exactMatches(index, terms, matches, exhaustive);
  nearMatches(index, terms, options.alignmentFloor ?? ALIGNMENT_FLOOR, matches, exhaustive);
  const candidates = exhaustive ? Array.from({ length: n }, (_, s) => s) : matches.touched;
  const scored = shares(terms, matches, candidates);
  // Which sentences get the SIF cosine: those sharing most of the question's words or
  // near-words, whatever the final weights (a zero alignment weight must not make this blind).
  if (!exhaustive && scored.length > RESCORED) {
    scored.sort((a, b) => b.lexical + b.alignment - (a.lexical + a.alignment));
    scored.length = RESCORED;
  }
  const query = questionVector(index, terms);
  const dims = vectors().dimensions;
  for (const x of scored)
    x.sif = query ? Math.max(0, dot(query, index.sentenceVectors, x.s * dims)) : 0;
  return combine(index, scored, weights)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, options.limit ?? 10);
}

interface Partial {
  s: number;
  lexical: number;
  alignment: number;
  sif: number;
}

/** Each candidate's lexical and alignment shares: weighted means over the question's words. */
function shares(terms: QueryTerm[], matches: Matches, candidates: number[]): Partial[] {
  const q = terms.length;
  let idfTotal = 0;
  let weightTotal = 0;
  for (const term of terms) {
    idfTotal += term.idf;
    weightTotal += term.weight;
  }
  const out: Partial[] = new Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const s = candidates[i]!;
    let lexical = 0;
    let alignment = 0;
    for (let t = 0, at = s * q; t < q; t++, at++) {
      lexical += terms[t]!.idf * matches.lexical[at]!;
      alignment += terms[t]!.weight * matches.alignment[at]!;
    }
    out[i] = { s, lexical: lexical / idfTotal, alignment: alignment / (weightTotal || 1), sif: 0 };
  }
  return out;
}

/** The final scores: the weighted mean of the three, and of the two semantic ones. */
function combine(index: SentenceIndex, scored: Partial[], weights: RankWeights): RankedSentence[] {
  const total = weights.lexical + weights.sif + weights.alignment || 1;
  const semanticWeight = weights.sif + weights.alignment || 1;
  return scored.map((x) => ({
    id: index.ids[x.s]!,
    score:
      (weights.lexical * x.lexical + weights.sif * x.sif + weights.alignment * x.alignment) / total,
    lexical: x.lexical,
    semantic: (weights.sif * x.sif + weights.alignment * x.alignment) / semanticWeight,
    sif: x.sif,
    alignment: x.alignment,
  }));
}
