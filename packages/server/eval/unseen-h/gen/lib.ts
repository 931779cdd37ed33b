/**
 * Tooling for set H: the ids of its three properties, move-in ranges, income bands, Athena's
 * pre-screening questions in her own words, short history builders, and the writer of
 * ../cases/<category>.json. Written for this set alone; it imports no other set's helpers.
 * The case shape is the schema of packages/server/src/ai/eval/cases.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AMENITY_LABELS } from '@porchlight/domain';
import type { EvalCase } from '../../../src/ai/eval/cases.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every case happens on this day, a Tuesday. */
export const TODAY = '2026-11-24';

/** The three properties of set H. */
export const MALT = 'gantry-malthouse-lofts-milwaukee';
export const MARLOWE = 'marlowe-carriage-house-savannah';
export const FOX = 'foxtail-commons-townhomes-slc';

export type Turn = { role: 'user' | 'assistant'; text: string };
export type Expect = EvalCase['expect'];
export type Span = { from: string; to: string };
export type Band = { min: number; max: number };

/** A case as written by hand, before it gets its id and its full context. */
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

/** Any day of a month ("in march"). */
export const inMonth = (ym: string): Span => ({
  from: `${ym}-01`,
  to: `${ym}-${two(lastDay(ym))}`,
});
/** "early <month>": the 1st to the 10th. */
export const earlyIn = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-10` });
/** "mid <month>": the 11th to the 20th. */
export const midIn = (ym: string): Span => ({ from: `${ym}-11`, to: `${ym}-20` });
/** "late <month>", "end of <month>": the 21st to the last day. */
export const lateIn = (ym: string): Span => ({ from: `${ym}-21`, to: `${ym}-${two(lastDay(ym))}` });
/** "the first week of <month>": the 1st to the 7th. */
export const firstWeekOf = (ym: string): Span => ({ from: `${ym}-01`, to: `${ym}-07` });
/** A named day (or a choice between two days). */
export const on = (from: string, to = from): Span => ({ from, to });

/** A monthly income kept as a band of plus or minus 3 percent, in whole dollars. */
export const monthly = (m: number): Band => ({
  min: Math.round(m * 0.97),
  max: Math.round(m * 1.03),
});
export const yearly = (y: number) => monthly(y / 12);
export const everyTwoWeeks = (pay: number) => monthly((pay * 26) / 12);
export const weeklyPay = (pay: number) => monthly((pay * 52) / 12);
export const hourlyPay = (rate: number, hoursAWeek: number) => weeklyPay(rate * hoursAWeek);

/** Words a reply about vouchers or a source of income must never contain. */
export const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];
/** The one group a voucher reply needs where the property has no rent-assistance policy. */
export const CONFIRM = [['manager', 'confirm', 'check']];

const ASKS: Record<string, string[]> = {
  PETS: ['Will any pets be living with you?', 'Do you have any animals that would move in?'],
  SMOKING: [
    'Does anyone who would live there smoke or vape?',
    'Is anyone in the household a smoker?',
  ],
  MOVE_IN_DATE: ['What date would you like to move in?', 'When would you want to move in?'],
  MONTHLY_INCOME: [
    'What is the total monthly income of your household, before taxes?',
    'Roughly what does your household earn each month before taxes?',
  ],
  TOTAL_RESIDENTS: [
    'How many people in total, counting you, would be living there?',
    'Including yourself, how many people would move in?',
  ],
  PET_COUNT: ['How many pets would be moving in?', 'How many animals do you have?'],
  PET_TYPE: ['Are they dogs, cats or another kind of animal?', 'What kind of pet is it?'],
  PET_DOG_BREED: ['What breed is the dog?', "What's your dog's breed or mix?"],
  PET_DOG_SIZE: ['About how much does the dog weigh?', "What's the dog's weight, roughly?"],
  PET_EMOTIONAL_SUPPORT: [
    'Is that an emotional support animal?',
    'Would that be an emotional support animal or a pet?',
  ],
};

/** Athena asking `step`, with an optional lead-in; `v` picks one of two wordings. */
export function asks(step: string, lead = '', v = 0): Turn {
  const words = ASKS[step];
  if (!words) throw new Error(`no wording for ${step}`);
  const q = words[v % words.length];
  return { role: 'assistant', text: lead ? `${lead} ${q}` : q };
}

export const said = (text: string): Turn => ({ role: 'user', text });
export const replied = (text: string): Turn => ({ role: 'assistant', text });

/** A first message from the prospect, then Athena asking `step`. */
export function opened(first: string, step: string, lead = 'Happy to help.', v = 0): Turn[] {
  return [said(first), asks(step, lead, v)];
}

/** Pets answered yes, then Athena asking the pet sub-question `step`. */
export function petThen(step: string, yes = 'yes, one pet', v = 0): Turn[] {
  return [
    said('hello, is this one still open?'),
    asks('PETS', 'It is!'),
    said(yes),
    asks(step, 'Got it.', v),
  ];
}

/** A finished pre-screening: question and answer pairs, then Athena's closing turn. */
export function screened(pairs: [string, string][], closing: string): Turn[] {
  const turns: Turn[] = [];
  for (const [step, answer] of pairs) turns.push(asks(step), said(answer));
  turns.push(replied(closing));
  return turns;
}

/** The lower-cased facts of each property (what the checker reads), to check mentionsAll early. */
const FACTS = new Map<string, string>();
function factsOf(id: string): string {
  if (!FACTS.size) {
    const props = JSON.parse(readFileSync(join(here, '..', 'properties.json'), 'utf8'));
    for (const p of props) {
      const q = p.property;
      const parts: string[] = [q.name, q.address, q.description];
      for (const a of q.amenities)
        parts.push(a, AMENITY_LABELS[a as keyof typeof AMENITY_LABELS] ?? a);
      if (q.parkingPrice != null)
        parts.push(`$${q.parkingPrice.toLocaleString('en-US')}`, String(q.parkingPrice));
      for (const u of p.units)
        parts.push(
          u.unitNumber,
          u.type,
          u.availability,
          u.description ?? '',
          `${u.bedrooms} bedrooms`,
          `${u.bathrooms} bathrooms`,
          `${u.sizeSqft} sqft`,
          `${u.sizeSqft.toLocaleString('en-US')} square feet`,
          `$${u.monthlyPrice.toLocaleString('en-US')}`,
          String(u.monthlyPrice),
        );
      for (const pol of p.policies) {
        if (pol.textContent) parts.push(pol.textContent);
        if (pol.numericValue != null) parts.push(String(pol.numericValue));
      }
      parts.push(p.lease);
      FACTS.set(p.id, parts.join('\n').toLowerCase());
    }
  }
  const text = FACTS.get(id);
  if (!text) throw new Error(`unknown property ${id}`);
  return text;
}

/** The lower-cased facts of one property, for checks in the case generator. */
export const factsFor = factsOf;

/** Numbers a category's specs (<category>-hNNN), fills each context and writes the file. */
export function writeCategory(category: string, specs: Spec[]): number {
  const dir = join(here, '..', 'cases');
  mkdirSync(dir, { recursive: true });
  const cases: EvalCase[] = specs.map((s, i) => {
    const id = `${category}-h${String(i + 1).padStart(3, '0')}`;
    const context: EvalCase['context'] = {
      pendingQuestion: s.pending ?? null,
      history: s.history ?? [],
      viewingBooked: s.viewingBooked ?? false,
      today: TODAY,
    };
    if (s.answers) context.answers = s.answers;
    if (context.pendingQuestion && context.history.at(-1)?.role !== 'assistant')
      throw new Error(`${id}: a pending question needs Athena's turn last`);
    const facts = factsOf(s.property);
    for (const group of s.expect.mentionsAll ?? [])
      if (!group.some((alt) => facts.includes(alt.toLowerCase())))
        throw new Error(`${id}: no alternative of ${JSON.stringify(group)} is in the facts`);
    return {
      id,
      category,
      audience: category === 'resident_maintenance' ? 'resident' : 'prospect',
      property: s.property,
      unit: s.unit ?? null,
      context,
      message: s.message,
      expect: s.expect,
    };
  });
  writeFileSync(join(dir, `${category}.json`), `${JSON.stringify(cases, null, 2)}\n`);
  return cases.length;
}
