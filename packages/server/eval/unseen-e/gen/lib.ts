/**
 * Helpers for the labelled cases of set E. Written for this set alone (it imports nothing
 * from another set); the case shape is the schema's: packages/server/src/ai/eval/cases.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from '../../../src/ai/eval/cases.ts';

/** The day every case is set on. */
export const TODAY = '2026-11-24';

export type Turn = { role: 'user' | 'assistant'; text: string };
export type DateRange = { from: string; to: string };
export type Expect = EvalCase['expect'];

/** A case before it is numbered. */
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

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** 'YYYY-MM': the whole month. */
export const wholeMonth = (ym: string): DateRange => ({
  from: `${ym}-01`,
  to: `${ym}-${pad(daysIn(ym))}`,
});
/** Early in a month: days 1 to 10. */
export const earlyIn = (ym: string): DateRange => ({ from: `${ym}-01`, to: `${ym}-10` });
/** The middle of a month: days 11 to 20. */
export const midIn = (ym: string): DateRange => ({ from: `${ym}-11`, to: `${ym}-20` });
/** Late in a month: day 21 to the last. */
export const lateIn = (ym: string): DateRange => ({
  from: `${ym}-21`,
  to: `${ym}-${pad(daysIn(ym))}`,
});
/** The first week: days 1 to 7. */
export const firstWeekOf = (ym: string): DateRange => ({ from: `${ym}-01`, to: `${ym}-07` });
/** The second half: day 16 to the last. */
export const secondHalfOf = (ym: string): DateRange => ({
  from: `${ym}-16`,
  to: `${ym}-${pad(daysIn(ym))}`,
});
/** One named day. */
export const onDay = (d: string): DateRange => ({ from: d, to: d });

/** A monthly income kept as a band of plus or minus 3 %, in whole dollars. */
export const monthly = (m: number) => ({ min: Math.round(m * 0.97), max: Math.round(m * 1.03) });
export const perYear = (y: number) => monthly(y / 12);
export const everyTwoWeeks = (b: number) => monthly((b * 26) / 12);
export const perWeek = (w: number) => monthly((w * 52) / 12);

/** Words a reply about a voucher or an income source must never use. */
export const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];

/** Numbers the drafts (<category>-eNNN), fills the context and writes ../cases/<category>.json. */
export function writeCategory(category: string, drafts: Draft[]): number {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'cases');
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
      id: `${category}-e${String(i + 1).padStart(3, '0')}`,
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
