import { type PendingField, readClauses } from '../reading/index.ts';
import type { ScreeningStep } from './questions.ts';

/**
 * The message without its questions: an answer is read only from a clause that states
 * something, never from one that asks ('can I sublet it over the summer?' names no move-in
 * date, and must not overwrite the one given). Each clause is read by the trained reader
 * (ai/reading); one that asks, and answers nothing, is left out.
 */
export function statements(text: string, step: ScreeningStep | null): string {
  const clauses = readAll(text, step);
  const kept = clauses.filter((c) => says(c) || !asks(c));
  return kept.length === clauses.length ? text : kept.map((c) => c.text).join('. ');
}

/** The clauses of a message that ask something and answer nothing: 'is there a dishwasher?'. */
export function questionClauses(text: string, step: ScreeningStep | null): string[] {
  return readAll(text, step)
    .filter((c) => asks(c) && !says(c))
    .map((c) => c.text);
}

type Clause = ReturnType<typeof readClauses>[number];

const readAll = (text: string, step: ScreeningStep | null) =>
  readClauses({ text, pending: step as PendingField | null, audience: 'prospect' });

const asks = ({ text, reading }: Clause) =>
  reading.top.includes('question') && INTERROGATIVE.test(text);

const says = ({ reading }: Clause) =>
  reading.top.some(
    (l) => l === 'answer' || l === 'correction' || l === 'refusal' || l === 'unsure',
  );

/** A clause in the form of a question: a question mark, or an interrogative opening. */
const INTERROGATIVE =
  /\?\s*$|^\s*(?:can|could|may|might|is|are|am|do|does|did|will|would|should|shall|what|whats|what's|when|where|how|which|who|whose|why)\b/i;
