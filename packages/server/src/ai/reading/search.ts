/**
 * `train.ts --search`: compares settings on the validation split (fitted on the train
 * split only; the held-out test split is excluded). Prints one line per variant; the
 * chosen one is written into settings.ts by hand.
 */
import { type Example, loadExamples, splitOf } from './examples.ts';
import { LABELS, type Label } from './labels.ts';
import { SETTINGS, type TrainingSettings } from './settings.ts';
import { evaluate, fit, predict, thresholdsFrom } from './training.ts';

type Variant = [name: string, change: (s: TrainingSettings) => TrainingSettings];

const feature =
  (patch: Partial<TrainingSettings['features']>) =>
  (s: TrainingSettings): TrainingSettings => ({ ...s, features: { ...s.features, ...patch } });
const sgd =
  (patch: Partial<TrainingSettings['sgd']>) =>
  (s: TrainingSettings): TrainingSettings => ({ ...s, sgd: { ...s.sgd, ...patch } });

const VARIANTS: Variant[] = [
  ['base', (s) => s],
  ['no char n-grams', feature({ charWeight: 0 })],
  ['chars 2-4', feature({ charMin: 2, charMax: 4 })],
  ['chars 3-6', feature({ charMin: 3, charMax: 6 })],
  ['char weight 1', feature({ charWeight: 1 })],
  ['char weight 2', feature({ charWeight: 2 })],
  ['char weight 3', feature({ charWeight: 3 })],
  ['word weight 0.7', feature({ wordWeight: 0.7 })],
  ['word weight 1.5', feature({ wordWeight: 1.5 })],
  ['no bigrams', feature({ bigramWeight: 0 })],
  ['bigram 1', feature({ bigramWeight: 1 })],
  ['no crosses', feature({ crossWeight: 0 })],
  ['cross 0.25', feature({ crossWeight: 0.25 })],
  ['cross 1', feature({ crossWeight: 1 })],
  ['cross tokens 1', feature({ crossTokens: 1 })],
  ['cross tokens 6', feature({ crossTokens: 6 })],
  ['shape 1', feature({ shapeWeight: 1 })],
  ['no shape', feature({ shapeWeight: 0 })],
  ['hash 16 bits', feature({ hashBits: 16 })],
  ['hash 17 bits', feature({ hashBits: 17 })],
  ['hash 20 bits', feature({ hashBits: 20 })],
  ['epochs 15', sgd({ epochs: 15 })],
  ['epochs 60', sgd({ epochs: 60 })],
  ['lr 0.25', sgd({ learningRate: 0.25 })],
  ['lr 1', sgd({ learningRate: 1 })],
  ['l2 3e-5', sgd({ l2: 3e-5 })],
  ['l2 3e-6', sgd({ l2: 3e-6 })],
  ['positive weight 1', sgd({ positiveWeight: 1 })],
  ['positive weight 3', sgd({ positiveWeight: 3 })],
  ['no sentence vector', feature({ denseWeight: 0, denseDims: 0 })],
  ['sentence vector 0.5', feature({ denseWeight: 0.5 })],
  ['sentence vector 2', feature({ denseWeight: 2 })],
];

function score(settings: TrainingSettings, train: Example[], validation: Example[]) {
  const model = fit(train, settings);
  const clauseOptions: [string, Label[]][] = [
    ['message', []],
    [
      'clause-max flags',
      ['steering', 'injection', 'accommodation', 'booking', 'contact_preference'],
    ],
    ['clause-max all', [...LABELS].filter((l) => l !== 'answer')],
  ];
  return clauseOptions.map(([mode, clauseMax]) => {
    const probs = predict(model, validation, settings, new Set(clauseMax));
    const thresholds = thresholdsFrom(probs, validation, settings);
    const report = evaluate(probs, validation, thresholds);
    const answer = report.perLabel.find((s) => s.label === 'answer')!;
    return { mode, report, answer };
  });
}

/** Prints validation macro-F1 per variant (and with clause-level max), best first. */
export function searchSettings(only = process.env.READING_VARIANTS): void {
  const examples = loadExamples();
  const train = examples.filter((e) => splitOf(e.text) === 'train');
  const validation = examples.filter((e) => splitOf(e.text) === 'validation');
  console.log(`train ${train.length}, validation ${validation.length}`);
  const wanted = only ? new Set(only.split(',')) : undefined;
  for (const [name, change] of VARIANTS) {
    if (wanted && !wanted.has(name)) continue;
    for (const { mode, report, answer } of score(change(SETTINGS), train, validation)) {
      const pct = (x: number) => (100 * x).toFixed(1);
      console.log(
        `${name.padEnd(20)} ${mode.padEnd(15)} macro-F1 ${pct(report.macroF1)}  exact ${pct(report.exactMatch)}  answer P ${pct(answer.precision)} R ${pct(answer.recall)}`,
      );
    }
  }
}
