import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './enums.ts';
import { defaultViewingDays, openPeriods, weekdayOf } from './viewing-days.ts';

describe('defaultViewingDays', () => {
  it('enables Monday to Friday from 9:00 to 17:00 and disables the weekend', () => {
    const days = defaultViewingDays();
    expect(Object.keys(days)).toEqual([...WEEKDAYS]);
    expect(days.monday).toEqual({
      enabled: true,
      times: [{ openTime: '9:00', closeTime: '17:00' }],
    });
    expect(days.friday.enabled).toBe(true);
    expect(days.saturday.enabled).toBe(false);
    expect(days.sunday.times).toEqual([{ openTime: '9:00', closeTime: '17:00' }]);
  });

  it('returns a fresh object each call, so editing one does not change the next', () => {
    const first = defaultViewingDays();
    first.monday.times.push({ openTime: '18:00', closeTime: '19:00' });
    expect(defaultViewingDays().monday.times).toHaveLength(1);
  });
});

describe('weekdayOf', () => {
  it('maps local dates to lowercase weekdays starting on monday', () => {
    expect(weekdayOf(new Date(2024, 2, 4))).toBe('monday');
    expect(weekdayOf(new Date(2024, 2, 9))).toBe('saturday');
    expect(weekdayOf(new Date(2024, 2, 10))).toBe('sunday');
  });

  it('gives null for an invalid Date', () => {
    expect(weekdayOf(new Date('not a date'))).toBeNull();
  });
});

describe('openPeriods', () => {
  it('returns nothing for a disabled, missing or time-less day', () => {
    const days = defaultViewingDays();
    expect(openPeriods(days, 'saturday')).toEqual([]);
    expect(openPeriods({}, 'monday')).toEqual([]);
    expect(openPeriods(null, 'monday')).toEqual([]);
    expect(openPeriods({ monday: { enabled: true } }, 'monday')).toEqual([]);
  });

  it('skips periods with unreadable times or a close before the open', () => {
    const days = {
      monday: {
        enabled: true,
        times: [
          { openTime: '17:00', closeTime: '9:00' },
          { openTime: 'noon', closeTime: '13:00' },
          { openTime: '08:00', closeTime: '10:30' },
        ],
      },
    };
    expect(openPeriods(days, 'monday')).toEqual([{ open: 480, close: 630 }]);
  });
});
