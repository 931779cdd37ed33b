/**
 * The holdout and fresh sets (written apart, each message once) are plain JSON now: the
 * scripts that first wrote them are gone, and these checks keep a hand edit from breaking
 * what a case promises. (The in-repo set repeats short replies under other pending questions
 * on purpose; the unseen sets have eval/unseen-check.ts.) Every id and message appears
 * once, a case names a unit of its property and only questions the property asks, and each
 * group of words an answer must mention has an alternative that occurs in the property's
 * facts, so an expected answer is always one Athena could give from them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVAL_DIR, type EvalCase, type EvalProperty, loadEvalSet } from './cases.ts';

const SETS = ['holdout', 'fresh'];

/** Categories whose expected words must come from the facts. */
const GROUNDED = new Set([
  'grounded_question',
  'compound_question',
  'accessibility_accommodation',
  'vouchers_income_source',
]);

/** Every fact a case may draw on, as one lower-case text (unit numbers spelled as words too). */
function factsText(p: EvalProperty): string {
  const parts = [JSON.stringify(p.property), p.lease, ...p.policies.map((x) => JSON.stringify(x))];
  for (const unit of p.units) {
    parts.push(
      JSON.stringify(unit),
      `${unit.bedrooms} bedrooms ${unit.bathrooms} bathrooms ${unit.sizeSqft} sq ft`,
    );
  }
  return parts.join(' ').toLowerCase();
}

/** Whether the property asks the pending question (a pet step needs its pet question on). */
function asks(p: EvalProperty, pending: string): boolean {
  if (pending === 'PET_COUNT') return p.property.petQuestions.includes('COUNT');
  if (pending.startsWith('PET_')) return p.property.petQuestions.includes(pending.slice(4));
  return p.property.questions.includes(pending);
}

/** A voucher case at a property without a rent-assistance policy expects the manager's word. */
const needsFacts = (c: EvalCase, p: EvalProperty) =>
  GROUNDED.has(c.category) &&
  (c.category !== 'vouchers_income_source' ||
    p.policies.some((x) => x.attributeType === 'RENT_ASSISTANCE_PROGRAMS'));

function problemsOf(c: EvalCase, p: EvalProperty | undefined, facts: string): string[] {
  if (!p) return [`unknown property ${c.property}`];
  const problems: string[] = [];
  if (c.unit !== null && !p.units.some((u) => u.unitNumber === c.unit)) {
    problems.push(`unknown unit ${c.unit}`);
  }
  const pending = c.context.pendingQuestion;
  if (pending && !asks(p, pending)) problems.push(`${pending} is not asked by ${p.id}`);
  const extracted = c.expect.extracted ?? {};
  if ('totalResidents' in extracted && !p.property.questions.includes('TOTAL_RESIDENTS')) {
    problems.push('totalResidents extracted where it is not asked');
  }
  if ('smoking' in extracted && !p.property.questions.includes('SMOKING')) {
    problems.push('smoking extracted where it is not asked');
  }
  if (needsFacts(c, p)) {
    for (const group of c.expect.mentionsAll ?? []) {
      if (!group.some((word) => facts.includes(word.toLowerCase()))) {
        problems.push(`no word of ${JSON.stringify(group)} is in the facts`);
      }
    }
  }
  return problems;
}

describe.each(SETS)('the evaluation set %s', (set) => {
  const { properties, cases } = loadEvalSet(join(EVAL_DIR, set));
  const byId = new Map(properties.map((p) => [p.id, p]));
  const facts = new Map(properties.map((p) => [p.id, factsText(p)]));

  it('has each id and each message once', () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(cases.map((c) => c.id))).toEqual([]);
    expect(repeated(cases.map((c) => c.message.trim().toLowerCase()))).toEqual([]);
  });

  it("keeps each case to its property's units, questions and facts", () => {
    const problems = cases.flatMap((c) =>
      problemsOf(c, byId.get(c.property), facts.get(c.property) ?? '').map(
        (problem) => `${c.id}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
