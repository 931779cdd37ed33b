import { type Calibration, calibrate } from './calibration.ts';
import { splitClauses } from './clauses.ts';
import {
  type DenseEncoder,
  type FeatureSettings,
  featurize,
  type SparseVector,
} from './features.ts';
import { LABELS, type Label, type TurnInput } from './labels.ts';

const ANSWER = LABELS.indexOf('answer');

/**
 * Each label's probability for a turn, given any scorer (the float model while training,
 * the quantised one at run time, so both are measured the same way). Labels in `clauseMax`
 * take the highest of the whole message and each of its clauses (measured on validation:
 * it did not help, so the committed settings leave it empty). The calibration, if given,
 * turns raw probabilities into calibrated ones.
 */
export function turnProbabilities(
  turn: TurnInput,
  features: FeatureSettings,
  clauseMax: ReadonlySet<Label>,
  score: (vector: SparseVector) => Float64Array,
  calibration?: Calibration,
  dense?: DenseEncoder,
): Float64Array {
  const probabilities = score(featurize(turn, features, dense));
  if (clauseMax.size > 0) {
    const clauses = splitClauses(turn.text);
    if (clauses.length > 1) {
      for (const clause of clauses) {
        const part = score(featurize({ ...turn, text: clause }, features, dense));
        LABELS.forEach((label, l) => {
          if (clauseMax.has(label)) probabilities[l] = Math.max(probabilities[l]!, part[l]!);
        });
      }
    }
  }
  if (calibration) calibrate(probabilities, calibration);
  return answerNeedsPending(turn, probabilities);
}

/** By definition nothing answers a question that was not asked. */
export function answerNeedsPending(turn: TurnInput, probabilities: Float64Array): Float64Array {
  if (turn.pending === null) probabilities[ANSWER] = 0;
  return probabilities;
}
