import { describe, expect, it } from 'vitest';
import {
  formatClock12,
  formatClockValue,
  normalizeClockTime,
  parseClock12,
  parseClockTime,
} from './clock.ts';

describe('parseClockTime', () => {
  it('reads H:MM, HH:MM and HH:MM:SS', () => {
    expect(parseClockTime('9:00')).toBe(540);
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('17:00:00')).toBe(1020);
    expect(parseClockTime('0:00')).toBe(0);
    expect(parseClockTime('23:59')).toBe(1439);
  });

  it('rejects out-of-range and malformed times', () => {
    for (const bad of ['24:00', '12:60', '9', '9:0', 'nine', '', '-1:00']) {
      expect(parseClockTime(bad), bad).toBeNull();
    }
    expect(parseClockTime(null)).toBeNull();
  });
});

describe('formatClock12', () => {
  it('labels midnight, noon and afternoon times in 12-hour form', () => {
    expect(formatClock12(0)).toBe('12:00 AM');
    expect(formatClock12(540)).toBe('9:00 AM');
    expect(formatClock12(720)).toBe('12:00 PM');
    expect(formatClock12(750)).toBe('12:30 PM');
    expect(formatClock12(1410)).toBe('11:30 PM');
  });

  it('gives an empty label outside the day', () => {
    expect(formatClock12(-30)).toBe('');
    expect(formatClock12(1440)).toBe('');
    expect(formatClock12(Number.NaN)).toBe('');
  });
});

describe('parseClock12', () => {
  it('reads AM and PM labels including 12 AM and 12 PM', () => {
    expect(parseClock12('12:00 AM')).toBe(0);
    expect(parseClock12('12:30 PM')).toBe(750);
    expect(parseClock12('2:30 pm')).toBe(870);
    expect(parseClock12('11:59PM')).toBe(1439);
  });

  it('rejects hour 0, hour 13 and missing suffix', () => {
    expect(parseClock12('0:30 AM')).toBeNull();
    expect(parseClock12('13:00 PM')).toBeNull();
    expect(parseClock12('2:30')).toBeNull();
  });
});

describe('stored form', () => {
  it('writes hours without a leading zero', () => {
    expect(formatClockValue(540)).toBe('9:00');
    expect(formatClockValue(1020)).toBe('17:00');
    expect(normalizeClockTime('09:00')).toBe('9:00');
    expect(normalizeClockTime('25:00')).toBe('');
  });
});
