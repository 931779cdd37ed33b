import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDateTime,
  formatInZone,
  formatLongDate,
  formatShortDateTime,
} from './date-format.ts';

const AT = '2026-12-05T16:00:00Z';

describe('date formats', () => {
  it("writes a moment at a place, with the zone's abbreviation", () => {
    expect(formatInZone(AT, 'America/Chicago')).toBe('Sat, Dec 5, 10:00 AM CST');
    expect(formatInZone(AT, 'America/Chicago', 'day')).toBe('Saturday, December 5');
    expect(formatInZone(AT, 'America/Chicago', 'date')).toBe('Sat, Dec 5, 2026');
    expect(formatInZone(AT, 'America/Chicago', 'clock')).toBe('10:00 AM CST');
  });

  it('writes a calendar day without shifting it by a time zone', () => {
    expect(formatCalendarDay('2027-03-01')).toBe(
      new Date(2027, 2, 1).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
    expect(formatCalendarDay('next spring')).toBe('next spring');
  });

  it('writes a long date in US English', () => {
    expect(formatLongDate('2027-03-01T12:00:00Z')).toBe('March 1, 2027');
  });

  it('gives nothing for what cannot be read', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe('');
      expect(formatShortDateTime(value)).toBe('');
      expect(formatLongDate(value)).toBe('');
    }
    expect(formatInZone('never', 'UTC')).toBe('');
  });

  it("writes a local moment in the reader's locale", () => {
    const date = new Date(AT);
    expect(formatDateTime(AT)).toBe(
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });
});
