import { describe, expect, it } from 'vitest';
import { defaultViewingDays } from './viewing-days.ts';
import { isOfferedSlot, isWithinViewingHours } from './viewing-hours.ts';

// 2024-03-04 is a Monday, 2024-03-09 a Saturday.
const at = (day: number, hour: number, minute = 0) => ({ year: 2024, month: 3, day, hour, minute });
const hours = defaultViewingDays();

describe('isWithinViewingHours', () => {
  it('accepts a viewing that starts at opening time', () => {
    expect(isWithinViewingHours(hours, at(4, 9), 30)).toBe(true);
  });

  it('accepts a viewing that ends exactly at closing time', () => {
    expect(isWithinViewingHours(hours, at(4, 16, 30), 30)).toBe(true);
  });

  it('rejects a viewing that would run past closing time', () => {
    expect(isWithinViewingHours(hours, at(4, 16, 45), 30)).toBe(false);
    expect(isWithinViewingHours(hours, at(4, 17), 15)).toBe(false);
  });

  it('rejects a viewing before opening time', () => {
    expect(isWithinViewingHours(hours, at(4, 8, 45), 15)).toBe(false);
  });

  it('rejects a viewing on a disabled weekday', () => {
    expect(isWithinViewingHours(hours, at(9, 10), 30)).toBe(false);
  });

  it('requires the whole viewing inside one period, not across a gap', () => {
    const split = {
      monday: {
        enabled: true,
        times: [
          { openTime: '9:00', closeTime: '12:00' },
          { openTime: '12:30', closeTime: '17:00' },
        ],
      },
    };
    expect(isWithinViewingHours(split, at(4, 11, 30), 30)).toBe(true);
    expect(isWithinViewingHours(split, at(4, 11, 45), 30)).toBe(false);
    expect(isWithinViewingHours(split, at(4, 12, 30), 60)).toBe(true);
  });

  it('rejects impossible dates and non-positive durations', () => {
    expect(isWithinViewingHours(hours, { ...at(4, 10), month: 2, day: 30 }, 30)).toBe(false);
    expect(isWithinViewingHours(hours, at(4, 10), 0)).toBe(false);
    expect(isWithinViewingHours(hours, at(4, 10), Number.NaN)).toBe(false);
  });
});

describe('isOfferedSlot', () => {
  it('accepts every slot the picker offers, closing time included', () => {
    expect(isOfferedSlot(hours, at(4, 9))).toBe(true);
    expect(isOfferedSlot(hours, at(4, 17))).toBe(true);
  });

  it('rejects an off-grid time, a time after closing and a disabled day', () => {
    expect(isOfferedSlot(hours, at(4, 9, 15))).toBe(false);
    expect(isOfferedSlot(hours, at(4, 17, 30))).toBe(false);
    expect(isOfferedSlot(hours, at(9, 10))).toBe(false);
  });
});
