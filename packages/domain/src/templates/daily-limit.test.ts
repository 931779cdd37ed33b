import { describe, expect, it } from 'vitest';
import {
  DAILY_ASSISTANT_LIMIT,
  DAILY_LIMIT_MESSAGE,
  DAILY_LIMIT_TITLE,
  dailyLimitState,
  localDayKey,
  recordAssistantRequest,
} from './daily-limit.ts';

const NOON = new Date(2024, 2, 4, 12, 0);

describe('dailyLimitState', () => {
  it('starts at 0 with nothing stored', () => {
    expect(dailyLimitState(null, NOON)).toEqual({ count: 0, reached: false });
  });

  it('is not reached at 19 requests and reached at 20', () => {
    expect(dailyLimitState({ date: '2024-03-04', count: 19 }, NOON).reached).toBe(false);
    expect(dailyLimitState({ date: '2024-03-04', count: 20 }, NOON)).toEqual({
      count: 20,
      reached: true,
    });
  });

  it('resets at local midnight', () => {
    const stored = { date: '2024-03-04', count: 20 };
    expect(dailyLimitState(stored, new Date(2024, 2, 4, 23, 59)).reached).toBe(true);
    expect(dailyLimitState(stored, new Date(2024, 2, 5, 0, 0))).toEqual({
      count: 0,
      reached: false,
    });
  });

  it('treats an unreadable count as 0', () => {
    expect(dailyLimitState({ date: '2024-03-04', count: Number.NaN }, NOON).count).toBe(0);
    expect(dailyLimitState({ date: '2024-03-04', count: -4 }, NOON).count).toBe(0);
  });
});

describe('recordAssistantRequest', () => {
  it('counts one more request today', () => {
    expect(recordAssistantRequest({ date: '2024-03-04', count: 3 }, NOON)).toEqual({
      date: '2024-03-04',
      count: 4,
    });
  });

  it('starts a new day at 1', () => {
    expect(recordAssistantRequest({ date: '2024-03-03', count: 20 }, NOON)).toEqual({
      date: '2024-03-04',
      count: 1,
    });
  });
});

describe('texts', () => {
  it('states the limit of 20 in the spec wording', () => {
    expect(DAILY_ASSISTANT_LIMIT).toBe(20);
    expect(DAILY_LIMIT_TITLE).toBe('Daily Limit Reached');
    expect(DAILY_LIMIT_MESSAGE).toBe(
      "You've reached your daily limit of 20 requests. Please try again tomorrow.",
    );
    expect(DAILY_LIMIT_MESSAGE).toContain(String(DAILY_ASSISTANT_LIMIT));
  });

  it('keys the day by the local calendar date', () => {
    expect(localDayKey(new Date(2024, 0, 9, 0, 1))).toBe('2024-01-09');
  });
});
