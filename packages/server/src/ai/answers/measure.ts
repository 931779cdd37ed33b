/**
 * `npx tsx packages/server/src/ai/answers/measure.ts [--sweep] [--verbose] [--set cases]`
 *
 * Runs the development sets' questions (packages/server/eval/cases, holdout, fresh; never
 * the sealed unseen-a and unseen-b) through answers/ alone, without the rest of the turn:
 * each case's message is answered (a compound message part by part, as the turn splits
 * it) and judged by its own label: the words it must and must not mention, and null for
 * an unknown fact. Prints, per set, the share of answerable questions answered right and
 * the share of unknown ones left unanswered; with --sweep, both for every threshold.
 */
import { fileURLToPath } from 'node:url';
import type { EvalCase, EvalProperty } from '../eval/cases.ts';
import { loadEvalSet } from '../eval/cases.ts';
import { THRESHOLD } from './confidence.ts';
import { type AnswerIndex, bestAnswer, buildAnswerIndex, explainAnswer } from './index.ts';
import type { PropertyKnowledge } from './knowledge.ts';
import { chunkLease } from './lease-passages.ts';

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

/** The knowledge of a property and unit as the product builds it (eval/runner.ts's knowledgeFor). */
export function knowledgeOf(p: EvalProperty, unitNumber: string | null): PropertyKnowledge {
  const unit = p.units.find((u) => u.unitNumber === unitNumber) ?? null;
  return {
    property: { ...p.property },
    unit: unit && { ...unit, videoLink: null },
    attributes: p.policies.map((a) => ({
      attributeType: a.attributeType,
      textContent: a.textContent ?? null,
      numericValue: a.numericValue ?? null,
    })),
    leaseChunks: chunkLease(p.lease).map((content, position) => ({ position, content })),
    viewing: { mode: p.property.viewingMode, durationMinutes: 30 },
  };
}

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

/** Where a question's frame ends: 'how much is the', 'does it have', 'is there a'. */
const FRAME =
  /^(.*?\b(?:is there|are there|is|are|have|has|about|of|with|allow|allows|allowed)\b(?:\s+(?:the|a|an|any|some))?)\s/i;
