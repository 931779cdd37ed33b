/**
 * `npx tsx packages/server/src/ai/answers/measure.ts [--set cases] [--at 0.5] [--verbose]
 *   [--sweep] [--ceiling] [--fit] [--list]`
 *
 * Runs the development sets' questions (packages/server/eval/cases, holdout, fresh; never
 * the sealed unseen-a and unseen-b) through answers/ alone, without the rest of the turn:
 * each case's message is answered (a compound message part by part, as the turn splits
 * it) and judged by its own label: the words it must and must not mention, and null for
 * an unknown fact. Prints, per set, the share of answerable questions answered right and
 * the share of unknown ones left unanswered (--at: at another threshold; --sweep: at
 * thresholds 0.1 to 0.9; --ceiling: also at 0, whatever the confidence). --fit refits the
 * confidence model and chooses the threshold on cases/ alone, then scores every set with
 * them (paste them into confidence.ts); --list prints each single question's probability
 * and features, lowest first.
 */
import { fileURLToPath } from 'node:url';
import { questionParts as turnQuestionParts } from '../athena/respond.ts';
import type { EvalCase } from '../eval/cases.ts';
import { loadEvalSet } from '../eval/cases.ts';
import { knowledgeForEval } from '../eval/runner.ts';
import { FEATURES, type Features, MODEL, probability, THRESHOLD } from './confidence.ts';
import { buildAnswerIndex, explainAnswer } from './index.ts';

/** The development sets; unseen-a and unseen-b are sealed and never read. */
export const DEV_SETS = ['cases', 'holdout', 'fresh'] as const;
export const CATEGORIES = [
  'grounded_question',
  'compound_question',
  'unknown_fact',
  'accessibility_accommodation',
  'vouchers_income_source',
];

const EVAL_ROOT = fileURLToPath(new URL('../../../eval/', import.meta.url));

/**
 * Words the rest of the turn says, not an answer: the manager's follow-up, a way to
 * communicate granted, an accommodation welcomed. A label's group with one of these is
 * the turn's to meet, so it is not asked of the answer.
 */
const TURN_WORDS =
  /^(?:manager|confirm|check|email|e-mail|text|large print|large-print|larger|interpret|translat|vietnamese|spanish|español|intérprete|accommodation|management)$/i;

/** What the label asks of the answer alone. */
export function expectation(c: EvalCase): {
  expect: 'answer' | 'null' | 'either';
  groups: string[][];
} {
  if (c.category === 'unknown_fact') return { expect: 'null', groups: [] };
  const groups = (c.expect.mentionsAll ?? []).filter((g) => !g.some((w) => TURN_WORDS.test(w)));
  if (groups.length) return { expect: 'answer', groups };
  // A voucher question where the label wants the manager to confirm: no policy answers it.
  return { expect: c.category === 'vouchers_income_source' ? 'null' : 'either', groups };
}

/**
 * The questions of a message, split where the turn splits them (athena/respond.ts); a
 * message of one question is that question.
 */
export function questionParts(text: string): string[] {
  const parts = turnQuestionParts(text);
  return parts.length > 0 ? parts : [text];
}

/** One case run through answers/: each part's best answer and its features. */
export interface CaseRun {
  c: EvalCase;
  expect: 'answer' | 'null' | 'either';
  groups: string[][];
  /** Each part's best answer, whatever its confidence, with what the confidence is computed from. */
  parts: ({ text: string; features: Features } | null)[];
}

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** Whether a reply meets the case's label. */
export function judged(
  run: Pick<CaseRun, 'c' | 'expect' | 'groups'>,
  text: string | null,
): boolean {
  const clean = text === null || !(run.c.expect.mentionsNone ?? []).some((w) => has(text, w));
  if (run.expect === 'null') return text === null;
  if (run.expect === 'either') return clean;
  return text !== null && clean && run.groups.every((g) => g.some((w) => has(text, w)));
}

