import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses.ts';

describe('splitClauses', () => {
  it('cuts after sentence punctuation', () => {
    expect(splitClauses('hi! yes we have a cat. is there a pet fee?')).toEqual([
      'hi!',
      'yes we have a cat.',
      'is there a pet fee?',
    ]);
  });

  it('cuts before a conjunction that opens a new request', () => {
    expect(splitClauses('no pets, and can I see it saturday')).toEqual([
      'no pets',
      'and can I see it saturday',
    ]);
    expect(splitClauses('2 of us also is parking included')).toEqual([
      '2 of us',
      'also is parking included',
    ]);
  });

  it('cuts after a date that ends in an ordinal, and at emoji between words', () => {
    expect(splitClauses('January 1st. does 2B have a bathtub?')).toEqual([
      'January 1st.',
      'does 2B have a bathtub?',
    ]);
    expect(splitClauses('two dogs 🐕🐕 can they swim off the dock?')).toEqual([
      'two dogs 🐕🐕',
      'can they swim off the dock?',
    ]);
    expect(splitClauses('2 cats 🐈')).toEqual(['2 cats 🐈']);
    expect(
      splitClauses('my cousin is crashing with us one weekend, can he smoke outside?'),
    ).toEqual(['my cousin is crashing with us one weekend', 'can he smoke outside?']);
    expect(splitClauses('we live on Main St. in town')).toEqual(['we live on Main St. in town']);
  });

  it('keeps decimals, abbreviations and one-clause messages whole', () => {
    expect(splitClauses('it is 3.5 miles from Dr. Lee')).toEqual(['it is 3.5 miles from Dr. Lee']);
    expect(splitClauses('me and my wife')).toEqual(['me and my wife']);
    expect(splitClauses('   ')).toEqual([]);
  });
});
