import type { FeatureSettings } from './features.ts';
import type { Label } from './labels.ts';
import type { ThresholdPolicy } from './metrics.ts';
import type { SgdSettings } from './sgd.ts';

/**
 * The training settings, chosen on the validation split with `train.ts --search` (never
 * on the held-out test split). Changing any of them means running train.ts again: the model
 * records a hash of this object and a test fails when they disagree.
 */
export interface TrainingSettings {
  features: FeatureSettings;
  sgd: SgdSettings;
  /** Folds over the training part whose out-of-fold probabilities choose the thresholds. */
  thresholdFolds: number;
  /** `answer` must be precise: a question misread as an answer skips it silently. */
  thresholdPolicy: Partial<Record<Label, ThresholdPolicy>>;
  /** Labels whose message probability is the max over the message and each of its clauses. */
  clauseMax: Label[];
}

/** The committed settings (README.md, "What validation chose"). */
export const SETTINGS: TrainingSettings = {
  features: {
    hashBits: 18,
    charMin: 3,
    charMax: 5,
    wordWeight: 1,
    bigramWeight: 0.7,
    charWeight: 2,
    crossWeight: 0.5,
    shapeWeight: 0.5,
    crossTokens: 3,
    denseWeight: 1,
    denseDims: 100,
  },
  sgd: {
    epochs: 30,
    learningRate: 0.5,
    decay: 0.1,
    l2: 1e-5,
    positiveWeight: 2,
    seed: 20240611,
  },
  thresholdFolds: 5,
  thresholdPolicy: { answer: { kind: 'precision', target: 0.95 } },
  clauseMax: [],
};
