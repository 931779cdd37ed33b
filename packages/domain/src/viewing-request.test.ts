import { describe, expect, it } from 'vitest';
import { viewingDateTime, viewingDayHeading, viewingRequestMessage } from './viewing-request.ts';

const MONDAY = new Date(2024, 2, 4, 8, 12);

describe('viewingDayHeading', () => {
  it('shows long weekday, month and day', () => {
    expect(viewingDayHeading(MONDAY)).toBe('Monday, March 4');
    expect(viewingDayHeading(new Date(2024, 11, 29))).toBe('Sunday, December 29');
  });

  it('is empty for an invalid Date', () => {
    expect(viewingDayHeading(new Date(Number.NaN))).toBe('');
  });
});

describe('viewingDateTime', () => {
  it("combines the day's date with the slot time, seconds zeroed and no zone", () => {
    expect(viewingDateTime(MONDAY, '2:30 PM')).toBe('2024-03-04T14:30:00');
    expect(viewingDateTime(MONDAY, '12:00 AM')).toBe('2024-03-04T00:00:00');
  });

  it('is empty for an invalid label or day', () => {
    expect(viewingDateTime(MONDAY, '14:30')).toBe('');
    expect(viewingDateTime(new Date(Number.NaN), '2:30 PM')).toBe('');
  });
});

describe('viewingRequestMessage', () => {
  it('names the day and the time', () => {
    expect(viewingRequestMessage(MONDAY, '2:30 PM')).toBe(
      'I would like to schedule a viewing on Monday, March 4 at 2:30 PM.',
    );
  });
});
