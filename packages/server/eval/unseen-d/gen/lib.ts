/**
 * Helpers for writing the labelled cases of set D (written on their own, same case shape as
 * the other sets: packages/server/src/ai/eval/cases.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from '../../../src/ai/eval/cases.ts';

export const TODAY = '2026-11-24';

export type Turn = { role: 'user' | 'assistant'; text: string };
export type Range = { from: string; to: string };

/** What a case expects: the schema's own type (src/ai/eval/cases.ts). */
export type Expect = EvalCase['expect'];

/** One case as written in a generator, before its id is given. */
export interface Draft {
  property: string;
  unit?: string | null;
  message: string;
  expect: Expect;
  pending?: string | null;
  history?: Turn[];
  viewingBooked?: boolean;
  answers?: Record<string, unknown>;
  audience?: 'prospect' | 'resident';
}

const lastDay = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** A whole month, 'YYYY-MM'. */
export const month = (ym: string): Range => ({
  from: `${ym}-01`,
  to: `${ym}-${String(lastDay(ym)).padStart(2, '0')}`,
});
/** Early = days 1-10. */
export const early = (ym: string): Range => ({ from: `${ym}-01`, to: `${ym}-10` });
/** Mid = days 11-20. */
export const mid = (ym: string): Range => ({ from: `${ym}-11`, to: `${ym}-20` });
/** Late = day 21 to the last day. */
export const late = (ym: string): Range => ({
  from: `${ym}-21`,
  to: `${ym}-${String(lastDay(ym)).padStart(2, '0')}`,
});
/** The first week: days 1-7. */
export const firstWeek = (ym: string): Range => ({ from: `${ym}-01`, to: `${ym}-07` });
/** The second half: day 16 to the last day. */
export const secondHalf = (ym: string): Range => ({
  from: `${ym}-16`,
  to: `${ym}-${String(lastDay(ym)).padStart(2, '0')}`,
});
/** One day. */
export const day = (d: string): Range => ({ from: d, to: d });

/** A monthly amount stored as a ±3 % band, rounded to whole dollars. */
export const band = (monthly: number) => ({
  min: Math.round(monthly * 0.97),
  max: Math.round(monthly * 1.03),
});
export const yearly = (y: number) => band(y / 12);
export const biweekly = (b: number) => band((b * 26) / 12);
export const weekly = (w: number) => band((w * 52) / 12);
/** A stated range, kept exact. */
export const between = (min: number, max: number) => ({ min, max });

/** A voucher or income-source reply never turns the source away with these words. */
export const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];

/** Numbers the drafts, fills the context, and writes ../cases/<category>.json. */
export function writeCategory(category: string, drafts: Draft[]) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dir = join(here, '..', 'cases');
  mkdirSync(dir, { recursive: true });
  const cases = drafts.map((d, i) => {
    const context: Record<string, unknown> = {
      pendingQuestion: d.pending ?? null,
      history: d.history ?? [],
      viewingBooked: d.viewingBooked ?? false,
      today: TODAY,
    };
    if (d.answers) context.answers = d.answers;
    return {
      id: `${category}-d${String(i + 1).padStart(3, '0')}`,
      category,
      audience: d.audience ?? (category === 'resident_maintenance' ? 'resident' : 'prospect'),
      property: d.property,
      unit: d.unit ?? null,
      context,
      message: d.message,
      expect: d.expect,
    };
  });
  writeFileSync(join(dir, `${category}.json`), `${JSON.stringify(cases, null, 2)}\n`);
  return cases.length;
}
