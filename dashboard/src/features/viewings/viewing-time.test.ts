import { describe, expect, it } from 'vitest';
import { agendaRange, localDay, offsetOf } from './viewing-time.ts';

describe('going to a date in the agenda', () => {
  const now = new Date(2026, 10, 28, 9, 30); // Sat, Nov 28, 2026, in the browser's zone

  it('finds the day and the week that hold the chosen date', () => {
    expect(offsetOf('2026-11-28', 'day', now)).toBe(0);
    expect(offsetOf('2026-12-03', 'day', now)).toBe(5);
    expect(offsetOf('2026-11-20', 'day', now)).toBe(-8);
    expect(offsetOf('2026-12-04', 'week', now)).toBe(0);
    expect(offsetOf('2026-12-05', 'week', now)).toBe(1);
    expect(offsetOf('2026-11-27', 'week', now)).toBe(-1);
  });

  it('lands on a range that contains the day, across a month and a clock change', () => {
    for (const day of ['2027-03-14', '2027-11-07', '2027-01-01']) {
      for (const view of ['day', 'week'] as const) {
        const { from, to } = agendaRange(view, offsetOf(day, view, now), now);
        expect(localDay(from) <= day && day < localDay(to)).toBe(true);
      }
    }
  });
});
