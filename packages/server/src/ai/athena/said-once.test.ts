import { describe, expect, it } from 'vitest';
import { saidOnce } from './said-once.ts';

describe('saidOnce', () => {
  it('leaves a quote out with its lead-in when everything in it was said', () => {
    const reply =
      'Yes — property details: "The kitchen has a gas range and a dishwasher."\n\n' +
      'Yes — the listing says: "The kitchen has a gas range and a dishwasher."\n\n' +
      'Do you have any pets?';
    expect(saidOnce(reply)).toBe(
      'Yes — property details: "The kitchen has a gas range and a dishwasher."\n\nDo you have any pets?',
    );
  });

  it('keeps what is new in a quote and the words that introduce it', () => {
    const reply =
      'Common area policy: "The pool is open 6 a.m. to 10 p.m. daily. Grills are not allowed."\n\n' +
      'Property details: "The pool is open 6 a.m. to 10 p.m. daily. The gym is open all night."';
    expect(saidOnce(reply)).toBe(
      'Common area policy: "The pool is open 6 a.m. to 10 p.m. daily. Grills are not allowed."\n\n' +
        'Property details: "The gym is open all night."',
    );
  });

  it('drops a plain sentence said twice, whatever its case and punctuation', () => {
    expect(
      saidOnce('Cats are allowed up to two. Dogs are allowed. CATS are allowed, up to two!'),
    ).toBe('Cats are allowed up to two. Dogs are allowed.');
  });

  it('changes nothing in a reply without repeats', () => {
    const reply =
      'Thanks, Sam!\n\nRent is $1,850 a month.\n\nWhat move-in date do you have in mind?';
    expect(saidOnce(reply)).toBe(reply);
  });
});
