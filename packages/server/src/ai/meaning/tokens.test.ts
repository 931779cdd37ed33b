import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './tokens.ts';

describe('tokenize', () => {
  it('reads policy codes, sums, contractions and shorthand', () => {
    expect(tokenize('TENANT_UTILITIES: ELECTRICITY, INTERNET')).toEqual([
      'tenant',
      'utilities',
      'electricity',
      'internet',
    ]);
    expect(tokenize("The tenant's fee is $1,500.")).toEqual(['the', 'tenant', 'fee', 'is', '1500']);
    expect(tokenize("don't")).toEqual(['not']);
    expect(tokenize('w/d in unit?')).toEqual(['washer', 'dryer', 'in', 'unit']);
    expect(tokenize('deposit amt?')).toEqual(['deposit', 'amount']);
  });

  it("reads an object's property names as words", () => {
    expect(tokenize('constructor toString')).toEqual(['constructor', 'tostring']);
  });

  it('joins a hyphenated word only when the whole is a known word', () => {
    const known = (word: string) => word === 'wifi';
    expect(tokenize('wi-fi and move-in', known)).toEqual(['wifi', 'and', 'move', 'in']);
  });
});

describe('stem', () => {
  it('brings plurals and -ing/-ed forms together, leaving short words', () => {
    expect(stem('utilities')).toBe('utility');
    expect(stem('fees')).toBe(stem('fee'));
    expect(stem('smoking')).toBe(stem('smoke'));
    expect(stem('parking')).toBe(stem('park'));
    expect(stem('included')).toBe(stem('include'));
    expect(stem('spring')).toBe('spring');
    expect(stem('need')).toBe('need');
    expect(stem('gas')).toBe('gas');
    expect(stem('150')).toBe('150');
  });
});
