import { type PendingField, readClauses } from '../reading/index.ts';
import type { ScreeningStep } from './questions.ts';

/**
 * A message read clause by clause (by the trained reader, ai/reading): what it states, and
 * the clauses that only ask. An answer is read only from what it states, never from a
 * clause that asks ('can I sublet it over the summer?' names no move-in date, and must not
 * overwrite the one given); `asks` are the questions beside an answer ('no pets. is there a
 * dishwasher?').
 */
export function splitStatements(
  text: string,
  step: ScreeningStep | null,
): { says: string; asks: string[] } {
  const clauses = readClauses({ text, pending: step as PendingField | null, audience: 'prospect' });
  const kept = clauses.filter((c) => states(c) || !isAsking(c));
  return {
    says: kept.length === clauses.length ? text : kept.map((c) => c.text).join('. '),
    asks: clauses.filter((c) => isAsking(c) && !states(c)).map((c) => c.text),
  };
}

type Clause = ReturnType<typeof readClauses>[number];

const isAsking = ({ text, reading }: Clause) =>
  reading.top.includes('question') && INTERROGATIVE.test(text);

const states = ({ reading }: Clause) =>
  reading.top.some(
    (l) => l === 'answer' || l === 'correction' || l === 'refusal' || l === 'unsure',
  );

/** A clause in the form of a question: a question mark, or an interrogative opening. */
const INTERROGATIVE =
  /\?\s*$|^\s*(?:can|could|may|might|is|are|am|do|does|did|will|would|should|shall|what|whats|what's|when|where|how|which|who|whose|why)\b/i;
