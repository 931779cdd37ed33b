import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  formatAnalyticsDate,
  formatDuration,
  isPlaceholderMoveIn,
  monthRange,
  parseAnalyticsDate,
  secondsBetween,
  shiftMonth,
} from './dates.ts';

describe('isPlaceholderMoveIn', () => {
  it('treats the zero date with or without a time part as not set', () => {
    expect(isPlaceholderMoveIn('0001-01-01')).toBe(true);
    expect(isPlaceholderMoveIn('0001-01-01T00:00:00Z')).toBe(true);
  });

  it('treats any year-0000 value as not set', () => {
    expect(isPlaceholderMoveIn('0000-01-01')).toBe(true);
    expect(isPlaceholderMoveIn('0000-12-31T00:00:00Z')).toBe(true);
  });

  it('treats null, undefined and blank as not set', () => {
    expect(isPlaceholderMoveIn(null)).toBe(true);
    expect(isPlaceholderMoveIn(undefined)).toBe(true);
    expect(isPlaceholderMoveIn('  ')).toBe(true);
  });

  it('treats a real date as set, including other days of year 1', () => {
    expect(isPlaceholderMoveIn('2024-06-01')).toBe(false);
    expect(isPlaceholderMoveIn('2024-06-01T00:00:00Z')).toBe(false);
    expect(isPlaceholderMoveIn('0001-02-01')).toBe(false);
  });
});

describe('analytics dates', () => {
  it('formats a local date as MM-DD-YYYY', () => {
    expect(formatAnalyticsDate(new Date(2024, 0, 5))).toBe('01-05-2024');
    expect(formatAnalyticsDate(new Date(2024, 11, 31, 23, 59))).toBe('12-31-2024');
    expect(formatAnalyticsDate(new Date(Number.NaN))).toBe('');
  });

  it('parses a valid MM-DD-YYYY date', () => {
    expect(parseAnalyticsDate('02-29-2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('rejects month 13, 30 February and 29 February of a common year', () => {
    expect(parseAnalyticsDate('13-01-2024')).toBeNull();
    expect(parseAnalyticsDate('02-30-2024')).toBeNull();
    expect(parseAnalyticsDate('02-29-2023')).toBeNull();
    expect(parseAnalyticsDate('00-10-2024')).toBeNull();
    expect(parseAnalyticsDate('01-00-2024')).toBeNull();
  });

  it('rejects other layouts', () => {
    expect(parseAnalyticsDate('2024-01-05')).toBeNull();
    expect(parseAnalyticsDate('1-5-2024')).toBeNull();
    expect(parseAnalyticsDate(null)).toBeNull();
  });
});

describe('monthRange', () => {
  it('spans the first to the last day of the month', () => {
    expect(monthRange(2024, 2)).toEqual({ startDate: '02-01-2024', endDate: '02-29-2024' });
    expect(monthRange(2023, 2)).toEqual({ startDate: '02-01-2023', endDate: '02-28-2023' });
    expect(monthRange(2024, 12)).toEqual({ startDate: '12-01-2024', endDate: '12-31-2024' });
  });

  it('gives null for a month outside 1–12', () => {
    expect(monthRange(2024, 13)).toBeNull();
    expect(monthRange(2024, 0)).toBeNull();
  });
});

describe('shiftMonth', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth(2024, 5, -17)).toEqual({ year: 2022, month: 12 });
    expect(shiftMonth(2024, 5, 0)).toEqual({ year: 2024, month: 5 });
  });

  it('starts the month selector on the month of now', () => {
    expect(currentMonth(new Date(2024, 6, 31))).toEqual({ year: 2024, month: 7 });
  });
});

describe('formatDuration', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(4500)).toBe('75:00');
  });

  it('drops fractions and shows 0:00 for negative or missing values', () => {
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(null)).toBe('0:00');
  });
});

describe('secondsBetween', () => {
  it('measures a call from its start and end timestamps', () => {
    expect(secondsBetween('2024-03-04T10:00:00Z', '2024-03-04T10:02:05Z')).toBe(125);
  });

  it('gives null when a timestamp is missing or unreadable', () => {
    expect(secondsBetween('2024-03-04T10:00:00Z', null)).toBeNull();
    expect(secondsBetween('soon', '2024-03-04T10:00:00Z')).toBeNull();
  });
});
