import { describe, expect, it } from 'vitest';
import { LABELS, readClauses, readingThresholds, readTurn, type TurnInput } from './index.ts';

const prospect = (text: string, pending: TurnInput['pending'] = null): TurnInput => ({
  text,
  pending,
  audience: 'prospect',
});

describe('readTurn', () => {
  it('gives every label a probability and lists those above threshold, most probable first', () => {
    const reading = readTurn(prospect('yes 2 cats. is there pet rent?', 'PETS'));
    expect(Object.keys(reading.labels).sort()).toEqual([...LABELS].sort());
    for (const p of Object.values(reading.labels)) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    const thresholds = readingThresholds();
    for (const label of reading.top)
      expect(reading.labels[label]).toBeGreaterThanOrEqual(thresholds[label]);
    const ps = reading.top.map((l) => reading.labels[l]);
    expect([...ps].sort((a, b) => b - a)).toEqual(ps);
  });

  it('never reads an answer when no question is pending', () => {
    expect(readTurn(prospect('2 cats', null)).labels.answer).toBe(0);
  });

  it('reads an empty message as nothing', () => {
    const reading = readTurn(prospect('   ', 'PETS'));
    expect(reading.top).toEqual([]);
    expect(Math.max(...Object.values(reading.labels))).toBe(0);
  });

  it('is a pure function of its input', () => {
    const turn = prospect('can I come see it saturday?', 'MOVE_IN_DATE');
    expect(readTurn(turn)).toEqual(readTurn(turn));
  });

  it('reads clauses one by one', () => {
    const parts = readClauses(prospect('hi! is parking included?'));
    expect(parts.map((p) => p.text)).toEqual(['hi!', 'is parking included?']);
    expect(parts[0]!.reading.top).toContain('small_talk');
    expect(parts[1]!.reading.top).toContain('question');
  });
});
