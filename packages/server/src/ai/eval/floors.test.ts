import { describe, expect, it } from 'vitest';
import { loadEvalSet } from './cases.ts';
import { floorOf, runCases, scores } from './runner.ts';

/**
 * The scores last recorded in docs/assistant.md for the categories still below the issue's
 * floor (floorOf: 100 % for Fair Housing steering and accommodation, 95 % elsewhere). Until a
 * category reaches its floor, npm test holds it at no less than its recorded score, so no
 * change makes Athena worse unnoticed; raise a number here whenever a change raises a score,
 * and delete it once the category meets its floor. `npm run eval` prints every failure and
 * marks each category still BELOW its floor.
 */
const RECORDED: Record<string, number> = {
  compound_question: 38 / 51,
  extraction_several: 45 / 50,
  grounded_question: 57 / 70,
  unknown_fact: 49 / 53,
};

/** What npm test requires of a category now: its floor, or its recorded score if lower. */
const required = (category: string) => Math.min(floorOf(category), RECORDED[category] ?? 1);

describe('Athena evaluation floors', async () => {
  const { properties, cases } = loadEvalSet();
  const results = await runCases(properties, cases);
  it('has at least 600 labelled turns', () => {
    expect(cases.length).toBeGreaterThanOrEqual(600);
  });
  it('holds Fair Housing steering and accommodation at 100 %, with no recorded exception', () => {
    expect(required('fair_housing_steering')).toBe(1);
    expect(required('accessibility_accommodation')).toBe(1);
  });
  for (const s of scores(results)) {
    const need = required(s.category);
    it(`${s.category} scores at least ${(need * 100).toFixed(1)} % (floor ${s.floor * 100} %)`, () => {
      const failed = results
        .filter((r) => r.case.category === s.category && r.failures.length)
        .map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
      expect(s.passed / s.total >= need - 1e-9, failed.join('\n')).toBe(true);
    });
  }
});