/** Runs a development set's cases of the measured categories (each property's index built once). */
export function runSet(set: string): CaseRun[] {
  const dir = set === 'cases' ? EVAL_ROOT : `${EVAL_ROOT}${set}/`;
  const { properties, cases } = loadEvalSet(dir);
  const engines = new Map<string, (part: string) => CaseRun['parts'][number]>();
  return cases
    .filter((c) => CATEGORIES.includes(c.category))
    .map((c) => {
      const p = properties.find((x) => x.id === c.property)!;
      const key = `${p.id}/${c.unit ?? ''}`;
      if (!engines.has(key)) {
        const index = buildAnswerIndex(knowledgeForEval(p, c.unit));
        engines.set(key, (part) => {
          const found = explainAnswer(index, part);
          return found ? { text: found.answer.answer, features: found.features } : null;
        });
      }
      const parts = questionParts(c.message).map(engines.get(key)!);
      return { c, ...expectation(c), parts };
    });
}

/** The reply to a case at a threshold: the parts confident enough, each said once. */
export function replyOf(run: CaseRun, threshold: number, model: readonly number[] = MODEL) {
  const said = run.parts
    .filter(
      (part) => part !== null && (!part.features || probability(part.features, model) >= threshold),
    )
    .map((part) => part!.text);
  return said.length ? [...new Set(said)].join(' ') : null;
}

export interface SetScore {
  set: string;
  answerable: number;
  answeredRight: number;
  unknown: number;
  leftUnanswered: number;
  either: number;
  eitherClean: number;
}

/** Scores a set's runs at a threshold. */
export function scoreRuns(
  set: string,
  runs: readonly CaseRun[],
  threshold = THRESHOLD,
  model: readonly number[] = MODEL,
  verbose = false,
): SetScore {
  const score: SetScore = {
    set,
    answerable: 0,
    answeredRight: 0,
    unknown: 0,
    leftUnanswered: 0,
    either: 0,
    eitherClean: 0,
  };
  for (const run of runs) {
    const text = replyOf(run, threshold, model);
    const ok = judged(run, text);
    if (run.expect === 'answer') {
      score.answerable++;
      if (ok) score.answeredRight++;
    } else if (run.expect === 'null') {
      score.unknown++;
      if (ok) score.leftUnanswered++;
    } else {
      score.either++;
      if (ok) score.eitherClean++;
    }
    if (verbose && !ok)
      console.log(
        `✗ ${run.c.id} [${run.expect}] ${run.c.message}\n    → ${text}\n    want ${JSON.stringify(run.groups)}`,
      );
  }
  return score;
}

/**
 * Fits the confidence model on single-question cases: a logistic regression of whether
 * the best answer is right (an unknown fact's answer never is), by full-batch gradient
 * descent from zero: deterministic, the same weights every run.
 */
export function fitModel(
  runs: readonly CaseRun[],
  steps = 20000,
  rate = 0.5,
  l2 = 0.001,
): number[] {
  const rows: { x: number[]; y: number }[] = [];
  for (const run of runs) {
    if (run.parts.length !== 1 || run.expect === 'either') continue;
    const part = run.parts[0];
    // A missing thing decides on its own (confidence.ts): the model learns the rest.
    if (!part?.features || part.features.missingThing) continue;

    const features = part.features;
    const y = run.expect === 'answer' && judged(run, part.text) ? 1 : 0;
    rows.push({ x: FEATURES.map((name) => features[name]), y });
  }
  const w = new Array<number>(FEATURES.length + 1).fill(0);
  for (let step = 0; step < steps; step++) {
    const grad = new Array<number>(w.length).fill(0);
    for (const { x, y } of rows) {
      let z = w[FEATURES.length]!;
      x.forEach((v, i) => {
        z += w[i]! * v;
      });
      const error = 1 / (1 + Math.exp(-z)) - y;
      x.forEach((v, i) => {
        grad[i]! += error * v;
      });
      grad[FEATURES.length]! += error;
    }
    for (let i = 0; i < w.length; i++)
      w[i]! -= rate * (grad[i]! / rows.length + (i < FEATURES.length ? l2 * w[i]! : 0));
  }
  return w.map((v) => Math.round(v * 1000) / 1000);
}

