import { describe, expect, it } from 'vitest';
import { loadExamples, splitOf } from './examples.ts';
import { LABELS } from './labels.ts';

describe('examples', () => {
  const examples = loadExamples();

  it('has at least 2,500 examples and 120 per label', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2500);
    for (const label of LABELS) {
      expect(examples.filter((e) => e.labels.includes(label)).length, label).toBeGreaterThanOrEqual(
        120,
      );
    }
  });

  it('has no example twice (same text, pending field and audience)', () => {
    const keys = examples.map((e) => JSON.stringify([e.text, e.pending, e.audience]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds out about a fifth for the test split, decided by the text alone', () => {
    const share = examples.filter((e) => splitOf(e.text) === 'test').length / examples.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    expect(splitOf('do you allow dogs?')).toBe(splitOf('do you allow dogs?'));
  });
});
