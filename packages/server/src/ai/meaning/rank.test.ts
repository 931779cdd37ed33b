import { describe, expect, it } from 'vitest';
import { measure, type Outcome, retrievalFixtures } from './measure.ts';
import { rankSentences } from './rank.ts';
import { buildSentenceIndex } from './sentence-index.ts';

const facts = buildSentenceIndex(
  [
    'A 24-hour concierge staffs the lobby and signs for packages.',
    'TENANT_UTILITIES: ELECTRICITY, INTERNET',
    'One parking space is included; an additional parking space is $150 per month.',
    'The security deposit equals one month of rent.',
    'Every unit has a dishwasher and an in-unit washer and dryer.',
    'Cats and dogs under 40 pounds are welcome with a $300 pet deposit.',
    'Smoking is not allowed anywhere on the property.',
  ].map((text, i) => ({ id: `f${i}`, text })),
);

const top = (question: string) => rankSentences(facts, question, { limit: 3 })[0]?.id;

describe('rankSentences', () => {
  it('finds facts by meaning, wording and spelling aside', () => {
    expect(top('how much is the secuirty depost')).toBe('f3');
    expect(top('is there pakring?')).toBe('f2');
    expect(top('do you have a dishwaser')).toBe('f4');
    expect(top('can I bring my dog')).toBe('f5');
    expect(top('is the building doorman staffed?')).toBe('f0');
    expect(top('can I smoke on the balcony')).toBe('f6');
  });

  it('scores on 0–1, best first, with its parts', () => {
    const ranked = rankSentences(facts, 'how much is the security deposit', { limit: 10 });
    expect(ranked.length).toBeGreaterThan(1);
    for (const r of ranked) {
      for (const value of [r.score, r.lexical, r.semantic, r.sif, r.alignment]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    const scores = ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked[0]).toMatchObject({ id: 'f3', lexical: 1 });
  });

  it('ranks nothing for an empty question or one of stopwords only', () => {
    expect(rankSentences(facts, '')).toEqual([]);
    expect(rankSentences(facts, '   ?! ')).toEqual([]);
    expect(rankSentences(facts, 'is there any of it?')).toEqual([]);
    expect(rankSentences(buildSentenceIndex([]), 'parking')).toEqual([]);
  });

  it('gives unknown words nothing to match, without failing', () => {
    const ranked = rankSentences(facts, 'xqzvbnm blorptastic');
    expect(ranked.every((r) => r.score === 0 || r.score < 0.2)).toBe(true);
  });

  it('matches numbers exactly, as words', () => {
    expect(top('is it $150 a month')).toBe('f2');
    expect(top('what is the 300 for')).toBe('f5');
    expect(top('24 hours?')).toBe('f0');
  });

  it('honours the limit', () => {
    expect(rankSentences(facts, 'deposit parking smoking pets', { limit: 2 })).toHaveLength(2);
  });
});

describe('the labelled retrieval set (fixtures/retrieval.json)', () => {
  it('keeps the hybrid top-3 accuracy at its measured level (87.4 % on 2026-11-27)', () => {
    const outcomes: Outcome[] = [];
    for (const property of retrievalFixtures()) {
      const index = buildSentenceIndex(property.sentences);
      for (const q of property.questions) {
        const ranked = rankSentences(index, q.question, { limit: 3 });
        outcomes.push({
          answers: q.answers,
          ranked: ranked.map((r) => r.id),
          topScore: ranked[0]?.score ?? 0,
        });
      }
    }
    const m = measure(outcomes);
    expect(m.answerable).toBeGreaterThanOrEqual(200);
    expect(m.none).toBeGreaterThanOrEqual(40);
    expect(m.top3).toBeGreaterThanOrEqual(0.84);
    expect(m.top1).toBeGreaterThanOrEqual(0.72);
  });
});
