import { describe, expect, it } from 'vitest';
import { buildSpellingIndex, correctSpelling, correctWord, editDistance } from './spelling.ts';

const property = buildSpellingIndex(
  new Map([
    ['parking', 3],
    ['security', 2],
    ['deposit', 2],
    ['dishwasher', 1],
    ['vaping', 1],
    ['septic', 1],
    ['wainscoting', 1],
  ]),
);

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and stops past the bound', () => {
    expect(editDistance('pakring', 'parking', 2)).toBe(1);
    expect(editDistance('secuirty', 'security', 2)).toBe(1);
    expect(editDistance('depost', 'deposit', 1)).toBe(1);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    expect(editDistance('kitchen', 'bathroom', 2)).toBe(3);
  });
});

describe('correctWord', () => {
  it("corrects typos to the property's words first", () => {
    expect(correctWord('pakring', property)).toBe('parking');
    expect(correctWord('secuirty', property)).toBe('security');
    expect(correctWord('depost', property)).toBe('deposit');
    expect(correctWord('dishwaser', property)).toBe('dishwasher');
    expect(correctWord('septik', property)).toBe('septic');
    expect(correctWord('wainscotting', property)).toBe('wainscoting');
  });

  it('falls back on the English vocabulary, by frequency', () => {
    expect(correctWord('apartmnet', property)).toBe('apartment');
    expect(correctWord('bathrom', property)).toBe('bathroom');
  });

  it('leaves known, short, numeric and far words alone', () => {
    expect(correctWord('parakeet', property)).toBeUndefined(); // English, without a vector
    expect(correctWord('vape', property)).toBeUndefined(); // 4 letters: no English guess
    expect(correctWord('pets', property)).toBeUndefined();
    expect(correctWord('apt', property)).toBeUndefined();
    expect(correctWord('1500', property)).toBeUndefined();
    expect(correctWord('xqzvbnm', property)).toBeUndefined();
  });
});

describe('correctSpelling', () => {
  it('corrects a question and says what it changed', () => {
    expect(correctSpelling('how much is the secuirty depost?', property)).toEqual({
      text: 'how much is the security deposit?',
      corrections: [
        { from: 'secuirty', to: 'security' },
        { from: 'depost', to: 'deposit' },
      ],
    });
  });

  it('leaves capitalised words inside a sentence (names) alone, but not a first word', () => {
    expect(correctSpelling('Does Pakring Lane have pakring?', property).text).toBe(
      'Does Pakring Lane have parking?',
    );
    expect(correctSpelling('Pakring? Is there any.', property).text).toBe('Parking? Is there any.');
  });
});
