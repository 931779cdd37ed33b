import { describe, expect, it } from 'vitest';
import { hasFairHousingIssue, scrubFairHousing } from './fair-housing.ts';

describe('scrubFairHousing', () => {
  it.each([
    ['Sunny unit, perfect for families, near the park', 'Sunny unit, near the park'],
    ['Quiet street in a safe neighborhood with cafés', 'Quiet street in a neighborhood with cafés'],
    ['Safe neighborhood, cafés nearby', 'cafés nearby'],
    ['Ideal for young professionals who work downtown. Two parking spaces', 'Two parking spaces'],
    ['Great for students and mature adults only', ''],
    ['Pool, no kids, gym', 'Pool, gym'],
    ['Christian community close to the river', 'close to the river'],
    ['Mostly Hispanic neighborhood with great food', 'with great food'],
    ['Adults only building with a gym', 'building with a gym'],
    ['No section 8. Hardwood floors', 'Hardwood floors'],
  ])('%s → %s', (input, output) => {
    const result = scrubFairHousing(input);
    expect(result.text).toBe(output);
    expect(result.removed).toBeGreaterThan(0);
    expect(hasFairHousingIssue(result.text)).toBe(false);
  });

  it.each([
    'Walk to parks, cafés and the subway',
    'Family room with a fireplace',
    'Pet friendly, secure entry, near St. Mary’s Church',
    'Two bedrooms, one bath, in-unit laundry',
    'Wheelchair-accessible entrance and elevator',
  ])('leaves a description of the property alone: %s', (text) => {
    expect(scrubFairHousing(text)).toEqual({ text, removed: 0, concerns: [] });
    expect(hasFairHousingIssue(text)).toBe(false);
  });

  it('names the kind of concern, not the phrase', () => {
    expect(scrubFairHousing('Perfect for families. Christian home').concerns).toEqual([
      'familial status or age',
      'religion',
    ]);
  });
});
