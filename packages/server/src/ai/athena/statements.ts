import { type PendingField, readClauses } from '../reading/index.ts';
import type { ScreeningStep } from './questions.ts';

/**
 * The message without its questions: an answer is read only from a clause that states
 * something, never from one that asks ('can I sublet it over the summer?' names no move-in
 * date, and must not overwrite the one given). Each clause is read by the trained reader
 * (ai/reading); one that asks, and answers nothing, is left out.
 */
export function statements(text: string, step: ScreeningStep | null): string {
  const clauses = readClauses({
    text,
    pending: step as PendingField | null,
    audience: 'prospect',
  });
  const kept = clauses.filter(({ text: clause, reading }) => {
    const asks = reading.top.includes('question') && INTERROGATIVE.test(clause);
    const says = reading.top.some(
      (l) => l === 'answer' || l === 'correction' || l === 'refusal' || l === 'unsure',
    );
    return says || !asks;
  });
  return kept.length === clauses.length ? text : kept.map((c) => c.text).join('. ');
}

/** A clause in the form of a question: a question mark, or an interrogative opening. */
const INTERROGATIVE =
  /\?\s*$|^\s*(?:can|could|may|might|is|are|am|do|does|did|will|would|should|shall|what|whats|what's|when|where|how|which|who|whose|why)\b/i;
