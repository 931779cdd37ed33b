import { extendHash, finishHash, HASH_START, hashString } from './hash.ts';
import type { TurnInput } from './labels.ts';
import { normalizeText, tokenClasses, tokenize } from './text.ts';

/** How a turn becomes a sparse vector; stored in the model file so reading matches training. */
export interface FeatureSettings {
  /** The vector has 2^hashBits buckets. */
  hashBits: number;
  /** Character n-gram lengths, inclusive. */
  charMin: number;
  charMax: number;
  /** Each group's total weight (a group of n features gives each weight/√n). */
  wordWeight: number;
  bigramWeight: number;
  charWeight: number;
  /** Weight of each pending × token and pending × shape cross. */
  crossWeight: number;
  /** Weight of each shape feature (ends with "?", starts with "is", has digits, length). */
  shapeWeight: number;
  /** How many leading tokens are crossed with the pending field. */
  crossTokens: number;
  /**
   * Dense sentence-vector features (a DenseEncoder's output, appended after the hashed
   * buckets), times this weight; 0 = none. The hook for ai/meaning's sentence vectors:
   * measured on validation, see README.md.
   */
  denseWeight: number;
  /** Length of the dense vector (0 when denseWeight is 0). */
  denseDims: number;
}

/** Text to a fixed-length dense vector (e.g. a SIF sentence vector), or null if it has none. */
export type DenseEncoder = (text: string) => Float32Array | null;

/** Bucket indices and their values, in a fixed order for a given text. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

const INTERROGATIVES = new Set(
  "what whats what's where when who whom whose why how which wat wats wen hw".split(' '),
);
const AUXILIARIES = new Set(
  'is are am was were do does did can could would will should shall may might have has r u'.split(
    ' ',
  ),
);

/**
 * The turn as a hashed sparse vector: word unigrams and bigrams, character n-grams (they
 * survive typos: "availble" shares most of its n-grams with "available"), the pending field
 * alone and crossed with the leading tokens and the shape (so "2" can mean an answer when
 * TOTAL_RESIDENTS is pending and nothing when nothing is), and the audience.
 */
export function featurize(
  turn: TurnInput,
  settings: FeatureSettings,
  dense?: DenseEncoder,
): SparseVector {
  const text = normalizeText(turn.text);
  const tokens = tokenize(text);
  const words = tokens.flatMap((t) => [t, ...tokenClasses(t)]);
  const shape = [...shapeFeatures(text, tokens), ...caseFeatures(turn.text)];
  const pending = turn.pending ?? 'NONE';
  const crosses = [
    `p=${pending}`,
    ...tokens.slice(0, settings.crossTokens).flatMap((t) => {
      const classes = tokenClasses(t);
      return [`p=${pending}|${t}`, ...classes.map((c) => `p=${pending}|${c}`)];
    }),
    ...shape.map((s) => `p=${pending}|${s}`),
  ];
  const vector = new FeatureAccumulator(settings.hashBits);
  vector.addGroup('w', words, settings.wordWeight);
  vector.addGroup('b', bigrams(tokens), settings.bigramWeight);
  vector.addCharNgrams(text, settings.charMin, settings.charMax, settings.charWeight);
  vector.addEach('x', crosses, settings.crossWeight);
  vector.addEach('s', [...shape, `aud=${turn.audience}`], settings.shapeWeight);
  if (settings.denseWeight > 0) {
    if (!dense) throw new Error('featurize: these settings need a dense encoder');
    vector.addDense(dense(turn.text), settings.denseWeight);
  }
  return vector.toVector();
}

/** Adjacent token pairs, with start and end markers so "hi" alone differs from "hi, is…". */
export function bigrams(tokens: readonly string[]): string[] {
  const padded = ['<s>', ...tokens, '</s>'];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < padded.length; i++) pairs.push(`${padded[i]} ${padded[i + 1]}`);
  return pairs;
}

/** Character n-grams of the space-padded text, every length from min to max. */
export function charNgrams(text: string, min: number, max: number): string[] {
  const padded = ` ${text} `;
  const grams: string[] = [];
  for (let n = min; n <= max; n++) {
    for (let i = 0; i + n <= padded.length; i++) grams.push(padded.slice(i, i + n));
  }
  return grams;
}

/** Coarse facts about the message's form, independent of its words. */
export function shapeFeatures(text: string, tokens: readonly string[]): string[] {
  const out: string[] = [];
  const first = tokens[0] ?? '';
  if (/\?\s*\W*$/u.test(text)) out.push('ends?');
  if (text.includes('?')) out.push('has?');
  if (text.includes('!')) out.push('has!');
  if (INTERROGATIVES.has(first)) out.push('starts-wh');
  if (AUXILIARIES.has(first)) out.push('starts-aux');
  if (/\d/.test(text)) out.push('digits');
  if (tokens.length > 0 && tokens.every((t) => tokenClasses(t)[0] === '<emoji>')) {
    out.push('only-emoji');
  }
  out.push(`len=${lengthBucket(tokens.length)}`);
  return out;
}

