import { describe, expect, it } from 'vitest';
import { normalizeText, stem, termsOf } from './terms.ts';

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
    ['Do you charge anything just to apply?', ['application', 'fee']],
    ['could we rent the clubhouse', ['reserv', 'clubhous']],
    ['somewhere to work out', ['somewher', 'gym']],
    ['is there a surcharge', ['fee']],
    ['will the neighbors hear me', ['nois']],
    ['a ductless mini-split', ['mini', 'split', 'aircon']],
    ['covered parking', ['garag', 'park']],
    ['3 of us. is that allowed', ['3', 'occupancy']],
    ['4 people, is that too many', ['4', 'peopl', 'occupancy']],
    ["what's the max number of people allowed", ['max', 'number', 'peopl', 'occupancy']],
    // Texting shorthand.
    ['is water incl', ['water', 'includ']],
    ['how many ppl', ['peopl']],
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

describe('normalizeText', () => {
  it('reads "un" before a participle or an "-able" word as the thing said not to be', () => {
    const read = normalizeText('Unfurnished. An unheated garage, unassigned parking.');
    for (const said of ['not furnished', 'not heated', 'not assigned'])
      expect(read).toContain(said);
    expect(termsOf('Unfurnished')).toEqual(termsOf('not furnished'));
    for (const word of ['unless', 'under', 'until', 'unit', 'understand', 'united', 'unsure'])
      expect(normalizeText(word)).toBe(word);
  });

  it("reads the app fee as the application's, and leaves a phone's app alone", () => {
    expect(termsOf('whats the app fee per person')).toEqual(
      termsOf('whats the application fee per person'),
    );
    expect(normalizeText('pay in the laundry app')).toContain('laundry app');
  });

  it("reads a deposit or a fee for an animal as the pet's charges", () => {
    expect(normalizeText('a cat. is there a deposit for her?')).toContain('petcharge');
    expect(normalizeText('any fee on the dog')).toContain('petcharge');
    expect(normalizeText('is there a deposit for her apartment')).not.toContain('petcharge');
  });
});
