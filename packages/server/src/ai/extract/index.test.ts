import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import {
  type Extractor,
  extractEmail,
  extractMonthlyIncome,
  extractMoveInDate,
  extractName,
  extractPets,
  extractPhone,
  extractSmoking,
  extractTotalResidents,
  extractYesNo,
} from './index.ts';

const EXTRACTORS: [string, Extractor<unknown>][] = [
  ['extractMoveInDate', extractMoveInDate],
  ['extractMonthlyIncome', extractMonthlyIncome],
  ['extractSmoking', extractSmoking],
  ['extractPets', extractPets],
  ['extractTotalResidents', extractTotalResidents],
  ['extractYesNo', extractYesNo],
  ['extractName', extractName],
  ['extractPhone', extractPhone],
  ['extractEmail', extractEmail],
];

/** Inputs that hold no answer to anything. */
const HOSTILE: [string, unknown][] = [
  ['empty text', ''],
  ['whitespace', ' \n\t '],
  ['emoji only', '\u{1F600}\u{1F389}\u{1F3E0}'],
  ['10,000 characters', 'lorem ipsum '.repeat(834)],
  ['a script tag', '<script>alert("x")</script>'],
  ['SQL', "'; DROP TABLE potential_tenants; --"],
  ['unbalanced markup', '<<<>>>&&&;;;((()))[[[]]]'],
  ['undefined from an untyped caller', undefined],
  ['a number from an untyped caller', 42],
];

describe.each(EXTRACTORS)('%s', (_, extract) => {
  it.each(HOSTILE)('gives null, without throwing, for %s', (__, input) => {
    expect(extract(input as string, at())).toBeNull();
  });

  it('gives null, without throwing, when the context is missing', () => {
    expect(extract('', undefined as never)).toBeNull();
  });
});

describe('a message that volunteers every answer', () => {
  const text =
    "Hi! I'm Dana, looking at the 2br. Me, my husband and our 2 kids, plus a 50lb lab. " +
    'We make about 9k a month combined and want to move Jan 1st. Nobody smokes. ' +
    'Email dana@example.com or call (312) 555-0199.';

  it('gives each extractor its own answer from the same text', () => {
    expect({
      moveIn: extractMoveInDate(text, at()),
      income: extractMonthlyIncome(text, at()),
      smoking: extractSmoking(text, at()),
      pets: extractPets(text, at()),
      residents: extractTotalResidents(text, at()),
      name: extractName(text, at()),
      email: extractEmail(text, at()),
      phone: extractPhone(text, at()),
    }).toEqual({
      moveIn: { date: '2027-01-01', approximate: false },
      income: { monthly: 9000, period: 'month', approximate: true },
      smoking: false,
      pets: {
        pets: true,
        dogCount: 1,
        catCount: 0,
        totalPetCount: 1,
        dogBreeds: ['Labrador Retriever'],
        dogSizeLbs: 50,
      },
      residents: 4,
      name: { firstName: 'Dana' },
      email: 'dana@example.com',
      phone: '3125550199',
    });
  });
});

describe('long messages', () => {
  it('still reads an answer at the start of a 10,000-character message', () => {
    const text = `no pets at all. ${'We are really excited about the place. '.repeat(260)}`;
    expect(extractPets(text, at('PETS'))).toEqual({
      pets: false,
      dogCount: 0,
      catCount: 0,
      totalPetCount: 0,
    });
  });

  // Speed is a benchmark's business; here: pathological input ends, and gives no answer.
  it('reads digit-heavy text without an answer and without throwing', () => {
    expect(extractMonthlyIncome('1 '.repeat(5_000), at())).toBeNull();
    expect(extractMoveInDate('1/'.repeat(5_000), at())).toBeNull();
  });
});
