import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('accepts an 11-digit number starting with 1 and a second digit of 2 or more', () => {
    expect(normalizePhone('12125550100')).toBe('12125550100');
    expect(normalizePhone('19995550100')).toBe('19995550100');
  });

  it('rejects an 11-digit number whose second digit is 0', () => {
    expect(normalizePhone('10234567890')).toBe('');
  });

  // The brief listed '11234567890' as valid; the spec's rule (second digit not 0 or 1) rejects it.
  it('rejects an 11-digit number whose second digit is 1', () => {
    expect(normalizePhone('11234567890')).toBe('');
  });

  it('rejects an 11-digit number that does not start with 1', () => {
    expect(normalizePhone('01234567890')).toBe('');
    expect(normalizePhone('22125550100')).toBe('');
  });

  it('rejects a 10-digit number starting with 1 or 0', () => {
    expect(normalizePhone('1234567890')).toBe('');
    expect(normalizePhone('0234567890')).toBe('');
  });

  it('accepts a formatted 10-digit number and returns its digits', () => {
    expect(normalizePhone('(212) 555-0100')).toBe('2125550100');
  });

  it('rejects 9 and 12 digits', () => {
    expect(normalizePhone('212555010')).toBe('');
    expect(normalizePhone('121255501000')).toBe('');
  });

  it('strips letters and punctuation before counting digits', () => {
    expect(normalizePhone('tel: +1 212-555-0100 ext')).toBe('12125550100');
  });

  it('gives an empty string for empty, null or undefined input', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone(undefined)).toBe('');
  });
});

describe('isValidPhone', () => {
  it('follows normalizePhone', () => {
    expect(isValidPhone('(212) 555-0100')).toBe(true);
    expect(isValidPhone('1234567890')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats 11 digits with a leading +1', () => {
    expect(formatPhone('12125550100')).toBe('+1 (212) 555-0100');
  });

  it('formats 10 digits without a country code', () => {
    expect(formatPhone('2125550100')).toBe('(212) 555-0100');
  });

  it('reformats an already formatted number the same way', () => {
    expect(formatPhone('212.555.0100')).toBe('(212) 555-0100');
  });

  it('returns invalid input unchanged and null as an empty string', () => {
    expect(formatPhone('555-0100')).toBe('555-0100');
    expect(formatPhone(null)).toBe('');
  });
});
