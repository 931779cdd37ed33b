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

  it('drops a sentence with a code', () => {
    expect(withoutPrivate('The lockbox code is 4471.')).toBeNull();
  });
});
