/**
 * Small helpers for writing the labelled cases of set C (its own copy of the set-A shape).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TODAY = '2026-11-24';

export type Pending =
  | null
  | 'PETS'
  | 'SMOKING'
  | 'MOVE_IN_DATE'
  | 'MONTHLY_INCOME'
  | 'TOTAL_RESIDENTS'
  | 'PET_COUNT'
  | 'PET_TYPE'
  | 'PET_DOG_SIZE'
  | 'PET_DOG_BREED'
  | 'PET_EMOTIONAL_SUPPORT';

export type Turn = { role: 'user' | 'assistant'; text: string };

export type Answers = {
  pets?: boolean;
  smoking?: boolean;
  moveInDate?: string;
  monthlyIncome?: number;
  totalResidents?: number;
  name?: string;
};

export type Expect = {
  outcome: string;
  mentionsAll?: string[][];
  mentionsNone?: string[];
  extracted?: Record<string, unknown>;
  notExtracted?: string[];
  noViewingOffer?: boolean;
  alsoEscalated?: boolean;
  wishText?: string;
  urgency?: 'EMERGENCY' | 'ROUTINE';
};

export type Opts = {
  pending?: Pending;
  history?: Turn[];
  booked?: boolean;
  answers?: Answers;
  audience?: 'prospect' | 'resident';
};

export const U = (text: string): Turn => ({ role: 'user', text });
export const A = (text: string): Turn => ({ role: 'assistant', text });

// ----- extraction value helpers ---------------------------------------------------------------

/** A single stated monthly amount, stored as a ±3 % band rounded to whole dollars. */
export const band = (monthly: number) => ({
  min: Math.round(monthly * 0.97),
  max: Math.round(monthly * 1.03),
});
export const yearly = (n: number) => band(n / 12);
export const weekly = (n: number) => band((n * 52) / 12);
export const biweekly = (n: number) => band((n * 26) / 12);
export const twiceMonthly = (n: number) => band(n * 2);
export const hourly = (n: number) => band((n * 40 * 52) / 12);
/** A stated range is kept exactly. */
export const range = (min: number, max: number) => ({ min, max });

const lastDay = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const pad = (n: number) => String(n).padStart(2, '0');
export const day = (d: string) => ({ from: d, to: d });
export const span = (from: string, to: string) => ({ from, to });
export const month = (ym: string) => ({ from: `${ym}-01`, to: `${ym}-${pad(lastDay(ym))}` });
export const early = (ym: string) => ({ from: `${ym}-01`, to: `${ym}-10` });
export const mid = (ym: string) => ({ from: `${ym}-11`, to: `${ym}-20` });
export const late = (ym: string) => ({ from: `${ym}-21`, to: `${ym}-${pad(lastDay(ym))}` });
export const firstWeek = (ym: string) => ({ from: `${ym}-01`, to: `${ym}-07` });

// ----- case collection ------------------------------------------------------------------------

export type Case = {
  id: string;
  category: string;
  audience: 'prospect' | 'resident';
  property: string;
  unit: string | null;
  context: {
    pendingQuestion: Pending;
    history: Turn[];
    viewingBooked: boolean;
    today: string;
    answers?: Answers;
  };
  message: string;
  expect: Expect;
};

export class CaseSet {
  readonly byCategory = new Map<string, Case[]>();

  constructor(readonly letter: string) {}

  add(
    category: string,
    property: string,
    unit: string | null,
    message: string,
    expect: Expect,
    opts: Opts = {},
  ): void {
    const list = this.byCategory.get(category) ?? [];
    const id = `${category}-${this.letter}${String(list.length + 1).padStart(3, '0')}`;
    const context: Case['context'] = {
      pendingQuestion: opts.pending ?? null,
      history: opts.history ?? [],
      viewingBooked: opts.booked ?? false,
      today: TODAY,
    };
    if (opts.answers) context.answers = opts.answers;
    list.push({
      id,
      category,
      audience: opts.audience ?? 'prospect',
      property,
      unit,
      context,
      message,
      expect,
    });
    this.byCategory.set(category, list);
  }

  write(dir: string): void {
    mkdirSync(dir, { recursive: true });
    let total = 0;
    for (const [category, list] of this.byCategory) {
      writeFileSync(join(dir, `${category}.json`), `${JSON.stringify(list, null, 2)}\n`);
      total += list.length;
      console.log(`${category.padEnd(32)} ${list.length}`);
    }
    console.log(`${'total'.padEnd(32)} ${total}`);
  }
}
