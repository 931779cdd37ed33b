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

  it('keeps decimals, abbreviations and one-clause messages whole', () => {
    expect(splitClauses('it is 3.5 miles from Dr. Lee')).toEqual(['it is 3.5 miles from Dr. Lee']);
    expect(splitClauses('me and my wife')).toEqual(['me and my wife']);
    expect(splitClauses('   ')).toEqual([]);
  });
});
