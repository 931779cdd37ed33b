import { describe, expect, it } from 'vitest';
import { stem, termsOf } from './terms.ts';

describe('termsOf', () => {
  it.each([
    ['Is there a washer?', ['laundry']],
    ['washing machine', ['laundry']],
    ['A/C', ['aircon']],
    ['air conditioning', ['aircon']],
    ['Can I sublease?', ['sublet']],
    ['subletting', ['sublet']],
    ['how much is rent', ['howmuch', 'rent']],
    ['when can I move in', ['movein']],
    ['Wi-Fi', ['internet']],
    ['square feet', ['sqft']],
    ['my girlfriend', ['guest']],
    ['Do you allow pets in the apartment?', ['pet']],
  ])('reads %j as %j', (text, terms) => {
    expect(termsOf(text)).toEqual(terms);
  });

  it('gives the same term to the forms of a word', () => {
    expect(stem('fees')).toBe(stem('fee'));
    expect(stem('leasing')).toBe(stem('lease'));
    expect(stem('allowed')).toBe(stem('allow'));
    expect(stem('bedrooms')).toBe(stem('bedroom'));
    expect(termsOf('smoking')).toEqual(termsOf('smoke'));
  });

  it('drops HTML tags and does not mistake object keys for synonyms', () => {
    expect(termsOf('<b>pool</b>')).toEqual(['pool']);
    expect(termsOf('constructor __proto__')).toEqual(['constructor', 'proto']);
  });
});
