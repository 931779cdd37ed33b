/**
 * Fitting, predicting and thresholding for train.ts and search.ts (the CLI lives in
 * train.ts). Training-time only: reads the example files from disk.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Calibration, calibrate, fitPlatt, logit } from './calibration.ts';
import { denseFingerprint, sentenceVector } from './dense.ts';
import { type Example, foldOf, hashExamples, loadExamples, splitOf } from './examples.ts';
import { featurize, type SparseVector } from './features.ts';
import { LABELS, type Label, QUALIFIES, withQualifiers } from './labels.ts';
import { chooseThreshold, scoreSets } from './metrics.ts';
import { type ModelFile, packWeights } from './model.ts';
import { answerNeedsPending, turnProbabilities } from './reader.ts';
import { SETTINGS, type TrainingSettings } from './settings.ts';
import { type LinearWeights, predictLinear, trainOneVsRest } from './sgd.ts';

/** Where train.ts writes the model: beside this file, imported by index.ts as JSON. */
export const MODEL_PATH = fileURLToPath(new URL('./model.gen.json', import.meta.url));

/** sha256 of the settings object, recorded in the model so stale settings fail a test. */
export function hashSettings(settings: TrainingSettings): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex');
}

/** 1 or 0 per label; 2 where the example says nothing of it (labels.ts, QUALIFIES). */
function targetsOf(examples: readonly Example[]): Uint8Array[] {
  return examples.map((e) =>
    Uint8Array.from(LABELS, (label) => {
      const needs = QUALIFIES[label];
      if (needs && !e.labels.includes(needs)) return 2;
      return e.labels.includes(label) ? 1 : 0;
    }),
  );
}

/** The examples a label is learned and judged on: for a qualifier, those with its label. */
const judgedOn = (label: Label, e: Example) => {
  const needs = QUALIFIES[label];
  return !needs || e.labels.includes(needs);
};

/** Fits the float one-vs-rest model on some examples. */
export function fit(examples: readonly Example[], settings: TrainingSettings): LinearWeights {
  const vectors: SparseVector[] = examples.map((e) =>
    featurize(e, settings.features, sentenceVector),
  );
  const dimension = (1 << settings.features.hashBits) + settings.features.denseDims;
  return trainOneVsRest(vectors, targetsOf(examples), LABELS.length, dimension, settings.sgd);
}

/** Probabilities of a float model for examples, read exactly as readTurn reads them. */
export function predict(
  model: LinearWeights,
  examples: readonly Example[],
  settings: TrainingSettings,
  clauseMax: ReadonlySet<Label> = new Set(settings.clauseMax),
): Float64Array[] {
  const score = (v: SparseVector) => predictLinear(model, v, LABELS.length);
  return examples.map((e) =>
    turnProbabilities(e, settings.features, clauseMax, score, undefined, sentenceVector),
  );
}

/** Per-label thresholds from probabilities of examples the model did not train on. */
export function thresholdsFrom(
  probabilities: readonly Float64Array[],
  examples: readonly Example[],
  settings: TrainingSettings,
): number[] {
  return LABELS.map((label, l) => {
    const used = examples.map((_, i) => i).filter((i) => judgedOn(label, examples[i]!));
    return chooseThreshold(
      used.map((i) => probabilities[i]![l]!),
      used.map((i) => examples[i]!.labels.includes(label)),
      settings.thresholdPolicy[label] ?? { kind: 'f1' },
    );
  });
}

/** Macro-F1 and exact match of probabilities cut at thresholds. */
export function evaluate(
  probabilities: readonly Float64Array[],
  examples: readonly Example[],
  thresholds: readonly number[],
) {
  const predicted = probabilities.map(
    (p) => new Set(withQualifiers(LABELS.filter((_, l) => p[l]! >= thresholds[l]!))),
  );
  return scoreSets(
    LABELS,
    examples.map((e) => new Set(e.labels)),
    predicted,
  );
}

/**
 * Out-of-fold probabilities over the training part (train + validation): each fold is
 * scored by a model fitted on the other folds, so thresholds are chosen on unseen text.
 */
function outOfFold(examples: readonly Example[], settings: TrainingSettings): Float64Array[] {
  const k = settings.thresholdFolds;
  const out = new Array<Float64Array>(examples.length);
  for (let fold = 0; fold < k; fold++) {
    const inFold = (e: Example) => foldOf(e.text, k) === fold;
    const model = fit(
      examples.filter((e) => !inFold(e)),
      settings,
    );
    const held = examples.map((e, i) => [e, i] as const).filter(([e]) => inFold(e));
    const probs = predict(
      model,
      held.map(([e]) => e),
      settings,
    );
    held.forEach(([, i], j) => {
      out[i] = probs[j]!;
    });
  }
  return out;
}

/**
 * Platt parameters per label from out-of-fold raw probabilities. `answer` is fitted only on
 * turns with a pending field: without one it is 0 by rule, not by the model.
 */
export function fitCalibration(
  probabilities: readonly Float64Array[],
  examples: readonly Example[],
): Calibration {
  return LABELS.map((label, l) => {
    const used = examples
      .map((_, i) => i)
      .filter((i) => label !== 'answer' || examples[i]!.pending !== null)
      .filter((i) => judgedOn(label, examples[i]!));
    return fitPlatt(
      used.map((i) => logit(probabilities[i]![l]!)),
      used.map((i) => examples[i]!.labels.includes(label)),
    );
  });
}

/** Calibrated copies of raw probabilities (the pending rule applied again afterwards). */
export function calibrated(
  probabilities: readonly Float64Array[],
  examples: readonly Example[],
  calibration: Calibration,
): Float64Array[] {
  return probabilities.map((p, i) =>
    answerNeedsPending(examples[i]!, calibrate(Float64Array.from(p), calibration)),
  );
}

function round(x: number): number {
  return Number(x.toPrecision(8));
}

/** Fits on the whole training part and builds the model file (thresholds out of fold). */
export function buildModel(settings: TrainingSettings = SETTINGS): {
  file: ModelFile;
  outOfFold: ReturnType<typeof evaluate>;
} {
  const training = loadExamples().filter((e) => splitOf(e.text) !== 'test');
  const raw = outOfFold(training, settings);
  const calibration = fitCalibration(raw, training);
  const oof = calibrated(raw, training, calibration);
  const thresholds = thresholdsFrom(oof, training, settings);
  const model = fit(training, settings);
  const file: ModelFile = {
    '//':
      'GENERATED by packages/server/src/ai/reading/train.ts from examples/*.jsonl and settings.ts. ' +
      'Do not edit by hand: change the examples or settings and run `npx tsx packages/server/src/ai/reading/train.ts`.',
    format: 1,
    examplesHash: hashExamples(),
    settingsHash: hashSettings(settings),
    denseFingerprint: settings.features.denseWeight > 0 ? denseFingerprint() : '',
    labels: [...LABELS],
    features: settings.features,
    thresholds,
    calibration,
    clauseMax: [...settings.clauseMax],
    bias: Array.from(model.bias, round),
    ...packWeights(model.weights, LABELS.length),
  };
  return { file, outOfFold: evaluate(oof, training, thresholds) };
}
