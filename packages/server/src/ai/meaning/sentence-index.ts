import { commonDirection, removeDirection, SIF_A, sifVector, unitWordVector } from './embed.ts';
import { buildSpellingIndex, type SpellingIndex } from './spelling.ts';
import { isStopword, stem, tokenize } from './tokens.ts';
import { hasVector, vectors } from './vectors.ts';

/** A fact sentence to rank: its id is the caller's, returned with its score. */
export interface Sentence {
  id: string;
  text: string;
}

/** Exact-match postings of one stem: the sentences holding it and how often. */
interface Postings {
  sentences: number[];
  counts: number[];
}

/**
 * Everything ranking needs about one property's sentences, built once (off the request
 * path) and read-only afterwards.
 */
export interface SentenceIndex {
  ids: string[];
  /** Content tokens per sentence (BM25's document length). */
  lengths: Uint32Array;
  averageLength: number;
  postings: Map<string, Postings>;
  /**
   * Distinct vocabulary rows used by the sentences, ordered by cluster (vectors.ts), with
   * their unit vectors packed row by row; the words of cluster c are at
   * clusterStart[c] ≤ i < clusterStart[c + 1]…
   */
  vocabulary: Int32Array;
  vocabularyVectors: Float32Array;
  clusterStart: Int32Array;
  /** …and, per such row, the sentences that use it. */
  vocabularyPostings: Int32Array[];
  /** SIF vector per sentence (unit length, zeros when none of its words has a vector). */
  sentenceVectors: Float32Array;
  /** The direction removed from every sentence vector (and so from the question's). */
  common: Float32Array | null;
  spelling: SpellingIndex;
  sifA: number;
}

export interface IndexOptions {
  /** SIF's smoothing constant (embed.ts). */
  sifA?: number;
  /** Whether to remove the sentences' first principal direction, as SIF does. */
  removeCommon?: boolean;
}

/** Content tokens of a text: tokenize() less stopwords. */
export function contentTokens(text: string): string[] {
  return tokenize(text, hasVector).filter((token) => !isStopword(token));
}

/** The vocabulary row of a token as written, else of its stem ("balconies" → balcony). */
export function vectorId(token: string): number | undefined {
  const ids = vectors().ids;
  return ids.get(token) ?? ids.get(stem(token));
}

/** Adds one sentence's stems to the postings; returns its length in content tokens. */
function addPostings(postings: Map<string, Postings>, tokens: string[], sentence: number): number {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(stem(token), (counts.get(stem(token)) ?? 0) + 1);
  for (const [term, count] of counts) {
    const list = postings.get(term) ?? { sentences: [], counts: [] };
    postings.set(term, list);
    list.sentences.push(sentence);
    list.counts.push(count);
  }
  return tokens.length;
}

/** SIF vector of a bag of rows, into `out` at `offset` (left zero when there is none). */
function writeSif(ids: number[], a: number, out: Float32Array, offset: number): void {
  const vector = sifVector(ids, a);
  if (vector) out.set(vector, offset);
}

/**
 * Builds the index of a property's sentences (its facts, policies, lease clauses). Linear
 * in the text; 1.1–1.6 s for 60 policies and a 2,000,000-character lease, in one synchronous
 * pass (docs/performance.md).
 */
export function buildSentenceIndex(
  sentences: readonly Sentence[],
  options: IndexOptions = {},
): SentenceIndex {
  const sifA = options.sifA ?? SIF_A;
  const dims = vectors().dimensions;
  const postings = new Map<string, Postings>();
  const lengths = new Uint32Array(sentences.length);
  const wordCounts = new Map<string, number>();
  const rowSentences = new Map<number, number[]>();
  const sentenceVectors = new Float32Array(sentences.length * dims);
  sentences.forEach((sentence, index) => {
    const tokens = contentTokens(sentence.text);
    lengths[index] = addPostings(postings, tokens, index);
    const rows: number[] = [];
    for (const token of tokens) {
      wordCounts.set(token, (wordCounts.get(token) ?? 0) + 1);
      const id = vectorId(token);
      if (id === undefined) continue;
      rows.push(id);
      const list = rowSentences.get(id);
      if (!list) rowSentences.set(id, [index]);
      else if (list.at(-1) !== index) list.push(index);
    }
    writeSif(rows, sifA, sentenceVectors, index * dims);
  });
  const common = options.removeCommon === false ? null : sentenceDirection(sentenceVectors, dims);
  if (common)
    for (let i = 0; i < sentences.length; i++) reorient(sentenceVectors, i * dims, common);
  const { vocabulary, vocabularyVectors, clusterStart } = packVocabulary([...rowSentences.keys()]);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    ids: sentences.map((sentence) => sentence.id),
    lengths,
    averageLength: sentences.length ? total / sentences.length || 1 : 1,
    postings,
    vocabulary,
    vocabularyVectors,
    clusterStart,
    vocabularyPostings: Array.from(vocabulary, (id) => Int32Array.from(rowSentences.get(id)!)),
    sentenceVectors,
    common,
    spelling: buildSpellingIndex(wordCounts),
    sifA,
  };
}

/** The property's vocabulary rows grouped by cluster, with their unit vectors. */
function packVocabulary(rows: number[]) {
  const table = vectors();
  const dims = table.dimensions;
  const vocabulary = Int32Array.from(rows).sort(
    (a, b) => table.clusterOf[a]! - table.clusterOf[b]! || a - b,
  );
  const clusterStart = new Int32Array(table.clusters + 1);
  for (const id of vocabulary) clusterStart[table.clusterOf[id]! + 1]!++;
  for (let c = 0; c < table.clusters; c++) clusterStart[c + 1]! += clusterStart[c]!;
  const vocabularyVectors = new Float32Array(vocabulary.length * dims);
  vocabulary.forEach((id, i) => {
    vocabularyVectors.set(unitWordVector(id), i * dims);
  });
  return { vocabulary, vocabularyVectors, clusterStart };
}

/** The common direction of the sentence vectors (a sample of at most 2,000 of them). */
function sentenceDirection(matrix: Float32Array, dims: number): Float32Array | null {
  const count = matrix.length / dims;
  const step = Math.max(1, Math.floor(count / 2000));
  const rows: Float32Array[] = [];
  for (let i = 0; i < count; i += step) {
    const row = matrix.subarray(i * dims, (i + 1) * dims);
    if (row.some((value) => value !== 0)) rows.push(row);
  }
  return commonDirection(rows);
}

/** Removes the common direction from one row of the matrix, in place. */
function reorient(matrix: Float32Array, offset: number, common: Float32Array): void {
  const row = matrix.subarray(offset, offset + common.length);
  if (!row.some((value) => value !== 0)) return;
  const fixed = removeDirection(Float32Array.from(row), common);
  if (fixed) row.set(fixed);
  else row.fill(0);
}
