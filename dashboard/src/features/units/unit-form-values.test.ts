import { describe, expect, it } from 'vitest';
import {
  newUnitValues,
  numberError,
  toCreateUnit,
  toUpdateUnit,
  UNIT_NUMBER_RULES,
  validateUnit,
} from './unit-form-values.ts';

describe('unit numeric rules', () => {
  it('has the spec minimums and steps', () => {
    expect(UNIT_NUMBER_RULES.sizeSqft).toMatchObject({ min: 0, step: 1 });
    expect(UNIT_NUMBER_RULES.bedrooms).toMatchObject({ min: 0, step: 0.5 });
    expect(UNIT_NUMBER_RULES.bathrooms).toMatchObject({ min: 0, step: 0.5 });
    expect(UNIT_NUMBER_RULES.monthlyPrice).toMatchObject({ min: 0, step: 0.01 });
  });

  it('accepts values on their step and refuses others or negatives', () => {
    expect(numberError('sizeSqft', 850)).toBeUndefined();
    expect(numberError('sizeSqft', 850.5)).toBe('Size (sq ft) must be in steps of 1.');
    expect(numberError('bedrooms', 2.5)).toBeUndefined();
    expect(numberError('bathrooms', 1.25)).toBe('Bathrooms must be in steps of 0.5.');
    expect(numberError('monthlyPrice', 1999.99)).toBeUndefined();
    expect(numberError('monthlyPrice', 19.999)).toBe('Monthly price must be in steps of 0.01.');
    expect(numberError('bedrooms', -1)).toBe('Bedrooms cannot be negative.');
    expect(numberError('bedrooms', '')).toBeUndefined();
  });

  it('starts a new unit as an available USD apartment with empty numbers', () => {
    expect(newUnitValues()).toMatchObject({
      type: 'APARTMENT',
      currency: 'USD',
      availability: 'AVAILABLE',
      sizeSqft: '',
      bedrooms: '',
    });
  });

  it('sends an empty numeric field as absent when creating', () => {
    const body = toCreateUnit('p1', { ...newUnitValues(), unitNumber: ' 4B ', bedrooms: 2 });
    expect(body).toEqual({
      propertyId: 'p1',
      unitNumber: '4B',
      type: 'APARTMENT',
      currency: 'USD',
      availability: 'AVAILABLE',
      bedrooms: 2,
    });
    expect('sizeSqft' in body).toBe(false);
  });

  it('clears an emptied number with null when saving an edit', () => {
    const patch = toUpdateUnit({ ...newUnitValues(), unitNumber: '4B', monthlyPrice: '' });
    expect(patch.monthlyPrice).toBeNull();
    expect(patch.availability).toBe('AVAILABLE');
  });

  it('blocks a video link that is not YouTube with the spec text', () => {
    const values = { ...newUnitValues(), videoLink: 'https://vimeo.com/1' };
    expect(validateUnit(values).videoLink).toBe('Please enter a valid YouTube URL');
    expect(validateUnit({ ...values, videoLink: 'youtu.be/abc' }).videoLink).toBeUndefined();
    expect(validateUnit({ ...values, videoLink: '' }).videoLink).toBeUndefined();
  });
});
