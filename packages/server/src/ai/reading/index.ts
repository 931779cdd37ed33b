/**
 * Reads what a turn is: a question, an answer to the pending pre-screening question, small
 * talk, a booking wish, a steering question, an accommodation need… (README.md defines the
 * labels). A classifier trained in this folder (train.ts) on labelled examples, not rules.
 *
 *   readTurn({ text: 'yes 2 cats, is there pet rent?', pending: 'PETS', audience: 'prospect' })
 *   → { labels: { question: 0.97, answer: 0.99, … }, top: ['answer', 'question'] }
 */
import { splitClauses } from './clauses.ts';
import { sentenceVector } from './dense.ts';
import { LABELS, type Label, type TurnInput, withQualifiers } from './labels.ts';
import modelFile from './model.gen.json' with { type: 'json' };
import { type LoadedModel, loadModel, type ModelFile, scoreVector } from './model.ts';
import { turnProbabilities } from './reader.ts';

export { splitClauses } from './clauses.ts';
export {
  type Audience,
  LABELS,
  type Label,
  PENDING_FIELDS,
  type PendingField,
  type TurnInput,
} from './labels.ts';

/** What a turn was read as. */
export interface Reading {
  /** Every label's calibrated probability, 0–1 (labels are independent: several can be high). */
  labels: Record<Label, number>;
  /** The labels at or above their thresholds, most probable first; empty if none is. */
  top: Label[];
}

let model: LoadedModel | undefined;

// The JSON is part of the module (so the bundled server carries it); unpacking it into the
// scoring table (≈4 MB) waits for the first read, once per process, as does ai/meaning's
// word vectors file behind the sentence vector.
function loaded(): LoadedModel {
  model ??= loadModel(modelFile as unknown as ModelFile);
  return model;
}

/** Reads one message. Pure and synchronous; the first call also unpacks the model. */
export function readTurn(turn: TurnInput): Reading {
  const m = loaded();
  const labels = {} as Record<Label, number>;
  if (!turn.text.trim()) {
    for (const label of LABELS) labels[label] = 0;
    return { labels, top: [] };
  }
  const probabilities = turnProbabilities(
    turn,
    m.features,
    m.clauseMax,
    (vector) => scoreVector(m, vector),
    m.calibration,
    m.features.denseWeight > 0 ? sentenceVector : undefined,
  );
  LABELS.forEach((label, l) => {
    labels[label] = probabilities[l]!;
  });
  const top = withQualifiers(LABELS.filter((_, l) => probabilities[l]! >= m.thresholds[l]!)).sort(
    (a, b) => labels[b] - labels[a],
  );
  return { labels, top };
}

/**
 * Reads each clause of a message on its own (splitClauses), for an integrator that wants to
 * answer a multi-part message part by part. The whole-message reading (readTurn) is the
 * better judge of the message's labels: measured on validation, taking the max over clauses
 * did not beat it.
 */
export function readClauses(turn: TurnInput): { text: string; reading: Reading }[] {
  return splitClauses(turn.text).map((text) => ({ text, reading: readTurn({ ...turn, text }) }));
}

/** Each label's decision threshold (chosen on validation by train.ts). */
export function readingThresholds(): Record<Label, number> {
  const m = loaded();
  return Object.fromEntries(LABELS.map((label, l) => [label, m.thresholds[l]!])) as Record<
    Label,
    number
  >;
}

/** Unpacks the model now rather than on the first read (e.g. at server start). */
export function warmUpReading(): void {
  const m = loaded();
  if (m.features.denseWeight > 0) sentenceVector('hello');
}
