import { describe, expect, it } from 'vitest';
import {
  bigrams,
  caseFeatures,
  charNgrams,
  type FeatureSettings,
  featurize,
  shapeFeatures,
} from './features.ts';
import { hashString } from './hash.ts';
import type { TurnInput } from './labels.ts';
import { normalizeText, tokenClasses, tokenize } from './text.ts';

const settings: FeatureSettings = {
  hashBits: 16,
  charMin: 3,
  charMax: 5,
  wordWeight: 1,
  bigramWeight: 0.7,
  charWeight: 2,
  crossWeight: 0.5,
  shapeWeight: 0.5,
  crossTokens: 3,
  denseWeight: 0,
  denseDims: 0,
};

const turn = (text: string, pending: TurnInput['pending'] = null): TurnInput => ({
  text,
  pending,
  audience: 'prospect',
});

const asMap = (v: { indices: Int32Array; values: Float32Array }) =>
  new Map(Array.from(v.indices, (i, k) => [i, v.values[k]!]));

describe('text', () => {
  it('normalises case, apostrophes, spaces and full-width letters', () => {
    expect(normalizeText('  I’M   ＩＧＮＯＲＥ\n you ')).toBe("i'm ignore you");
  });

  it('keeps words, numbers, emoji and intent punctuation as tokens', () => {
    expect(tokenize(normalizeText("Is it $1,500/mo?? can't wait 😍"))).toEqual([
      'is',
      'it',
      '$',
      '1',
      '500',
      'mo',
      '?',
      '?',
      "can't",
      'wait',
      '😍',
    ]);
  });

  it('gives numbers and emoji coarse classes', () => {
    expect(tokenClasses('2')).toEqual(['<num>', '<n1>']);
    expect(tokenClasses('4500')).toEqual(['<num>', '<n3+>']);
    expect(tokenClasses('15th')).toEqual(['<num>', '<ordinal>']);
    expect(tokenClasses('62k')).toEqual(['<num>', '<thousands>']);
    expect(tokenClasses('80lbs')).toEqual(['<num>', '<weight>']);
    expect(tokenClasses('👍')).toEqual(['<emoji>']);
    expect(tokenClasses('dog')).toEqual([]);
  });
});

describe('features', () => {
  it('hashes stably (the committed model depends on these exact values)', () => {
    expect(hashString('w:dog')).toBe(hashString('w:dog'));
    expect(hashString('')).toBe(hashString(''));
    expect(hashString('w:dog')).not.toBe(hashString('w:cat'));
    expect(hashString('abc')).toBe(482950588);
  });

  it('pads bigrams and character n-grams', () => {
    expect(bigrams(['hi', 'there'])).toEqual(['<s> hi', 'hi there', 'there </s>']);
    expect(charNgrams('hi', 3, 4)).toEqual([' hi', 'hi ', ' hi ']);
  });

  it('reads the shape of a message', () => {
    const shape = (t: string) => shapeFeatures(normalizeText(t), tokenize(normalizeText(t)));
    expect(shape('is it available?')).toEqual(
      expect.arrayContaining(['ends?', 'has?', 'starts-aux', 'len=4-7']),
    );
    expect(shape('what is the rent')).toContain('starts-wh');
    expect(shape('2')).toEqual(expect.arrayContaining(['digits', 'len=1']));
    expect(shape('👍👍')).toContain('only-emoji');
  });

  it('reads capitalised introductions and names from the original text', () => {
    expect(caseFeatures("Hi, I'm Tom")).toContain('intro+Cap');
    expect(caseFeatures("I'm tired")).toContain('intro+lower');
    expect(caseFeatures('Ahmed Al-Farsi')).toContain('all-capitalised');
    expect(caseFeatures('good morning')).toEqual([]);
  });

  it('is deterministic and stays inside the hash space', () => {
    const a = featurize(turn('yes 2 cats, is there pet rent?', 'PETS'), settings);
    const b = featurize(turn('yes 2 cats, is there pet rent?', 'PETS'), settings);
    expect(Array.from(a.indices)).toEqual(Array.from(b.indices));
    expect(Array.from(a.values)).toEqual(Array.from(b.values));
    expect(Math.max(...a.indices)).toBeLessThan(1 << settings.hashBits);
    expect(Math.min(...a.indices)).toBeGreaterThanOrEqual(0);
  });

  it('crosses the pending field with the text, so "2" differs by what was asked', () => {
    const residents = asMap(featurize(turn('2', 'TOTAL_RESIDENTS'), settings));
    const none = asMap(featurize(turn('2', null), settings));
    const onlyResidents = [...residents.keys()].filter((k) => !none.has(k));
    expect(onlyResidents.length).toBeGreaterThan(3);
  });

  it('survives a typo: most character n-grams are shared', () => {
    const chars = (t: string) => new Set(charNgrams(normalizeText(t), 3, 5));
    const right = chars('is it available');
    const typo = chars('is it availble');
    const shared = [...typo].filter((g) => right.has(g)).length;
    expect(shared / typo.size).toBeGreaterThan(0.6);
  });

  it('appends a dense vector after the buckets when the settings ask for one', () => {
    const dense = { ...settings, denseWeight: 2, denseDims: 3 };
    const v = asMap(featurize(turn('hello'), dense, () => Float32Array.from([0.5, 0, -1])));
    expect(v.get(1 << 16)).toBe(1);
    expect(v.has((1 << 16) + 1)).toBe(false);
    expect(v.get((1 << 16) + 2)).toBe(-2);
    expect(() => featurize(turn('hello'), dense)).toThrow(/dense encoder/);
  });
});
