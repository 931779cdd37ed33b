import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVAL_DIR, loadEvalSet } from './cases.ts';
import { runCases, scores } from './runner.ts';

/**
 * The second set (eval/holdout: two more properties, written apart from the rules and used
 * since to find what the first missed) is held at no less than the scores recorded in
 * docs/assistant.md, so no change makes Athena worse on it unnoticed.
 */
const HOLDOUT_RECORDED: Record<string, number> = {
  compound_question: 44 / 50,
  extraction_several: 40 / 40,
  grounded_question: 55 / 60,
  // 'What elementary school would my kids go to' is labelled an unknown fact; since the
  // trained reader gives schools asked about for one's children the equal-housing answer
  // (issue 28: schools as a proxy are a Fair Housing question), 39 of 40.
  unknown_fact: 39 / 40,
};

describe('Athena evaluation floors', async () => {
  const { properties, cases } = loadEvalSet();
  const results = await runCases(properties, cases);
  it('has at least 600 labelled turns', () => {
    expect(cases.length).toBeGreaterThanOrEqual(600);
  });
  for (const s of scores(results)) {
    it(`${s.category} scores at least its floor of ${s.floor * 100} %`, () => {
      const failed = results
        .filter((r) => r.case.category === s.category && r.failures.length)
        .map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
      expect(s.passed / s.total >= s.floor - 1e-9, failed.join('\n')).toBe(true);
    });
  }
});

describe('Athena on the second set', async () => {
  const { properties, cases } = loadEvalSet(join(EVAL_DIR, 'holdout'));
  const results = await runCases(properties, cases);
  for (const s of scores(results)) {
    const need = HOLDOUT_RECORDED[s.category] ?? s.floor;
    it(`${s.category} scores at least ${(need * 100).toFixed(1)} %`, () => {
      const failed = results
        .filter((r) => r.case.category === s.category && r.failures.length)
        .map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
      expect(s.passed / s.total >= need - 1e-9, failed.join('\n')).toBe(true);
    });
  }
});
