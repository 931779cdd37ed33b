import { describe, expect, it } from 'vitest';
import { instantAt, isoAtZone, isValidTimeZone, wallClockAt } from './time-zone.ts';

describe('time zones', () => {
  it('reads the wall clock of an instant in a named zone', () => {
    const instant = new Date('2026-07-01T18:30:00Z');
    expect(wallClockAt(instant, 'America/New_York')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 14,
      minute: 30,
    });
    expect(wallClockAt(instant, 'UTC')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 18,
      minute: 30,
    });
  });

  it('finds the instant a local time names, in summer and in winter', () => {
    expect(
      instantAt(
        { year: 2026, month: 7, day: 1, hour: 14, minute: 30 },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-07-01T18:30:00.000Z');
    expect(
      instantAt(
        { year: 2026, month: 12, day: 1, hour: 9, minute: 0 },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-12-01T14:00:00.000Z');
    expect(
      instantAt(
        { year: 2026, month: 12, day: 1, hour: 9, minute: 0 },
        'Asia/Kolkata',
      ).toISOString(),
    ).toBe('2026-12-01T03:30:00.000Z');
  });

  it('round-trips every half hour of a day across a daylight-saving change', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const local = {
        year: 2026,
        month: 11,
        day: 1,
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      };
      if (local.hour === 1) continue; // 1:00–1:59 happens twice that night
      expect(wallClockAt(instantAt(local, 'America/Chicago'), 'America/Chicago')).toEqual(local);
    }
  });

  it('knows real zone names and rejects made-up ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('isoAtZone', () => {
  it('writes the time people at the place saw, with its offset, across DST', () => {
    expect(isoAtZone(new Date('2026-12-01T16:00:00Z'), 'America/Chicago')).toBe(
      '2026-12-01T10:00:00-06:00',
    );
    expect(isoAtZone(new Date('2026-07-01T15:30:45.900Z'), 'America/Chicago')).toBe(
      '2026-07-01T10:30:45-05:00',
    );
    expect(isoAtZone(new Date('2026-07-01T15:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-07-01T21:00:00+05:30',
    );
    expect(isoAtZone(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026-01-01T00:00:00+00:00');
  });
});