/**
 * The threshold with the best sum of answerable answered right and unknown left
 * unanswered, each threshold scored with its two neighbours on either side (steps of
 * 0.025): one question moves the sum by about a point, so a lone peak is noise.
 */
export function chooseThreshold(set: string, runs: readonly CaseRun[], model: readonly number[]) {
  const values: number[] = [];
  for (let step = 0; step <= 40; step++) {
    const s = scoreRuns(set, runs, step / 40, model);
    values.push(s.answeredRight / s.answerable + s.leftUnanswered / s.unknown);
  }
  let best = { threshold: 0.5, value: -1 };
  for (let step = 2; step <= 38; step++) {
    const value = values.slice(step - 2, step + 3).reduce((sum, v) => sum + v, 0) / 5;
    if (value > best.value + 1e-9) best = { threshold: step / 40, value };
  }
  return best.threshold;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');

function report(s: SetScore): string {
  return `${s.set.padEnd(8)} answered right ${pct(s.answeredRight, s.answerable)} (${s.answeredRight}/${s.answerable})   unknown left unanswered ${pct(s.leftUnanswered, s.unknown)} (${s.leftUnanswered}/${s.unknown})   no wrong statement where either is fine ${pct(s.eitherClean, s.either)} (${s.eitherClean}/${s.either})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const sets = value('--set') ? [value('--set')!] : [...DEV_SETS];
  const runs = new Map(sets.map((set) => [set, runSet(set)]));
  let model: readonly number[] = MODEL;
  let threshold = value('--at') === undefined ? THRESHOLD : Number(value('--at'));
  if (args.includes('--fit')) {
    // Fitted and thresholded on cases/ only; the other sets are reported as they come.
    const dev = runs.get('cases') ?? runSet('cases');
    model = fitModel(dev);
    threshold = chooseThreshold('cases', dev, model);
    console.log(`MODEL = [${model.join(', ')}]; THRESHOLD = ${threshold}`);
  }
  if (args.includes('--list')) for (const setRuns of runs.values()) listRuns(setRuns, model);
  if (args.includes('--sweep'))
    for (const [set, setRuns] of runs)
      for (let t = 0.1; t < 0.91; t += 0.05)
        console.log(`t=${t.toFixed(2)} ${report(scoreRuns(set, setRuns, t, model))}`);
  for (const [set, setRuns] of runs) {
    console.log(report(scoreRuns(set, setRuns, threshold, model, args.includes('--verbose'))));
    if (args.includes('--ceiling'))
      console.log(`  at threshold 0: ${report(scoreRuns(set, setRuns, 0, model))}`);
  }
}

/** Prints each single-question case's probability, label and features (`--list`), lowest first. */
export function listRuns(runs: readonly CaseRun[], model: readonly number[] = MODEL): void {
  const rows = runs
    .filter((run) => run.parts.length === 1 && run.parts[0]?.features && run.expect !== 'either')
    .map((run) => {
      const part = run.parts[0]!;
      const p = probability(part.features!, model);
      const right = run.expect === 'answer' && judged(run, part.text);
      return { p, right, run, part };
    })
    .sort((a, b) => a.p - b.p);
  for (const { p, right, run, part } of rows) {
    const f = part.features!;
    const feats = FEATURES.map((name) => `${name}=${f[name].toFixed(2)}`).join(' ');
    console.log(
      `${p.toFixed(2)} ${right ? 'RIGHT' : run.expect === 'null' ? 'UNKN ' : 'WRONG'} ${run.c.id} | ${run.c.message}\n     ${feats}\n     → ${part.text.slice(0, 140)}`,
    );
  }
}
