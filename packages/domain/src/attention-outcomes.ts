/**
 * How a manager closes an item under Needs attention: a call request records whether the
 * prospect was reached (CALLED_BACK or NO_ANSWER); every other kind is simply DONE (a
 * resident's maintenance request is DONE once the repair is arranged).
 * ANSWERED and BOOKED are never chosen: answering a question or booking the requested
 * viewing sets them.
 */
import type { AttentionKind, AttentionOutcome } from './enums.ts';

/** The outcomes a manager may resolve an item with, whatever its kind. */
export const RESOLVE_OUTCOMES = ['DONE', 'CALLED_BACK', 'NO_ANSWER'] as const;
export type ResolveOutcome = (typeof RESOLVE_OUTCOMES)[number];

const CALL_OUTCOMES: readonly ResolveOutcome[] = ['CALLED_BACK', 'NO_ANSWER'];
const PLAIN_OUTCOMES: readonly ResolveOutcome[] = ['DONE'];

/** The outcomes an item of this kind may be resolved with by its manager. */
export function resolveOutcomesFor(kind: AttentionKind): readonly ResolveOutcome[] {
  return kind === 'CALL_REQUEST' ? CALL_OUTCOMES : PLAIN_OUTCOMES;
}

/** Whether a manager may resolve an item of this kind with this outcome. */
export function isResolveOutcomeFor(kind: AttentionKind, outcome: AttentionOutcome): boolean {
  return (resolveOutcomesFor(kind) as readonly string[]).includes(outcome);
}
