/**
 * Platt scaling: each label's raw probability p becomes σ(a·logit(p) + b), with a and b
 * fitted on out-of-fold probabilities. The raw model is under-confident (its best
 * thresholds sit near 0.1–0.2); calibrated, a probability means about what it says, which
 * is what an integrator reading `labels` expects.
 */
import { sigmoid } from './model.ts';

/** [a, b] per label. */
export type Calibration = [a: number, b: number][];

/** logit(p), clamped so 0 and 1 stay finite. */
export function logit(p: number): number {
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  return Math.log(q / (1 - q));
}

/**
 * Fits a and b by Newton's method on the log loss, with Platt's smoothed targets
 * ((n₊+1)/(n₊+2) and 1/(n₋+2)) so a separable label does not get an infinite slope.
 */
export function fitPlatt(
  logits: readonly number[],
  positive: readonly boolean[],
): [number, number] {
  const nPos = positive.filter(Boolean).length;
  const nNeg = positive.length - nPos;
  const high = (nPos + 1) / (nPos + 2);
  const low = 1 / (nNeg + 2);
  let a = 1;
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    logits.forEach((z, i) => {
      const p = sigmoid(a * z + b);
      const d = p - (positive[i] ? high : low);
      const w = p * (1 - p);
      ga += d * z;
      gb += d;
      haa += w * z * z;
      hab += w * z;
      hbb += w;
    });
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-15) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) break;
  }
  return [Number(a.toPrecision(8)), Number(b.toPrecision(8))];
}

/** Applies a calibration to one vector of raw probabilities, in place. */
export function calibrate(probabilities: Float64Array, calibration: Calibration): Float64Array {
  for (let l = 0; l < probabilities.length; l++) {
    const [a, b] = calibration[l] ?? [1, 0];
    probabilities[l] = sigmoid(a * logit(probabilities[l]!) + b);
  }
  return probabilities;
}
