import { describe, expect, it } from 'vitest';
import { ALL_TEMPLATES } from './catalogue.ts';
import { fieldMarker } from './fields.ts';

const SHORT = ['OVERDUE_RENT_REMINDER', 'NON_URGENT_MAINTENANCE_CONFIRMATION', 'SOCIAL_MEDIA_POST'];
const LONG = [
  'PROPERTY_LISTING',
  'EVICTION_NOTICE',
  'LEASE_TERMINATION',
  'MONTHLY_PERFORMANCE_UPDATE',
  'QUARTERLY_ROI_SUMMARY',
  'RENTAL_MARKET_COMPARISON',
  'ROI_CALCULATION',
];
const MEMO = ['PROPERTY_LISTING', 'SOCIAL_MEDIA_POST', 'LEASE_INCENTIVE'];

describe('advanced fields', () => {
  it.each(ALL_TEMPLATES.map((t) => [t.type, t] as const))(
    '%s has textLength and medium selects',
    (_, t) => {
      const [textLength, medium] = t.advancedFields;
      expect(textLength).toMatchObject({ id: 'textLength', type: 'select' });
      expect(textLength?.options).toEqual([
        { value: 'SHORT', label: 'Short' },
        { value: 'MEDIUM', label: 'Medium' },
        { value: 'LONG', label: 'Long' },
      ]);
      expect(medium).toMatchObject({ id: 'medium', type: 'select' });
      expect(medium?.options).toEqual([
        { value: 'SMS', label: 'SMS' },
        { value: 'EMAIL', label: 'Email' },
        { value: 'MEMO', label: 'Memo' },
        { value: 'PHONE_SCRIPT', label: 'Phone Script' },
      ]);
    },
  );

  it.each(ALL_TEMPLATES.map((t) => [t.type, t] as const))('%s has the spec defaults', (type, t) => {
    const expectedLength = SHORT.includes(type) ? 'SHORT' : LONG.includes(type) ? 'LONG' : 'MEDIUM';
    const expectedMedium = MEMO.includes(type) ? 'MEMO' : 'EMAIL';
    expect(t.advancedFields.map((f) => f.defaultValue)).toEqual([expectedLength, expectedMedium]);
  });
});

describe('fieldMarker', () => {
  it('marks a field flagged required as required, even if also flagged optional', () => {
    expect(fieldMarker({ id: 'a', label: 'A', type: 'text', required: true })).toBe('required');
    expect(fieldMarker({ id: 'a', label: 'A', type: 'text', required: true, optional: true })).toBe(
      'required',
    );
  });

  it('marks a field flagged optional as optional', () => {
    expect(fieldMarker({ id: 'a', label: 'A', type: 'text', optional: true })).toBe('optional');
  });

  it('marks an unflagged field optional, since only a true required flag shows the asterisk', () => {
    expect(fieldMarker({ id: 'a', label: 'A', type: 'text' })).toBe('optional');
    expect(fieldMarker({ id: 'a', label: 'A', type: 'text', required: false })).toBe('optional');
  });

  it('shows no required mark anywhere in the catalogue, as the spec says', () => {
    const markers = ALL_TEMPLATES.flatMap((t) => t.fields.map(fieldMarker));
    expect(markers).not.toContain('required');
    expect(new Set(markers)).toEqual(new Set(['optional']));
  });
});
