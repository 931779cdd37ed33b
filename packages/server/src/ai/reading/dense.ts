/**
 * ai/meaning's SIF sentence vector (100 dims, from its word vectors) as the reader's dense
 * features (features.ts, DenseEncoder). Measured on validation, README.md: it adds about a
 * point of macro-F1 and of exact match over the hashed features alone, so it is kept. The
 * model records a fingerprint of this encoder's output (train.ts), so a change in
 * ai/meaning that moves the vectors fails a test until the model is retrained.
 */
import { createHash } from 'node:crypto';
import { sifVector } from '../meaning/embed.ts';
import { vectorId } from '../meaning/sentence-index.ts';
import { tokenize } from '../meaning/tokens.ts';
import { hasVector } from '../meaning/vectors.ts';

/** The SIF sentence vector of a message (100 dims), or null when no word has a vector. */
export function sentenceVector(text: string): Float32Array | null {
  const ids = tokenize(text, hasVector)
    .map(vectorId)
    .filter((id): id is number => id !== undefined);
  return sifVector(ids);
}

/** Fixed probes whose vectors fingerprint the encoder (any change in them means retrain). */
export const DENSE_PROBES = [
  'is parking included in the rent?',
  'yes we have two cats',
  'can I come see it saturday',
  'my kitchen sink is leaking',
];

/** sha256 of the probes' vectors (rounded to 4 decimals): recorded in the model file. */
export function denseFingerprint(encode = sentenceVector): string {
  const rounded = DENSE_PROBES.map((text) =>
    Array.from(encode(text) ?? [], (x) => Math.round(x * 1e4)),
  );
  return createHash('sha256').update(JSON.stringify(rounded)).digest('hex');
}
