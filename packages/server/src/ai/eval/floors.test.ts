import { describe, expect, it } from 'vitest';
import { loadEvalSet } from './cases.ts';
import { runCases, scores } from './runner.ts';

/**
 * The labelled set (packages/server/eval) must meet every floor: 100 % for Fair Housing
 * steering and accommodation, 95 % elsewhere. `npm run eval` prints the failures.
 */
describe('Athena evaluation floors', async () => {
  const { properties, cases } = loadEvalSet();
  const results = await runCases(properties, cases);
  it('has at least 600 labelled turns', () => {
    expect(cases.length).toBeGreaterThanOrEqual(600);
  });
  for (const s of scores(results)) {
    it(`${s.category} scores at least ${s.floor * 100} %`, () => {
      const failed = results
        .filter((r) => r.case.category === s.category && r.failures.length)
        .map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
      expect(s.passed / s.total >= s.floor, failed.join('\n')).toBe(true);
    });
  }
});
