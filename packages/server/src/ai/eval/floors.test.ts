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
  compound_question: 46 / 50,
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

/**
 * The third set (eval/fresh) and the first set written apart from the project (eval/unseen-a,
 * the development check of issue 28) are spent as measures of new wording; they are held
 * at the scores docs/assistant.md records for them, turns passed per category.
 */
const FRESH_RECORDED: Record<string, number> = {
  grounded_question: 34 / 40,
};
const UNSEEN_A_RECORDED: Record<string, number> = {
  accessibility_accommodation: 20 / 21,
  compound_question: 14 / 15,
  conversational_after_screening: 12 / 13,
  grounded_question: 21 / 24,
  question_while_answering: 13 / 15,
  resident_maintenance: 14 / 15,
};
/**
 * The third set written apart (eval/unseen-c, 2026-11-28): its first run is recorded in
 * docs/assistant.md; it has been used since to find kinds of failure, and is held here.
 */
const UNSEEN_C_RECORDED: Record<string, number> = {
  conversational_after_screening: 12 / 13,
  extraction_several: 13 / 14,
  grounded_question: 18 / 24,
  resident_maintenance: 14 / 15,
  unknown_fact: 16 / 18,
};
/**
 * The fourth set written apart (eval/unseen-d, 2026-11-29): first run 226/280, recorded in
 * docs/assistant.md; used since to find kinds of failure, and held here.
 */
const UNSEEN_D_RECORDED: Record<string, number> = {
  compound_question: 13 / 15,
  grounded_question: 23 / 25,
  names: 13 / 14,
  question_while_answering: 11 / 15,
  unknown_fact: 16 / 18,
};

/**
 * The final set (eval/unseen-b), scored once on 2026-11-29 (232/276, docs/assistant.md) and
 * read for kinds of failure since: held at what it scores now.
 */
const UNSEEN_B_RECORDED: Record<string, number> = {
  accessibility_accommodation: 20 / 21,
  answer_correction: 13 / 14,
  compound_question: 14 / 15,
  conversational_after_screening: 11 / 13,
  extraction_several: 13 / 14,
  grounded_question: 23 / 25,
  question_while_answering: 13 / 15,
  resident_maintenance: 14 / 15,
  unknown_fact: 15 / 18,
};

/**
 * The fifth set written apart (eval/unseen-e, 2026-11-29): first run 236/285, recorded in
 * docs/assistant.md; used since to find kinds of failure, and held here.
 */
const UNSEEN_E_RECORDED: Record<string, number> = {
  compound_question: 12 / 15,
  conversational_after_screening: 12 / 13,
  extraction_several: 14 / 15,
  grounded_question: 17 / 27,
  names: 14 / 15,
  question_while_answering: 11 / 15,
  unknown_fact: 16 / 18,
  vouchers_income_source: 12 / 13,
};

/**
 * The sixth set written apart (eval/unseen-f, 2026-11-29): first run 232/285, recorded in
 * docs/assistant.md; used since to find kinds of failure, and held here.
 */
const UNSEEN_F_RECORDED: Record<string, number> = {
  accessibility_accommodation: 19 / 21,
  answer_correction: 13 / 15,
  compound_question: 13 / 15,
  conversational_after_screening: 12 / 13,
  extraction_clear: 17 / 18,
  extraction_several: 14 / 15,
  // 16, not 17, since 2026-11-29: "how long do ppl usually wait to get a 3 bedroom" had passed
  // on the unit named in an answer that never said the wait; it now goes to the manager.
  grounded_question: 16 / 27,
  question_while_answering: 13 / 15,
  unknown_fact: 13 / 18,
};

/**
 * The seventh set written apart (eval/unseen-g, 2026-11-29): scored once at 09151c6 (232/278,
 * recorded in docs/assistant.md), read for kinds of failure since, and held here.
 */
const UNSEEN_G_RECORDED: Record<string, number> = {
  accessibility_accommodation: 20 / 21,
  compound_question: 14 / 15,
  extraction_unsure: 11 / 13,
  grounded_question: 19 / 24,
  names: 14 / 15,
};

/**
 * The eighth set written apart (eval/unseen-h, 2026-11-29), the final set of the morning:
 * scored once, at 7b36130 (250/290, docs/assistant.md), read for kinds of failure since,
 * and held here.
 */
const UNSEEN_H_RECORDED: Record<string, number> = {
  accessibility_accommodation: 20 / 22,
  answer_correction: 13 / 15,
  compound_question: 12 / 15,
  conversational: 12 / 13,
  extraction_refused: 12 / 13,
  extraction_unsure: 13 / 14,
  grounded_question: 14 / 24,
  names: 15 / 16,
  question_while_answering: 14 / 15,
  resident_maintenance: 15 / 16,
  unknown_fact: 13 / 15,
};