const INTRODUCTION =
  /\b(?:i['’]?m|i am|this is|it['’]?s|name['’]?s|name is|call me|here is)\s+(\p{L})/giu;
const WORD = /\p{L}[\p{L}'-]*/gu;

/**
 * Case, read from the original text (normalising lowers it): names are capitalised, so
 * "I'm Tom" differs from "I'm tired", and "Ahmed Al-Farsi" from "good morning". Texting in
 * lower case simply gives none of these.
 */
export function caseFeatures(original: string): string[] {
  const out: string[] = [];
  for (const match of original.matchAll(INTRODUCTION)) {
    const initial = match[1]!;
    out.push(initial === initial.toUpperCase() ? 'intro+Cap' : 'intro+lower');
  }
  const words = original.match(WORD) ?? [];
  const capitalised = words.filter((w, i) => i > 0 && /^\p{Lu}\p{Ll}/u.test(w)).length;
  if (capitalised > 0) out.push(`caps-inner=${Math.min(capitalised, 3)}`);
  if (words.length > 0 && words.length <= 4 && words.every((w) => /^\p{Lu}/u.test(w))) {
    out.push('all-capitalised');
  }
  return out;
}

function lengthBucket(count: number): string {
  if (count <= 1) return '1';
  if (count <= 3) return '2-3';
  if (count <= 7) return '4-7';
  if (count <= 15) return '8-15';
  if (count <= 31) return '16-31';
  return '32+';
}

/**
 * Sums hashed features into buckets; collisions add up, which the model tolerates. The sums
 * live in one scratch array per bucket count, reused by every call (reading is synchronous),
 * with the touched buckets listed in first-touch order: cheaper than a Map per message.
 */
class FeatureAccumulator {
  private static scratch = new Float64Array(0);
  private static touched = new Int32Array(0);
  // Which message last touched each slot: a sum that happens to be 0 is still touched.
  private static marks = new Uint32Array(0);
  private static message = 0;
  private readonly mask: number;
  private count = 0;

  constructor(hashBits: number) {
    this.mask = (1 << hashBits) - 1;
    // Dense features are appended after the buckets; 4,096 slots leave room for any vector.
    const size = this.mask + 1 + 4096;
    if (FeatureAccumulator.scratch.length !== size) {
      FeatureAccumulator.scratch = new Float64Array(size);
      FeatureAccumulator.touched = new Int32Array(size);
      FeatureAccumulator.marks = new Uint32Array(size);
    }
    FeatureAccumulator.message = (FeatureAccumulator.message % 0xfffffffe) + 1;
  }

  /** Adds n features of one group, each weight/√n, so a long text does not drown the rest. */
  addGroup(namespace: string, features: readonly string[], weight: number): void {
    if (features.length === 0 || weight === 0) return;
    this.addEach(namespace, features, weight / Math.sqrt(features.length));
  }

  /**
   * The same features as addGroup('c', charNgrams(text, min, max), weight), hashed while
   * scanning: a long message has thousands of n-grams and building each as a string
   * dominated the reading time.
   */
  addCharNgrams(text: string, min: number, max: number, weight: number): void {
    const padded = ` ${text} `;
    let count = 0;
    for (let n = min; n <= max; n++) count += Math.max(0, padded.length - n + 1);
    if (count === 0 || weight === 0) return;
    const value = weight / Math.sqrt(count);
    const prefix = extendHash(HASH_START, 'c:', 0, 2);
    for (let i = 0; i + min <= padded.length; i++) {
      let state = extendHash(prefix, padded, i, i + min - 1);
      for (let n = min; n <= max && i + n <= padded.length; n++) {
        state = extendHash(state, padded, i + n - 1, i + n);
        this.add(finishHash(state), value);
      }
    }
  }

  private add(hash: number, value: number): void {
    this.addAt(hash & this.mask, value);
  }

  private addAt(index: number, value: number): void {
    const sums = FeatureAccumulator.scratch;
    if (FeatureAccumulator.marks[index] !== FeatureAccumulator.message) {
      FeatureAccumulator.marks[index] = FeatureAccumulator.message;
      FeatureAccumulator.touched[this.count++] = index;
    }
    sums[index] = sums[index]! + value;
  }

  addEach(namespace: string, features: readonly string[], value: number): void {
    if (value === 0) return;
    for (const feature of features) this.add(hashString(`${namespace}:${feature}`), value);
  }

  /** Appends a dense vector after the hashed buckets (indices 2^bits + d). */
  addDense(values: Float32Array | null, weight: number): void {
    if (!values) return;
    const base = this.mask + 1;
    values.forEach((value, d) => {
      if (value !== 0) this.addAt(base + d, value * weight);
    });
  }

  /** The vector, and the scratch array cleared for the next message. */
  toVector(): SparseVector {
    const sums = FeatureAccumulator.scratch;
    const indices = FeatureAccumulator.touched.slice(0, this.count);
    const values = new Float32Array(this.count);
    indices.forEach((index, k) => {
      values[k] = sums[index]!;
      sums[index] = 0;
    });
    return { indices, values };
  }
}
