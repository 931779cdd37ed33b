import { NO_SUBJECT } from '../knowledge/question.ts';
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
): { says: string; asks: string[]; chatOnly: boolean } {
  const clauses = readClauses({ text, pending: step as PendingField | null, audience: 'prospect' });
  // 'this week if possible — is east actually ready right now?': with the answer said in a
  // clause of its own, a clause put as a question asks, whatever answer it seems to hold.
  const answeredApart = (clause: Clause) =>
    clauses.some((o) => o !== clause && states(o) && !ASKS_BY_FORM.test(o.text));
  const kept = clauses.filter(
    (c) => !opensAsQuestion(c, step !== null && !answeredApart(c)) && (states(c) || !isAsking(c)),
  );
  return {
    says: kept.length === clauses.length ? text : kept.map((c) => c.text).join('. '),
    asks: clauses.filter((c) => !kept.includes(c)).map((c) => c.text),
    /** Whether what is not asked is only small talk ('sweet.', 'great, last thing'). */
    chatOnly: kept.every((c) => c.reading.top.length === 1 && c.reading.top[0] === 'small_talk'),
  };
}

type Clause = ReturnType<typeof readClauses>[number];

const isAsking = ({ text, reading }: Clause) =>
  reading.top.includes('question') && INTERROGATIVE.test(text) && !NO_SUBJECT.test(text.trim());

const states = ({ reading }: Clause) =>
  reading.top.some(
    (l) => l === 'answer' || l === 'correction' || l === 'refusal' || l === 'unsure',
  );

/**
 * A question by its form, asked of the home ('during jazz fest in may could we rent our
 * couch out?', 'if I take 508 could I get in before feb 1?'): whatever date or number it
 * names is part of the question, never an answer, even where the reader also hears one —
 * except an answer to the question asked put as a question. A correction or a refusal put
 * as a question ('can you change it to march 3?', 'can we skip this one?') still says what
 * it says.
 */
const opensAsQuestion = (clause: Clause, asked: boolean) =>
  !clause.reading.top.some((l) => l === 'correction' || l === 'refusal') &&
  (ASKS_BY_FORM.test(clause.text) || (!asked && AUXILIARY_ASKED.test(clause.text))) &&
  // An answer to the question asked may be put as one ('could we do feb 1?', 'is it ok if
  // we move in march 1'), unless it sets a scene or a condition first ('if I take 508…').
  (!asked || !states(clause) || SCENE_FIRST.test(clause.text));

/** A clause opened by its verb and closed by a question mark: 'is east actually ready now?'. */
const AUXILIARY_ASKED =
  /^\s*(?:is|are|does|do|did|will|would|can|could|should|has|have)\s+[^?]*\?\s*$/i;

/** A clause that opens with a condition or a scene before what it asks. */
const SCENE_FIRST = /^\s*(?:if|during|when|while|over|for|in|on|before|after)\b/i;

/** An interrogative verb or word opening the clause, or after its conditions and scene. */
const ASKS_BY_FORM = new RegExp(
  // After a condition or scene anything may come first ('during jazz fest in may could
  // we…'); after 'so', 'and' or 'but' the question's verb comes next ('so can we…'), as
  // 'so all the bike stuff is a big plus' asks nothing.
  String.raw`(?:^|[,:]\s*|\b(?:if|when|during|in|on|for)\b[^,?]*?\s|\b(?:and|so|but|hold on|wait|also|oh|ok|okay)\s+(?:\w+\s+)?)` +
    String.raw`(?:(?:what|whats|what's|where|when|how|which|who|why)(?:\s+\w+)?\s+(?:can|could|do|does|did|is|are|will|would|should)` +
    String.raw`|(?:can|could|may|might|is|are|do|does|did|will|would|should)\s+(?:i|we|you|u|they|it|there|my|our|the|a|dogs?|cats?|pets?|people|guests?|friends?))\b`,
  'i',
);

/**
 * A clause in the form of a question: a question mark, or an interrogative opening, after
 * what announces it ('Two things: are cats okay').
 */
const INTERROGATIVE =
  /\?\s*$|^\s*(?:[\w ]{1,25}:\s*)?(?:can|could|may|might|is|are|am|do|does|did|will|would|should|shall|what|whats|what's|when|where|how|which|who|whose|why)\b/i;
