import { describe, expect, it } from 'vitest';
import { joinCommaList, parseCommaList, splitCommaList } from './comma-list.ts';
import { AMENITIES, SCREENING_QUESTIONS } from './enums.ts';

describe('parseCommaList', () => {
  it('tolerates spaces and empty items', () => {
    expect(parseCommaList(' PETS , ,SMOKING,', SCREENING_QUESTIONS)).toEqual(['PETS', 'SMOKING']);
  });

  it('drops unknown codes and duplicates', () => {
    expect(parseCommaList('POOL,JACUZZI,POOL', AMENITIES)).toEqual(['POOL']);
  });

  it('orders the result by the allowed list, not by the text', () => {
    expect(parseCommaList('TOTAL_RESIDENTS,PETS', SCREENING_QUESTIONS)).toEqual([
      'PETS',
      'TOTAL_RESIDENTS',
    ]);
  });

  it('does not match codes in another case', () => {
    expect(parseCommaList('pets', SCREENING_QUESTIONS)).toEqual([]);
  });

  it('gives an empty list for empty, null or undefined text', () => {
    expect(parseCommaList('', AMENITIES)).toEqual([]);
    expect(parseCommaList(null, AMENITIES)).toEqual([]);
    expect(parseCommaList(undefined, AMENITIES)).toEqual([]);
  });
});

describe('splitCommaList', () => {
  it('keeps free-text items in written order without repeats', () => {
    expect(splitCommaList('Labrador, Pit Bull ,Labrador')).toEqual(['Labrador', 'Pit Bull']);
  });
});

describe('joinCommaList', () => {
  it('joins without spaces, dropping blanks and repeats', () => {
    expect(joinCommaList(['POOL', ' CATS ', '', 'POOL'])).toBe('POOL,CATS');
    expect(joinCommaList([])).toBe('');
    expect(joinCommaList(null)).toBe('');
  });

  it('round-trips with parseCommaList', () => {
    const list = parseCommaList(joinCommaList(['CATS', 'NO_PETS']), AMENITIES);
    expect(list).toEqual(['CATS', 'NO_PETS']);
  });
});
