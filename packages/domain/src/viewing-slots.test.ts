import { describe, expect, it } from 'vitest';
import { defaultViewingDays } from './viewing-days.ts';
import {
  NO_AVAILABLE_TIMES_MESSAGE,
  slotLabelTo24h,
  slotsForDate,
  timeOptions,
} from './viewing-slots.ts';

const MONDAY = new Date(2024, 2, 4);
const SATURDAY = new Date(2024, 2, 9);

describe('slotsForDate', () => {
  it('lists half-hour slots from open to close inclusive in 12-hour form', () => {
    const slots = slotsForDate(defaultViewingDays(), MONDAY);
    expect(slots).toHaveLength(17);
    expect(slots[0]).toBe('9:00 AM');
    expect(slots).toContain('12:00 PM');
    expect(slots).toContain('12:30 PM');
    expect(slots.at(-1)).toBe('5:00 PM');
  });

  it('gives no slots for a disabled weekday', () => {
    expect(slotsForDate(defaultViewingDays(), SATURDAY)).toEqual([]);
  });

  it('gives no slots for an enabled weekday without periods', () => {
    expect(slotsForDate({ monday: { enabled: true, times: [] } }, MONDAY)).toEqual([]);
  });

  it('merges several periods sorted and without duplicates', () => {
    const days = {
      monday: {
        enabled: true,
        times: [
          { openTime: '14:00', closeTime: '15:00' },
          { openTime: '9:00', closeTime: '10:00' },
          { openTime: '9:30', closeTime: '10:00' },
        ],
      },
    };
    expect(slotsForDate(days, MONDAY)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
    ]);
  });

  it('steps from an off-grid open time and stops at the close time', () => {
    const days = { monday: { enabled: true, times: [{ openTime: '09:15', closeTime: '10:00' }] } };
    expect(slotsForDate(days, MONDAY)).toEqual(['9:15 AM', '9:45 AM']);
  });

  it('offers a single slot when a period opens and closes at the same time', () => {
    const days = { monday: { enabled: true, times: [{ openTime: '0:00', closeTime: '0:00' }] } };
    expect(slotsForDate(days, MONDAY)).toEqual(['12:00 AM']);
  });

  it('gives no slots for an invalid date or missing hours', () => {
    expect(slotsForDate(defaultViewingDays(), new Date(Number.NaN))).toEqual([]);
    expect(slotsForDate(null, MONDAY)).toEqual([]);
  });

  it('exports the empty-day text verbatim', () => {
    expect(NO_AVAILABLE_TIMES_MESSAGE).toBe('No available times for this date');
  });
});

describe('slotLabelTo24h', () => {
  it('converts labels to 24-hour time with seconds zeroed', () => {
    expect(slotLabelTo24h('2:30 PM')).toBe('14:30:00');
    expect(slotLabelTo24h('12:00 AM')).toBe('00:00:00');
    expect(slotLabelTo24h('12:30 PM')).toBe('12:30:00');
    expect(slotLabelTo24h('9:00 AM')).toBe('09:00:00');
  });

  it('gives an empty string for invalid labels', () => {
    for (const bad of ['', '14:30', '13:00 PM', 'noon', '9:60 AM']) {
      expect(slotLabelTo24h(bad), bad).toBe('');
    }
    expect(slotLabelTo24h(undefined)).toBe('');
  });
});

describe('timeOptions', () => {
  it('offers 48 half-hour options over 24 hours', () => {
    const options = timeOptions();
    expect(options).toHaveLength(48);
    expect(options[0]).toEqual({ value: '0:00', label: '12:00 AM' });
    expect(options[18]).toEqual({ value: '9:00', label: '9:00 AM' });
    expect(options[34]).toEqual({ value: '17:00', label: '5:00 PM' });
    expect(options[47]).toEqual({ value: '23:30', label: '11:30 PM' });
  });

  it('contains the default window values so the selects can show them', () => {
    const values = timeOptions().map((o) => o.value);
    const defaults = defaultViewingDays().monday.times[0];
    expect(values).toContain(defaults?.openTime);
    expect(values).toContain(defaults?.closeTime);
  });
});