/**
 * The ninth set written apart (eval/unseen-i, 2026-11-29), scored once at 93a112b (243/290,
 * docs/assistant.md), read for kinds of failure since, and held here.
 */
const UNSEEN_I_RECORDED: Record<string, number> = {
  accessibility_accommodation: 19 / 22,
  compound_question: 11 / 15,
  conversational: 12 / 13,
  extraction_clear: 17 / 18,
  grounded_question: 14 / 24,
  names: 10 / 16,
  question_while_answering: 12 / 15,
  unknown_fact: 12 / 15,
};

/**
 * eval/unseen-j: a tenth set written apart, scored once at cd8f834 (234/290, 258 now,
 * docs/assistant.md), read for kinds of failure since, and held here.
 */
const UNSEEN_J_RECORDED: Record<string, number> = {
  accessibility_accommodation: 20 / 22,
  compound_question: 10 / 15,
  conversational_after_screening: 12 / 14,
  extraction_clear: 17 / 18,
  extraction_unsure: 13 / 14,
  grounded_question: 11 / 24,
  names: 13 / 16,
  question_while_answering: 14 / 15,
  unknown_fact: 11 / 15,
};

/**
 * eval/unseen-k and eval/unseen-l: an eleventh and a twelfth set written apart, scored once
 * (unseen-k at 5116497, 230/290; unseen-l at f79d4d5, 222/290; 256 and 245 now), read for
 * kinds of failure since (docs/assistant.md), and held here.
 */
const UNSEEN_K_RECORDED: Record<string, number> = {
  accessibility_accommodation: 21 / 22,
  answer_correction: 14 / 15,
  compound_question: 8 / 15,
  conversational_after_screening: 12 / 14,
  grounded_question: 13 / 24,
  names: 12 / 16,
  question_while_answering: 14 / 15,
  unknown_fact: 8 / 15,
};
const UNSEEN_L_RECORDED: Record<string, number> = {
  accessibility_accommodation: 18 / 22,
  compound_question: 7 / 15,
  conversational_after_screening: 11 / 14,
  extraction_clear: 17 / 18,
  extraction_unsure: 13 / 14,
  grounded_question: 7 / 24,
  names: 14 / 16,
  question_while_answering: 10 / 15,
  resident_maintenance: 15 / 16,
  unknown_fact: 12 / 15,
};

/**
 * eval/unseen-m: a thirteenth set written apart, kept unopened and scored once at e125a91
 * (246/298, the figure that counts), read for kinds of failure since (258 now), held here.
 */
const UNSEEN_M_RECORDED: Record<string, number> = {
  accessibility_accommodation: 21 / 23,
  answer_correction: 14 / 15,
  compound_question: 10 / 16,
  conversational_after_screening: 11 / 14,
  extraction_clear: 17 / 18,
  extraction_unsure: 13 / 14,
  grounded_question: 10 / 26,
  names: 16 / 17,
  question_while_answering: 12 / 16,
  unknown_fact: 11 / 15,
  vouchers_income_source: 13 / 14,
};

for (const [set, recorded] of [
  ['holdout', HOLDOUT_RECORDED],
  ['fresh', FRESH_RECORDED],
  ['unseen-a', UNSEEN_A_RECORDED],
  ['unseen-c', UNSEEN_C_RECORDED],
  ['unseen-b', UNSEEN_B_RECORDED],
  ['unseen-d', UNSEEN_D_RECORDED],
  ['unseen-e', UNSEEN_E_RECORDED],
  ['unseen-f', UNSEEN_F_RECORDED],
  ['unseen-g', UNSEEN_G_RECORDED],
  ['unseen-h', UNSEEN_H_RECORDED],
  ['unseen-i', UNSEEN_I_RECORDED],
  ['unseen-j', UNSEEN_J_RECORDED],
  ['unseen-k', UNSEEN_K_RECORDED],
  ['unseen-l', UNSEEN_L_RECORDED],
  ['unseen-m', UNSEEN_M_RECORDED],
] as const)
  describe(`Athena on eval/${set}`, async () => {
    const { properties, cases } = loadEvalSet(join(EVAL_DIR, set));
    const results = await runCases(properties, cases);
    for (const s of scores(results)) {
      const need = recorded[s.category] ?? s.floor;
      it(`${s.category} scores at least ${(need * 100).toFixed(1)} %`, () => {
        const failed = results
          .filter((r) => r.case.category === s.category && r.failures.length)
          .map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
        expect(s.passed / s.total >= need - 1e-9, failed.join('\n')).toBe(true);
      });
    }
  });
