import { describe, expect, it } from 'vitest';
import { amenityLabels, codeLabel, rentText, sizeText } from './unit-summary.ts';

describe('unit summary formats', () => {
  it('shows a listed size in square feet and -1 or null as not listed', () => {
    expect(sizeText(1250)).toBe('1,250 sq ft');
    expect(sizeText(-1)).toBe('Not listed');
    expect(sizeText(null)).toBe('Not listed');
  });

  it("shows rent in the unit's currency, USD when it has none", () => {
    expect(rentText(1650, 'USD')).toBe('$1,650 / month');
    expect(rentText(1650.5, 'USD')).toBe('$1,650.50 / month');
    expect(rentText(1200, 'EUR')).toBe('€1,200 / month');
    expect(rentText(900, '')).toBe('$900 / month');
    expect(rentText(null, 'USD')).toBe('Not listed');
  });

  it('labels codes and amenities for people', () => {
    expect(codeLabel('APARTMENT')).toBe('Apartment');
    expect(codeLabel('SINGLE_FAMILY_HOME')).toBe('Single family home');
    expect(amenityLabels({ amenities: 'NO_PETS, POOL,ON_SITE_MANAGER' })).toEqual([
      'No Pets',
      'Pool',
      'On Site Manager',
    ]);
    expect(amenityLabels({ amenities: '' })).toEqual([]);
  });
});
