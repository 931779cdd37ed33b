import { describe, expect, it } from 'vitest';
import { balancedQuotes, cleanSentences, splitLong, stripHeading, withoutMarkup } from './text.ts';
import { availableFrom } from './unit-facts.ts';

describe('cleanSentences', () => {
  it("keeps a manager's terse sentence when asked to, and drops it as a fragment otherwise", () => {
    const text = 'A sunny two-bedroom on the third floor. Unfurnished. No pets.';
    expect(cleanSentences(text).map((s) => s.text)).toEqual([
      'A sunny two-bedroom on the third floor.',
    ]);
    expect(cleanSentences(text, null, true).map((s) => s.text)).toEqual([
      'A sunny two-bedroom on the third floor.',
      'Unfurnished.',
      'No pets.',
    ]);
  });

  it('ends a sentence at a word also used as an abbreviation when a numbered clause follows', () => {
    const text =
      'No nails into the brick; use the picture rail for hanging art. 19. ENTRY. Manager may enter with notice.';
    expect(cleanSentences(text).map((s) => [s.section, s.text])).toEqual([
      [null, 'No nails into the brick; use the picture rail for hanging art.'],
      ['19', 'Manager may enter with notice.'],
    ]);
  });

  it('takes clause numbers and headings off, and keeps the clause number as the section', () => {
    const sentences = cleanSentences(
      '12. ALTERATIONS. Tenant shall not paint without consent.\n\n13. PETS. No dogs are permitted.',
    );
    expect(sentences).toEqual([
      { text: 'Tenant shall not paint without consent.', section: '12', heading: 'ALTERATIONS' },
      { text: 'No dogs are permitted.', section: '13', heading: 'PETS' },
    ]);
  });

  it('drops a heading or a title standing alone', () => {
    const sentences = cleanSentences(
      'RESIDENTIAL LEASE - LARKSPUR FLATS\n\n4. ALTERATIONS.\nNo nails.',
    );
    expect(sentences.map((s) => s.text)).toEqual([]);
    expect(cleanSentences('4. ALTERATIONS.\nTenant may hang pictures.')[0]).toEqual({
      text: 'Tenant may hang pictures.',
      section: '4',
      heading: 'ALTERATIONS',
    });
  });

  it('does not end a sentence at a.m. before a weekday, at an initial, or at a clause number', () => {
    const texts = cleanSentences(
      'Quiet hours are 10 p.m. to 7 a.m. Sunday through Thursday. Per M.G.L. c. 186, fees apply. The pool is shared with Unit B. Pool hours are 7 a.m. to 10 p.m.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Quiet hours are 10 p.m. to 7 a.m. Sunday through Thursday.',
      'Per M.G.L. c. 186, fees apply.',
      'The pool is shared with Unit B.',
      'Pool hours are 7 a.m. to 10 p.m.',
    ]);
  });

  it('carries a clause number across passages', () => {
    const [first] = cleanSentences('Rent is due on the 1st.', '3');
    expect(first?.section).toBe('3');
  });

  it('strips "Section 7." and "4.2" numbering', () => {
    expect(stripHeading('Section 7. Tenant pays water.')).toEqual({
      text: 'Tenant pays water.',
      section: '7',
      heading: null,
    });
    expect(stripHeading('4.2 Rent is due monthly.').section).toBe('4');
  });
});

describe('splitLong', () => {
  it('cuts a long sentence at semicolons into whole sentences', () => {
    const long = `Tenant may keep up to two cats with written approval and proof of vaccination from a licensed veterinarian; a refundable pet deposit is not charged, but Tenant is responsible for any damage caused by pets to floors, doors and screens.`;
    const parts = splitLong(long);
    expect(parts).toHaveLength(2);
    expect(parts[1]).toMatch(/^A refundable pet deposit is not charged/);
  });
});

describe('withoutMarkup', () => {
  it('keeps the words of a fact and drops what would be live in a reply', () => {
    const [sentence] = cleanSentences(
      'Guests may stay 14 nights. ![x](https://evil.example/?q=1) <img src="https://evil.example/"> See the [guest form](javascript:alert(1)) or [our site](https://example.com/guests).',
    ).slice(1);
    expect(sentence?.text).toBe('See the guest form or our site (https://example.com/guests).');
  });
});

describe('withoutMarkup on what a review tried', () => {
  it.each([
    ['[here](javascript&#58;alert((1)))', 'here'],
    ['![m](https://evil/t.png?a=((b)))', ' '],
    ['<img src=x onerror=alert(1)', ' '],
  ])('%s', (text, want) => {
    expect(withoutMarkup(text)).toBe(want);
  });
});

describe('availableFrom', () => {
  it.each([
    ['The whole house, available December 15, 2026.', 'December 15, 2026'],
    ['Available from 1/15/2027.', '1/15/2027'],
    ['Gym available 24/7 to residents.', null],
    ['Parking available for $50/mo, lease ends 6/30.', null],
    ['Vacant since Jan 5, 2026.', null],
    ['Available now, on a lease through August 8, 2027.', null],
  ])('%s', (description, want) => {
    expect(availableFrom(description)).toBe(want);
  });
});

describe('balancedQuotes', () => {
  it('keeps no half of a quote a sentence was cut out of', () => {
    expect(balancedQuotes('The house rules say: "Clean the kitchen the same day.')).toBe(
      'The house rules say: Clean the kitchen the same day.',
    );
    expect(balancedQuotes('The bedroom must be empty by 10 a.m. on the last day."')).toBe(
      'The bedroom must be empty by 10 a.m. on the last day.',
    );
    expect(balancedQuotes('Call it "the annex" when you book.')).toBe(
      'Call it "the annex" when you book.',
    );
  });
});
