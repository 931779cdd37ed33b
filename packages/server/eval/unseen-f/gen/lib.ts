/**
 * Tooling for set F: date ranges, income bands, the pre-screening questions as Athena asks
 * them, and the writer of ../cases/<category>.json. Written for this set only; it imports no
 * other set's helpers. The case shape is the schema of packages/server/src/ai/eval/cases.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from '../../../src/ai/eval/cases.ts';

/** Every case happens on this day (a Tuesday, two days before Thanksgiving). */
export const TODAY = '2026-11-24';

/** The three properties of the set. */
export const JUNIPER = 'juniper-mesa-albuquerque';
export const EGRET = 'egret-landing-sarasota';
export const KUTZKY = 'kutzky-park-rochester';

export type Turn = { role: 'user' | 'assistant'; text: string };
export type Expect = EvalCase['expect'];
export type Span = { from: string; to: string };
export type Band = { min: number; max: number };

/** One case as written, before it gets its id and its full context. */
export interface Spec {
  property: string;
  message: string;
  expect: Expect;
  unit?: string | null;
  pending?: string | null;
  history?: Turn[];
  viewingBooked?: boolean;
  answers?: Record<string, unknown>;
}

const two = (n: number) => String(n).padStart(2, '0');
const lastDay = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** A month by name: the whole month. */
export const month = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-${two(lastDay(ym))}` });
/** "early <month>": the 1st to the 10th. */
export const early = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-10` });
/** "mid <month>": the 11th to the 20th. */
export const mid = (ym: string): Span => ({ from: `${ym}-11`, to: `${ym}-20` });
/** "late <month>" / "end of <month>": the 21st to the last day. */
export const late = (ym: string): Span => ({ from: `${ym}-21`, to: `${ym}-${two(lastDay(ym))}` });
/** "the first week of <month>": the 1st to the 7th. */
export const firstWeek = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-07` });
/** "the second half of <month>": the 16th to the last day. */
export const secondHalf = (ym: string): Span => ({
  from: `${ym}-16`,
  to: `${ym}-${two(lastDay(ym))}`,
});
/** One named day, or two days given as a choice ("the 3rd or 4th"). */
export const day = (from: string, to = from): Span => ({ from, to });

/** A monthly income stored as a band of plus or minus 3 %, in whole dollars. */
export const perMonth = (m: number): Band => ({
  min: Math.round(m * 0.97),
  max: Math.round(m * 1.03),
});
export const perYear = (y: number) => perMonth(y / 12);
export const biweekly = (b: number) => perMonth((b * 26) / 12);
export const weekly = (w: number) => perMonth((w * 52) / 12);

/** A voucher or income-source reply must never say any of these. */
export const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];

/** The manager-confirm group for a property with no rent-assistance policy. */
export const CONFIRM = [['manager', 'confirm', 'check']];

/** How Athena words each pre-screening step (two wordings, picked by `v`). */
const ASK: Record<string, [string, string]> = {
  PETS: ['Do you have any pets?', 'Will any pets be moving in with you?'],
  SMOKING: [
    'Does anyone in your household smoke or vape?',
    'Is anyone who would live there a smoker?',
  ],
  MOVE_IN_DATE: ['When would you like to move in?', 'What move-in date are you aiming for?'],
  MONTHLY_INCOME: [
    "What is your household's total monthly income before taxes?",
    'Roughly how much does your household earn each month, before taxes?',
  ],
  TOTAL_RESIDENTS: [
    'How many people, including you, would be living there?',
    'How many people in total would live in the home?',
  ],
  PET_COUNT: ['How many pets do you have?', 'How many animals would come with you?'],
  PET_TYPE: ['Are they dogs, cats, or something else?', 'What kind of pet is it: a dog or a cat?'],
  PET_DOG_BREED: ['What breed is your dog?', "What's your dog's breed?"],
  PET_DOG_SIZE: ['About how much does your dog weigh?', "What's your dog's weight, roughly?"],
  PET_EMOTIONAL_SUPPORT: [
    'Is your pet an emotional support animal?',
    'Is this an emotional support animal, or a pet?',
  ],
};

/** Athena's turn asking `step`, after an optional lead-in sentence. */
export function ask(step: string, lead = '', v = 0): Turn {
  const q = ASK[step]?.[v % 2];
  if (!q) throw new Error(`no wording for ${step}`);
  return { role: 'assistant', text: lead ? `${lead} ${q}` : q };
}

export const user = (text: string): Turn => ({ role: 'user', text });
export const bot = (text: string): Turn => ({ role: 'assistant', text });

/** A short history that ends with Athena asking `step`: the prospect's opener, then the question. */
export function pendingAfter(opener: string, step: string, lead = 'Happy to help!', v = 0): Turn[] {
  return [user(opener), ask(step, lead, v)];
}

/** Numbers a category's specs (<category>-fNNN), fills each context and writes the file. */
export function writeCategory(category: string, specs: Spec[]): number {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'cases');
  mkdirSync(out, { recursive: true });
  const cases: EvalCase[] = specs.map((s, i) => {
    const context: EvalCase['context'] = {
      pendingQuestion: s.pending ?? null,
      history: s.history ?? [],
      viewingBooked: s.viewingBooked ?? false,
      today: TODAY,
    };
    if (s.answers) context.answers = s.answers;
    if (context.pendingQuestion && context.history.at(-1)?.role !== 'assistant')
      throw new Error(`${category} #${i + 1}: pending question without Athena's turn`);
    return {
      id: `${category}-f${String(i + 1).padStart(3, '0')}`,
      category,
      audience: category === 'resident_maintenance' ? 'resident' : 'prospect',
      property: s.property,
      unit: s.unit ?? null,
      context,
      message: s.message,
      expect: s.expect,
    };
  });
  writeFileSync(join(out, `${category}.json`), `${JSON.stringify(cases, null, 2)}\n`);
  return cases.length;
}
