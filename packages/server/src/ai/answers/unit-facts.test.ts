import { describe, expect, it } from 'vitest';
import { availableFrom, availableFromDate } from './unit-facts.ts';

describe('the date a listing gives for when a home is free', () => {
  it('gives the words and the day when the year is said', () => {
    const description = 'The whole house, available December 15, 2026.';
    expect(availableFrom(description)).toBe('December 15, 2026');
    expect(availableFromDate(description)?.day).toBe(Date.UTC(2026, 11, 15));
  });

  it('gives no day to compare when the year is not said', () => {
    expect(availableFromDate('Bright studio, available Jan 1.')).toEqual({
      text: 'Jan 1',
      day: null,
    });
  });

  it('gives nothing for a home free now', () => {
    expect(availableFromDate('Available now, on a lease through August 8, 2027.')).toBeNull();
  });
});
