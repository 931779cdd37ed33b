import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatLocalDateTime,
  isValidLocalDateTime,
  localDateTimeOf,
  parseLocalDateTime,
  weekdayOfLocalDate,
} from './local-date-time.ts';

describe('daysInMonth', () => {
  it('knows leap Februaries and 30-day months', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('gives 0 for a month outside 1–12', () => {
    expect(daysInMonth(2024, 0)).toBe(0);
    expect(daysInMonth(2024, 13)).toBe(0);
  });
});

describe('weekdayOfLocalDate', () => {
  it('names the weekday of a calendar date', () => {
    expect(weekdayOfLocalDate({ year: 2024, month: 3, day: 4 })).toBe('monday');
    expect(weekdayOfLocalDate({ year: 2024, month: 3, day: 10 })).toBe('sunday');
  });

  it('gives null for 30 February', () => {
    expect(weekdayOfLocalDate({ year: 2024, month: 2, day: 30 })).toBeNull();
  });
});

describe('local date-time strings', () => {
  it('formats with zeroed seconds and no zone', () => {
    const value = { year: 2024, month: 3, day: 4, hour: 9, minute: 5 };
    expect(formatLocalDateTime(value)).toBe('2024-03-04T09:05:00');
  });

  it('formats an invalid value as an empty string', () => {
    expect(formatLocalDateTime({ year: 2024, month: 3, day: 4, hour: 24, minute: 0 })).toBe('');
  });

  it('parses what it formats, with or without seconds', () => {
    const value = { year: 2024, month: 3, day: 4, hour: 14, minute: 30 };
    expect(parseLocalDateTime('2024-03-04T14:30:00')).toEqual(value);
    expect(parseLocalDateTime('2024-03-04 14:30')).toEqual(value);
    expect(parseLocalDateTime('2024-03-04T14:30:00.000')).toEqual(value);
  });

  it('rejects zone designators, impossible dates and junk', () => {
    expect(parseLocalDateTime('2024-03-04T14:30:00Z')).toBeNull();
    expect(parseLocalDateTime('2024-03-04T14:30:00+02:00')).toBeNull();
    expect(parseLocalDateTime('2024-02-30T10:00')).toBeNull();
    expect(parseLocalDateTime('2024-03-04T25:00')).toBeNull();
    expect(parseLocalDateTime('tomorrow')).toBeNull();
    expect(parseLocalDateTime(null)).toBeNull();
  });
});

describe('localDateTimeOf', () => {
  it('reads the local wall-clock fields of a Date', () => {
    expect(localDateTimeOf(new Date(2024, 0, 31, 23, 45))).toEqual({
      year: 2024,
      month: 1,
      day: 31,
      hour: 23,
      minute: 45,
    });
  });

  it('gives null for an invalid Date', () => {
    expect(localDateTimeOf(new Date(Number.NaN))).toBeNull();
  });

  it('rejects a minute of 60', () => {
    expect(isValidLocalDateTime({ year: 2024, month: 1, day: 1, hour: 10, minute: 60 })).toBe(
      false,
    );
  });
});