const OWN_QUESTION =
  /^(?:what|whats|what's|when|where|who|how|hows|is|are|do|does|can|could|will|would|any|if|i|we|it)\b/i;

/** 'How much is the rent and deposit?': the frame applies to each thing named (athena/respond.ts). */
function distribute(part: string): string[] {
  const and = part.lastIndexOf(' and ');
  if (and < 0) return [part];
  const left = part.slice(0, and).trim();
  const right = part.slice(and + 5).trim();
  if (!right || OWN_QUESTION.test(right) || right.split(/\s+/).length > 4) return [part];
  const frame = FRAME.exec(left)?.[1];
  const bare = right.replace(/^(?:the|a|an|any|some)\s+/i, '');
  return [left, frame ? `${frame} ${bare}` : bare];
}

/** The questions of a message, split where the turn splits them (athena/respond.ts). */
export function questionParts(text: string): string[] {
  const pieces = text
    .split(
      /(?<=\?)(?!\?)|\n+|;|,|\s\+\s|\s&\s|\b(?:and also|also|plus|and|&|as well as|oh and|btw|by the way)\b(?=\s+(?:what|whats|what's|when|where|who|how|is|are|do|does|can|could|will|would|any|the|if|it|i|whether)\b)/i,
    )
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.replace(/\?+$/, '').length >= 4);
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.length - 1;
    if (
      /^(?:is|would|will|does|do|can)\s+(?:that|this|it|they)\s+(?:be\s+)?(?:ok|okay|alright|fine|allowed|a problem|an issue|cool|work)\b/i.test(
        piece,
      ) &&
      last >= 0
    )
      parts[last] = `${parts[last]}, ${piece}`;
    else parts.push(...distribute(piece));
  }
  return parts.length > 1 ? parts : [text];
}

interface Outcome {
  c: EvalCase;
  expect: 'answer' | 'null' | 'either';
  /** The reply's text and its lowest confidence over the parts; null when nothing was found. */
  text: string | null;
  confidence: number;
  groups: string[][];
}

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** Answers one case, part by part; a part below the threshold says nothing. */
function answerCase(index: AnswerIndex, c: EvalCase, threshold: number): string | null {
  const parts = questionParts(c.message);
  const said = parts
    .map((part) => bestAnswer(index, part))
    .filter((a) => a !== null && a.confidence >= threshold)
    .map((a) => a!.answer);
  return said.length ? [...new Set(said)].join(' ') : null;
}

/** Whether the answer meets the label. */
export function judged(o: Pick<Outcome, 'c' | 'expect' | 'groups'>, text: string | null): boolean {
  const clean = text === null || !(o.c.expect.mentionsNone ?? []).some((w) => has(text, w));
  if (o.expect === 'null') return text === null;
  if (o.expect === 'either') return clean;
  return text !== null && clean && o.groups.every((g) => g.some((w) => has(text, w)));
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

/** Runs one set at a threshold. */
export function scoreSet(set: string, threshold = THRESHOLD, verbose = false): SetScore {
  const dir = set === 'cases' ? EVAL_ROOT : `${EVAL_ROOT}${set}/`;
  const { properties, cases } = loadEvalSet(dir);
  const indexes = new Map<string, AnswerIndex>();
  const score: SetScore = {
    set,
    answerable: 0,
    answeredRight: 0,
    unknown: 0,
    leftUnanswered: 0,
    either: 0,
    eitherClean: 0,
  };
  for (const c of cases.filter((x) => CATEGORIES.includes(x.category))) {
    const p = properties.find((x) => x.id === c.property)!;
    const key = `${p.id}/${c.unit ?? ''}`;
    if (!indexes.has(key)) indexes.set(key, buildAnswerIndex(knowledgeOf(p, c.unit)));
    const { expect, groups } = expectation(c);
    const text = answerCase(indexes.get(key)!, c, threshold);
    const ok = judged({ c, expect, groups }, text);
    if (expect === 'answer') {
      score.answerable++;
      if (ok) score.answeredRight++;
    } else if (expect === 'null') {
      score.unknown++;
      if (ok) score.leftUnanswered++;
    } else {
      score.either++;
      if (ok) score.eitherClean++;
    }
    if (verbose && !ok)
      console.log(
        `✗ ${c.id} [${expect}] ${c.message}\n    → ${text}\n    want ${JSON.stringify(groups)}`,
      );
  }
  return score;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');

function report(s: SetScore): string {
  return `${s.set.padEnd(8)} answered right ${pct(s.answeredRight, s.answerable)} (${s.answeredRight}/${s.answerable})   unknown left unanswered ${pct(s.leftUnanswered, s.unknown)} (${s.leftUnanswered}/${s.unknown})   no wrong statement where either is fine ${pct(s.eitherClean, s.either)} (${s.eitherClean}/${s.either})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.includes('--set') ? [args[args.indexOf('--set') + 1]!] : [...DEV_SETS];
  const verbose = args.includes('--verbose');
  if (args.includes('--dump')) for (const set of only) dumpFeatures(set);
  else if (args.includes('--sweep')) {
    for (let t = 0; t <= 0.8001; t += args.includes('--zero') ? 1 : 0.025)
      for (const set of only) console.log(`t=${t.toFixed(3)} ${report(scoreSet(set, t))}`);
  } else {
    const at = args.includes('--at') ? Number(args[args.indexOf('--at') + 1]) : THRESHOLD;
    for (const set of only) console.log(report(scoreSet(set, at, verbose)));
  }
}

/** One line per question of the non-compound categories: its features and whether its answer is right. */
export function dumpFeatures(set: string): void {
  const dir = set === 'cases' ? EVAL_ROOT : `${EVAL_ROOT}${set}/`;
  const { properties, cases } = loadEvalSet(dir);
  const indexes = new Map<string, AnswerIndex>();
  for (const c of cases.filter(
    (x) => CATEGORIES.includes(x.category) && x.category !== 'compound_question',
  )) {
    const p = properties.find((x) => x.id === c.property)!;
    const key = `${p.id}/${c.unit ?? ''}`;
    if (!indexes.has(key)) indexes.set(key, buildAnswerIndex(knowledgeOf(p, c.unit)));
    const { expect, groups } = expectation(c);
    if (expect === 'either') continue;
    const found = explainAnswer(indexes.get(key)!, c.message);
    const right = judged({ c, expect, groups }, found?.answer.answer ?? null);
    const label = expect === 'answer' && right ? 1 : 0;
    console.log(
      JSON.stringify({
        id: c.id,
        expect,
        label,
        ...found?.features,
        text: found?.answer.answer.slice(0, 90),
      }),
    );
  }
}
