import { describe, expect, it } from 'vitest';
import { withoutPrivate } from './secrets.ts';

describe('a sentence fit to quote', () => {
  it('keeps the line there to be called', () => {
    const line =
      'Emergencies go to the maintenance line, (505) 555-0142, at any hour; routine requests go through the portal.';
    expect(withoutPrivate(line)).toBe(line);
  });

  it.each([
    // A number said to be someone's own, beside the lines to call.
    'The maintenance supervisor, Arturo Benavidez, personal cell (505) 555-0188, must not be called by residents; every request goes through the emergency line or the leasing office.',
    "For emergencies call the office; the manager's home number, 555-201-0199, is for the owners only.",
    'The on-call line forwards to her cell, 555-201-0177, after hours.',
  ])('drops a private number: %j', (sentence) => {
    expect(withoutPrivate(sentence)).toBeNull();
  });

  it.each([
    'The lockbox code is 4471.',
    // A plural word for the lock, far from the code, or the number before the word.
    "The master code for the front door and the basement mechanical room keypads, 8316, is for Manager's staff only.",
    'Use 5 2 9 0 on the side gate; that is the code for both garden gates.',
    'The combinations of the bike cages are 4417 and 4418.',
  ])('drops a sentence with a code: %j', (sentence) => {
    expect(withoutPrivate(sentence)).toBeNull();
  });

  it('keeps a sentence where a code holds no digits', () => {
    const key = 'Resident receives a bedroom key and a personal code for the front door keypad.';
    expect(withoutPrivate(key)).toBe(key);
  });
});
