/**
 * Tooling for set G: move-in ranges, income bands, Athena's pre-screening questions as she
 * asks them, and the writer of ../cases/<category>.json. Written for this set only; it imports
 * no other set's helpers. The case shape is the schema of packages/server/src/ai/eval/cases.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from '../../../src/ai/eval/cases.ts';

/** Every case happens on this day (a Tuesday). */
export const TODAY = '2026-11-24';

/** The three properties of the set. */
export const LARK = 'larkspur-southend-charlotte';
export const SCHOOL = 'ives-street-school-lofts-providence';
export const SAGE = 'sagebrush-bend-boise';

export type Turn = { role: 'user' | 'assistant'; text: string };
export type Expect = EvalCase['expect'];
export type Span = { from: string; to: string };
export type Band = { min: number; max: number };

/** One case as written, before it is numbered and its context filled. */
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

const pad2 = (n: number) => String(n).padStart(2, '0');
const daysIn = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** A whole month. */
export const month = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-${pad2(daysIn(ym))}` });
/** "early <month>": 1st to 10th. */
export const early = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-10` });
/** "mid <month>": 11th to 20th. */
export const mid = (ym: string): Span => ({ from: `${ym}-11`, to: `${ym}-20` });
/** "late / end of <month>": 21st to the last day. */
export const late = (ym: string): Span => ({ from: `${ym}-21`, to: `${ym}-${pad2(daysIn(ym))}` });
/** "first week of <month>": 1st to 7th. */
export const firstWeek = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-07` });
/** One named day, or a choice of two. */
export const day = (from: string, to = from): Span => ({ from, to });

/** A monthly income stored as a band of plus or minus 3 %, whole dollars. */
export const perMonth = (m: number): Band => ({
  min: Math.round(m * 0.97),
  max: Math.round(m * 1.03),
});
export const perYear = (y: number) => perMonth(y / 12);
export const biweekly = (b: number) => perMonth((b * 26) / 12);
export const weekly = (w: number) => perMonth((w * 52) / 12);
export const hourly = (rate: number, hoursPerWeek: number) => weekly(rate * hoursPerWeek);

/** A voucher or income-source reply must never say any of these. */
export const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];
/** The manager-confirm group for a property with no rent-assistance policy. */
export const CONFIRM = [['manager', 'confirm', 'check']];

const ASK: Record<string, [string, string]> = {
  PETS: ['Do you have any pets?', 'Would any animals be moving in with you?'],
  SMOKING: ['Does anyone in your household smoke or vape?', 'Will anyone living there smoke?'],
  MOVE_IN_DATE: ['When are you hoping to move in?', 'What move-in date do you have in mind?'],
  MONTHLY_INCOME: [
    "What's your household's total monthly income before taxes?",
    'About how much does your household bring in per month, before taxes?',
  ],
  TOTAL_RESIDENTS: [
    'How many people, including yourself, would live there?',
    'How many people would be living in the home in total?',
  ],
  PET_COUNT: ['How many pets do you have?', 'How many animals in all?'],
  PET_TYPE: ['Is that a dog, a cat, or something else?', 'What kind of animal is it?'],
  PET_DOG_BREED: ['What breed is your dog?', 'What breed or mix is the dog?'],
  PET_DOG_SIZE: ['How much does your dog weigh, roughly?', 'About how big is your dog, in pounds?'],
  PET_EMOTIONAL_SUPPORT: [
    'Is your animal an emotional support animal?',
    'Is it an emotional support animal or a regular pet?',
  ],
};

/** Athena's turn asking `step`, after an optional lead-in. */
export function ask(step: string, lead = '', v = 0): Turn {
  const q = ASK[step]?.[v % 2];
  if (!q) throw new Error(`no wording for ${step}`);
  return { role: 'assistant', text: lead ? `${lead} ${q}` : q };
}

export const user = (text: string): Turn => ({ role: 'user', text });
export const bot = (text: string): Turn => ({ role: 'assistant', text });

/** Opener from the prospect, then Athena asking `step`. */
export function after(opener: string, step: string, lead = 'Glad to help!', v = 0): Turn[] {
  return [user(opener), ask(step, lead, v)];
}

/** A history showing pets said yes, then Athena asking the pet sub-question `step`. */
export function petsThen(step: string, yes = 'yes i have pets', v = 0): Turn[] {
  return [
    user('hi, is this place still available?'),
    ask('PETS', 'Yes, it is!'),
    user(yes),
    ask(step, 'Thanks!', v),
  ];
}

/** Numbers a category's specs (<category>-gNNN), fills each context and writes the file. */
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
      id: `${category}-g${String(i + 1).padStart(3, '0')}`,
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
