import { describe, expect, it } from 'vitest';
import { findNumbers, parseNumber } from './numbers.ts';

describe('parseNumber', () => {
  it.each([
    ['reads a hyphenated number word', 'twenty-five', 25],
    ['reads a dozen as twelve', 'a dozen', 12],
    ['reads two dozen as twenty-four', 'two dozen', 24],
    ['reads a thousands separator', '1,200', 1200],
    ['reads a k suffix on a decimal', '6.5k', 6500],
    ['reads a dollar amount', '$300', 300],
    ['reads hundreds said the spoken way', 'sixty five hundred', 6500],
    ['reads "and" inside a number', 'one hundred and five', 105],
    ['reads a number word with a scale', 'eighty-five thousand', 85000],
    ['reads a couple as two', 'a couple', 2],
    ['rejects two numbers in a row', 'one two', null],
    ['rejects a number with words around it', 'about 6 cats', null],
    ['rejects an ordinal', '3rd', null],
    ['rejects a vague quantity', 'a few', null],
  ])('%s: "%s"', (_, text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('findNumbers', () => {
  it('finds each number with its position, so callers can read the words around it', () => {
    expect(findNumbers('we make 4000 and 3000')).toEqual([
      { value: 4000, start: 8, end: 12, scaled: false },
      { value: 3000, start: 17, end: 21, scaled: false },
    ]);
  });

  it('splits digits joined by a comma that is not a thousands separator', () => {
    expect(findNumbers('4000,3000').map((n) => n.value)).toEqual([4000, 3000]);
  });

  it('marks numbers written with a multiplier as scaled', () => {
    expect(findNumbers('85k or six thousand').map((n) => [n.value, n.scaled])).toEqual([
      [85000, true],
      [6000, true],
    ]);
  });

  it('reads "a couple of" as two, consuming the "of"', () => {
    expect(findNumbers('a couple of cats')).toEqual([
      { value: 2, start: 0, end: 11, scaled: false },
    ]);
  });
});
