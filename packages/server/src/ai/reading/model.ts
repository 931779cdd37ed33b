import type { Calibration } from './calibration.ts';
import type { FeatureSettings, SparseVector } from './features.ts';
import { LABELS, type Label } from './labels.ts';

/** The committed model file (model.gen.json), as written by train.ts. */
export interface ModelFile {
  '//': string;
  format: 1;
  /** sha256 of examples/*.jsonl (names and contents) the model was trained from. */
  examplesHash: string;
  /** sha256 of the training settings (settings.ts) it was trained with. */
  settingsHash: string;
  /** dense.ts denseFingerprint() of the sentence vectors trained with ('' without them). */
  denseFingerprint: string;
  labels: string[];
  features: FeatureSettings;
  /** Per-label decision threshold on the probability, chosen on validation. */
  thresholds: number[];
  /** Per-label Platt scaling [a, b] applied to the raw logit (calibration.ts). */
  calibration: Calibration;
  /** Whether a message's probability is the max of the whole message and each clause. */
  clauseMax: string[];
  bias: number[];
  /** Per-label dequantisation step: weight = int8 × scale. */
  scale: number[];
  /** Used buckets, ascending, as base64 of LEB128 varints of the gaps between them. */
  buckets: string;
  /** For each used bucket, one int8 per label, as base64. */
  weights: string;
}

/** A model ready to score: a dense int8 table (2^hashBits × labels) plus biases and scales. */
export interface LoadedModel {
  features: FeatureSettings;
  labelCount: number;
  table: Int8Array;
  bias: Float64Array;
  scale: Float64Array;
  thresholds: Float64Array;
  calibration: Calibration;
  clauseMax: ReadonlySet<Label>;
}

/**
 * Float weights (bucket-major: weights[bucket × L + label]) to the compact file fields:
 * each label's weights are quantised to int8 with its own step, and a bucket is stored
 * only if one of its labels kept a non-zero weight.
 */
export function packWeights(
  weights: Float64Array,
  labelCount: number,
): Pick<ModelFile, 'scale' | 'buckets' | 'weights'> {
  const scale = quantisationSteps(weights, labelCount);
  const gaps: number[] = [];
  const rows: number[] = [];
  let previous = 0;
  for (let bucket = 0; bucket * labelCount < weights.length; bucket++) {
    const row = new Int8Array(labelCount);
    let used = false;
    for (let l = 0; l < labelCount; l++) {
      const step = scale[l] ?? 1;
      const q = Math.max(-127, Math.min(127, Math.round(weights[bucket * labelCount + l]! / step)));
      row[l] = q;
      if (q !== 0) used = true;
    }
    if (!used) continue;
    gaps.push(bucket - previous);
    previous = bucket;
    rows.push(...row);
  }
  return {
    scale,
    buckets: Buffer.from(encodeVarints(gaps)).toString('base64'),
    weights: Buffer.from(Int8Array.from(rows).buffer).toString('base64'),
  };
}

function quantisationSteps(weights: Float64Array, labelCount: number): number[] {
  const max = new Array<number>(labelCount).fill(0);
  for (let i = 0; i < weights.length; i++) {
    const l = i % labelCount;
    max[l] = Math.max(max[l]!, Math.abs(weights[i]!));
  }
  // Rounded so the file (and every weight read back) is the same bytes on every run.
  return max.map((m) => (m > 0 ? Number((m / 127).toPrecision(8)) : 1));
}

/** Reads a model file into a scoring table; throws if its labels are not this code's. */
export function loadModel(file: ModelFile): LoadedModel {
  if (file.format !== 1) throw new Error(`reading model: unknown format ${String(file.format)}`);
  if (file.labels.join() !== LABELS.join()) {
    throw new Error('reading model: its labels differ from labels.ts; run train.ts again');
  }
  const labelCount = LABELS.length;
  const table = new Int8Array(
    ((1 << file.features.hashBits) + file.features.denseDims) * labelCount,
  );
  const gaps = decodeVarints(Buffer.from(file.buckets, 'base64'));
  const rows = new Int8Array(Buffer.from(file.weights, 'base64'));
  if (rows.length !== gaps.length * labelCount) throw new Error('reading model: truncated weights');
  let bucket = 0;
  for (let i = 0; i < gaps.length; i++) {
    bucket += gaps[i]!;
    table.set(rows.subarray(i * labelCount, (i + 1) * labelCount), bucket * labelCount);
  }
  return {
    features: file.features,
    labelCount,
    table,
    bias: Float64Array.from(file.bias),
    scale: Float64Array.from(file.scale),
    thresholds: Float64Array.from(file.thresholds),
    calibration: file.calibration,
    clauseMax: new Set(file.clauseMax as Label[]),
  };
}

/** Each label's raw probability for one vector (independent sigmoids: labels are not exclusive). */
export function scoreVector(model: LoadedModel, vector: SparseVector): Float64Array {
  const L = model.labelCount;
  const sums = new Float64Array(L);
  const { indices, values } = vector;
  for (let k = 0; k < indices.length; k++) {
    const offset = indices[k]! * L;
    const x = values[k]!;
    for (let l = 0; l < L; l++) sums[l]! += model.table[offset + l]! * x;
  }
  for (let l = 0; l < L; l++) sums[l] = sigmoid(model.bias[l]! + model.scale[l]! * sums[l]!);
  return sums;
}

/** The logistic function, safe for large |z|. */
export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

function encodeVarints(values: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      bytes.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    bytes.push(v);
  }
  return Uint8Array.from(bytes);
}

function decodeVarints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const byte of bytes) {
    value |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
    } else {
      values.push(value >>> 0);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
