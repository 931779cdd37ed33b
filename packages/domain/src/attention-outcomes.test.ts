import { describe, expect, it } from 'vitest';
import { isResolveOutcomeFor, RESOLVE_OUTCOMES, resolveOutcomesFor } from './attention-outcomes.ts';
import { ATTENTION_KINDS } from './enums.ts';

describe('resolveOutcomesFor', () => {
  it('gives a call request CALLED_BACK or NO_ANSWER, and every other kind DONE', () => {
    for (const kind of ATTENTION_KINDS) {
      expect(resolveOutcomesFor(kind)).toEqual(
        kind === 'CALL_REQUEST' ? ['CALLED_BACK', 'NO_ANSWER'] : ['DONE'],
      );
      for (const outcome of resolveOutcomesFor(kind)) expect(RESOLVE_OUTCOMES).toContain(outcome);
    }
  });

  it('refuses another kind’s outcome, and the outcomes no manager chooses', () => {
    expect(isResolveOutcomeFor('NEW_LEAD', 'CALLED_BACK')).toBe(false);
    expect(isResolveOutcomeFor('NEW_LEAD', 'NO_ANSWER')).toBe(false);
    expect(isResolveOutcomeFor('CALL_REQUEST', 'DONE')).toBe(false);
    expect(isResolveOutcomeFor('UNANSWERED_QUESTION', 'ANSWERED')).toBe(false);
    expect(isResolveOutcomeFor('VIEWING_REQUEST', 'BOOKED')).toBe(false);
    expect(isResolveOutcomeFor('NEW_LEAD', 'DONE')).toBe(true);
    expect(isResolveOutcomeFor('CALL_REQUEST', 'NO_ANSWER')).toBe(true);
  });

  it('resolves a maintenance request DONE, never as a call', () => {
    expect(resolveOutcomesFor('MAINTENANCE_REQUEST')).toEqual(['DONE']);
    expect(isResolveOutcomeFor('MAINTENANCE_REQUEST', 'DONE')).toBe(true);
    expect(isResolveOutcomeFor('MAINTENANCE_REQUEST', 'CALLED_BACK')).toBe(false);
    expect(isResolveOutcomeFor('MAINTENANCE_REQUEST', 'ANSWERED')).toBe(false);
  });
});
