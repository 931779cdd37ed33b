import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes whole amounts without cents and others with two', () => {
    expect(formatMoney(1500)).toBe('$1,500');
    expect(formatMoney(1500.5)).toBe('$1,500.50');
    expect(formatMoney(1499.999)).toBe('$1,500');
  });

  it('always shows cents when asked (a bill)', () => {
    expect(formatMoney(2.5, 'USD', 'always')).toBe('$2.50');
    expect(formatMoney(40, 'USD', 'always')).toBe('$40.00');
  });

  it('writes a negative amount with its sign first', () => {
    expect(formatMoney(-250)).toBe('-$250');
  });

  it('uses the currency named, in any case, and USD when none is', () => {
    expect(formatMoney(1200, 'eur')).toBe('€1,200');
    expect(formatMoney(1200, null)).toBe('$1,200');
    expect(formatMoney(1200, ' ')).toBe('$1,200');
  });

  it('keeps the figure when the currency code is unknown', () => {
    expect(formatMoney(1500, 'NOPE')).toBe('1,500 NOPE');
    expect(formatMoney(1500.5, 'NOPE')).toBe('1,500.5 NOPE');
  });
});
