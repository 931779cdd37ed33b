import type { SparseVector } from './features.ts';
import { sigmoid } from './model.ts';

/** How train.ts fits the weights; part of settings.ts, recorded in the model's settings hash. */
export interface SgdSettings {
  epochs: number;
  /** Step size at epoch 0; epoch e uses learningRate / (1 + decay × e). */
  learningRate: number;
  decay: number;
  /** L2 penalty (applied exactly each step through a per-label scale factor). */
  l2: number;
  /** Extra weight on positive examples: labels are rare (5–25 % positive). */
  positiveWeight: number;
  seed: number;
}

/** One-vs-rest logistic regression weights: weights[bucket × L + label], bias[label]. */
export interface LinearWeights {
  weights: Float64Array;
  bias: Float64Array;
}

/**
 * Fits one logistic regression per label by SGD over the examples in a seeded order.
 * w = s × v with a per-label scale s, so the L2 shrink of every weight costs one multiply
 * per step instead of a pass over all 2^bits buckets. Deterministic for equal inputs.
 */
export function trainOneVsRest(
  vectors: readonly SparseVector[],
  targets: readonly Uint8Array[],
  labelCount: number,
  dimension: number,
  settings: SgdSettings,
): LinearWeights {
  const v = new Float64Array(dimension * labelCount);
  const scale = new Float64Array(labelCount).fill(1);
  const bias = new Float64Array(labelCount);
  const random = mulberry32(settings.seed);
  const order = vectors.map((_, i) => i);
  const z = new Float64Array(labelCount);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    shuffle(order, random);
    const rate = settings.learningRate / (1 + settings.decay * epoch);
    for (const i of order) {
      const x = vectors[i]!;
      const y = targets[i]!;
      dot(v, x, labelCount, z);
      for (let l = 0; l < labelCount; l++) {
        // 2: this example says nothing of this label (a qualifier whose label it lacks).
        if (y[l] === 2) continue;
        const p = sigmoid(scale[l]! * z[l]! + bias[l]!);
        const gradient = y[l] ? (p - 1) * settings.positiveWeight : p;
        scale[l] = scale[l]! * (1 - rate * settings.l2);
        const step = (rate * gradient) / scale[l]!;
        for (let k = 0; k < x.indices.length; k++) {
          const at = x.indices[k]! * labelCount + l;
          v[at] = v[at]! - step * x.values[k]!;
        }
        bias[l] = bias[l]! - rate * gradient;
      }
      renormalise(v, scale, labelCount);
    }
  }
  for (let i = 0; i < v.length; i++) v[i] = v[i]! * scale[i % labelCount]!;
  return { weights: v, bias };
}

function dot(v: Float64Array, x: SparseVector, labelCount: number, out: Float64Array): void {
  out.fill(0);
  for (let k = 0; k < x.indices.length; k++) {
    const offset = x.indices[k]! * labelCount;
    const value = x.values[k]!;
    for (let l = 0; l < labelCount; l++) out[l] = out[l]! + v[offset + l]! * value;
  }
}

// A scale that has shrunk far is folded back into v so that v stays in a safe range.
function renormalise(v: Float64Array, scale: Float64Array, labelCount: number): void {
  for (let l = 0; l < labelCount; l++) {
    if (scale[l]! > 1e-4) continue;
    for (let i = l; i < v.length; i += labelCount) v[i] = v[i]! * scale[l]!;
    scale[l] = 1;
  }
}

/** Probabilities of a trained (float) model for one vector. */
export function predictLinear(
  model: LinearWeights,
  x: SparseVector,
  labelCount: number,
): Float64Array {
  const z = new Float64Array(labelCount);
  dot(model.weights, x, labelCount, z);
  for (let l = 0; l < labelCount; l++) z[l] = sigmoid(z[l]! + model.bias[l]!);
  return z;
}

/** A small seeded PRNG (mulberry32): same seed, same sequence, on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
