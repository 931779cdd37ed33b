import { describe, expect, it } from 'vitest';
import { chatbotState, listedSize, REENABLED_AVAILABILITY } from './units.ts';

describe('chatbotState', () => {
  it('is enabled only for available units', () => {
    expect(chatbotState('AVAILABLE')).toBe('ENABLED');
    expect(chatbotState('OCCUPIED')).toBe('DISABLED');
    expect(chatbotState('MAINTENANCE')).toBe('DISABLED');
    expect(chatbotState(undefined)).toBe('DISABLED');
  });

  it('re-enables by setting AVAILABLE', () => {
    expect(chatbotState(REENABLED_AVAILABILITY)).toBe('ENABLED');
  });
});

describe('listedSize', () => {
  it('treats -1 as not listed and keeps real sizes, 0 included', () => {
    expect(listedSize(-1)).toBeNull();
    expect(listedSize(null)).toBeNull();
    expect(listedSize(Number.NaN)).toBeNull();
    expect(listedSize(0)).toBe(0);
    expect(listedSize(850)).toBe(850);
  });
});
