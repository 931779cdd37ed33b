import { describe, expect, it } from 'vitest';
import { canPollCreationAgain, shouldShowWelcomeDialog } from './limits.ts';

describe('shouldShowWelcomeDialog', () => {
  it('shows for a verified user seen fewer than twice', () => {
    expect(shouldShowWelcomeDialog('VERIFIED', 0)).toBe(true);
    expect(shouldShowWelcomeDialog('VERIFIED', 1)).toBe(true);
    expect(shouldShowWelcomeDialog('VERIFIED', null)).toBe(true);
  });

  it('stops after two showings and never shows for a pending user', () => {
    expect(shouldShowWelcomeDialog('VERIFIED', 2)).toBe(false);
    expect(shouldShowWelcomeDialog('PENDING', 0)).toBe(false);
  });
});

describe('canPollCreationAgain', () => {
  it('allows 30 checks in all', () => {
    expect(canPollCreationAgain(29)).toBe(true);
    expect(canPollCreationAgain(30)).toBe(false);
  });
});
