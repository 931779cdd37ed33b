import { vectors } from './vectors.ts';

/**
 * Sentence vectors by SIF (Arora, Liang & Ma, "A simple but tough-to-beat baseline for
 * sentence embeddings", 2017): the mean of the word vectors weighted a / (a + p(w)), so
 * "the", "shall" and "unit" say little and "concierge" much. p(w) is not counted on a
 * corpus: the vectors' frequency rank gives it by Zipf's law.
 */

/** SIF's a: measured on fixtures/retrieval.json (README.md), among 1e-3, 3e-4 and 1e-4. */
export const SIF_A = 3e-4;

/** Words in the source list; its harmonic number normalises Zipf's 1 / rank. */
const SOURCE_WORDS = 341_479;
const HARMONIC = Math.log(SOURCE_WORDS) + 0.5772;

/** A word's estimated corpus probability from its 0-based frequency rank (Zipf). */
export function zipfProbability(rank: number): number {
  return 1 / ((rank + 1) * HARMONIC);
}

/** SIF weight of a vocabulary row: near 0 for the commonest words, near 1 for rare ones. */
export function sifWeight(id: number, a = SIF_A): number {
  const p = zipfProbability(vectors().ranks[id]!);
  return a / (a + p);
}

/**
 * The unit-length SIF vector of a bag of vocabulary rows (repeats count), or null when
 * none has a vector. `a` is SIF's smoothing constant.
 */
export function sifVector(ids: readonly number[], a = SIF_A): Float32Array | null {
  if (ids.length === 0) return null;
  const table = vectors();
  const dims = table.dimensions;
  const sum = new Float32Array(dims);
  for (const id of ids) {
    // Dequantised: the SIF mean sums the real vectors, whose lengths differ by word.
    const weight = sifWeight(id, a) * table.scales[id]!;
    for (let d = 0, at = id * dims; d < dims; d++, at++) sum[d]! += weight * table.matrix[at]!;
  }
  return normalise(sum);
}

/** Scales a vector to unit length in place; null for the zero vector. */
export function normalise(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (let d = 0; d < vector.length; d++) norm += vector[d]! * vector[d]!;
  if (norm === 0) return null;
  const inverse = 1 / Math.sqrt(norm);
  for (let d = 0; d < vector.length; d++) vector[d]! *= inverse;
  return vector;
}

/** Dot product of two equal-length vectors (their cosine when both are unit length). */
export function dot(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += a[d]! * b[bOffset + d]!;
  return sum;
}

/**
 * The first principal direction of a set of unit vectors (power iteration): SIF removes it
 * from every sentence, since it is what all sentences of a text share (their register).
 * Null with fewer than two vectors.
 */
export function commonDirection(rows: readonly Float32Array[], steps = 20): Float32Array | null {
  if (rows.length < 2) return null;
  const dims = rows[0]!.length;
  let direction: Float32Array | null = new Float32Array(dims).fill(1 / Math.sqrt(dims));
  for (let step = 0; step < steps && direction; step++) {
    const next = new Float32Array(dims);
    for (const row of rows) {
      const along = dot(direction, row);
      for (let d = 0; d < dims; d++) next[d]! += along * row[d]!;
    }
    direction = normalise(next);
  }
  return direction;
}

/** Removes a unit direction from a vector and renormalises it (null if nothing is left). */
export function removeDirection(
  vector: Float32Array,
  direction: Float32Array | null,
): Float32Array | null {
  if (!direction) return vector;
  const along = dot(direction, vector);
  for (let d = 0; d < vector.length; d++) vector[d]! -= along * direction[d]!;
  return normalise(vector);
}

/** A row's unit vector, dequantised: what word-to-word cosines are computed on. */
export function unitWordVector(id: number): Float32Array {
  const table = vectors();
  const dims = table.dimensions;
  const out = new Float32Array(dims);
  const inverse = 1 / (table.norms[id]! || 1);
  for (let d = 0, at = id * dims; d < dims; d++, at++) out[d] = table.matrix[at]! * inverse;
  return out;
}
