/**
 * Athena's answers from one property's facts: build the index once per version of the
 * property's facts, then answer each question with a composed reply and how sure it is,
 * or null when she does not know (the turn then says so and passes the question on).
 */
import { queryTerms } from '../meaning/rank.ts';
import { buildSentenceIndex, type SentenceIndex } from '../meaning/sentence-index.ts';
import { stem } from '../meaning/tokens.ts';
import { composeAnswer } from './compose.ts';
import { confidenceOf, type Features, featuresOf, THRESHOLD } from './confidence.ts';
import { factSentences, factSentencesAsync } from './facts.ts';
import { cleanText } from './format.ts';
import type { PropertyKnowledge } from './knowledge.ts';
import { LEANS, rankingText } from './query.ts';

import { MAX_QUESTION_CHARS, readQuestion } from './question.ts';
import { asksForSecret, withoutPrivate } from './secrets.ts';
import { type Candidate, candidates } from './select.ts';
import { correctedText } from './spelling.ts';
import { thingAsked } from './subject.ts';
import type { Answer, FactSentence } from './types.ts';

export type { PropertyKnowledge } from './knowledge.ts';
export type { Answer, AnswerSource, FactSentence, FactValue } from './types.ts';

/** One property's facts as sentences, indexed for ranking. Read-only once built. */
export interface AnswerIndex {
  readonly facts: readonly FactSentence[];
  /** The generated sentences of structured fields, which a question can reach by name. */
  readonly fields: readonly FactSentence[];
  readonly byId: ReadonlyMap<string, FactSentence>;

  readonly meaning: SentenceIndex;
  /** The unit asked about ('2B'): naming it in a question names no topic. */
  readonly unitNumber: string | null;
}

/** The index of a property's sentences: what the ranker reads of each. */
function indexOf(facts: readonly FactSentence[], knowledge: PropertyKnowledge): AnswerIndex {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const meaning = buildSentenceIndex(
    facts.map((fact) => ({ id: fact.id, text: fact.searchText ?? fact.text })),
  );
  const fields = facts.filter((fact) => fact.kind === 'generated');
  return { facts, fields, byId, meaning, unitNumber: cleanText(knowledge?.unit?.unitNumber) };
}

/**
 * Builds the index of one property's facts: its fields, amenities, pet rules, policies,
 * descriptions, taught answers and lease, as sentences. Build it once per version of
 * those facts (a typical property: a few milliseconds; 60 policies and a
 * 2,000,000-character lease: about 1.5 s, see README.md) and reuse it for every question.
 */
export function buildAnswerIndex(knowledge: PropertyKnowledge): AnswerIndex {
  return indexOf(factSentences(knowledge), knowledge);
}

/** Lets other work run: the builds below yield between their steps. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `buildAnswerIndex` for a server (modules/assistant/knowledge-cache.ts builds off the
 * request path): the lease is cut into sentences in steps of about 10 ms that let other
 * work run between them. The ranker's own index is still built in one step (meaning/
 * has no sliced build yet): on a 2,000,000-character lease that step holds the event
 * loop for about a second (README.md).
 */

export async function buildAnswerIndexAsync(knowledge: PropertyKnowledge): Promise<AnswerIndex> {
  const facts = await factSentencesAsync(knowledge);
  await pause();
  return indexOf(facts, knowledge);
}

/**
 * The answer to one question from the index, or null when Athena does not know: nothing
 * relevant enough, an empty question, or one asking for a code or an account number.
 * Satisfies the turn's `lookUp` (`{ answer, sources }`); `confidence` is on 0–1.
 */
export function answerQuestion(index: AnswerIndex, question: string): Answer | null {
  const answer = bestAnswer(index, question);
  return answer && answer.confidence >= THRESHOLD ? answer : null;
}

/**
 * 'Will that be accepted?', 'is this a problem?': a question about something said before
 * it, which alone asks nothing (the turn reads it with the statement before).
 */
const leansOnBefore = (text: string) => LEANS.test(text.trim());

/**
 * The fact sentence ranked first for a question, whatever its confidence: the turn asks
 * whether an answer it already gives says it, never says it alone.
 */
export function nearestFact(index: AnswerIndex, question: string): string | null {
  return explainAnswer(index, question)?.ranked[0]?.fact.text ?? null;
}

/** The best answer whatever its confidence (measurement reads it; the turn uses answerQuestion). */
export function bestAnswer(index: AnswerIndex, question: string): Answer | null {
  return explainAnswer(index, question)?.answer ?? null;
}

/** The best answer with what its confidence was computed from: for measurement and tracing. */
export function explainAnswer(
  index: AnswerIndex,
  question: string,
): { answer: Answer; features: Features; ranked: Candidate[] } | null {
  if (typeof question !== 'string' || !index?.meaning) return null;
  // Misspellings are corrected once, here: everything after reads the corrected question.
  const q = readQuestion(correctedText(index.meaning, question.slice(0, MAX_QUESTION_CHARS)));
  if (!q.text.trim() || asksForSecret(q.text) || leansOnBefore(q.text)) return null;
  const rankText = rankingText(q.text, index.meaning, index.unitNumber);
  const ranked = candidates(index, q);
  // What a sentence must say to answer yes or no: the asked words the property uses at all,
  // and the thing asked about whether the property names it or not ('is heat included?').
  const thing = new Set(thingAsked(q.text).map(stem));
  const asked = queryTerms(index.meaning, rankText, false)
    .map((term) => term.stem)
    .filter((word) => index.meaning.postings.has(word) || thing.has(word));
  const composed = composeAnswer(ranked, q, asked);
  if (!composed) return null;
  // The facts were cleared of secrets when built; this is the last look before saying it.
  const text = withoutPrivate(composed.text);
  if (!text) return null;
  const features = featuresOf(index.meaning, ranked, rankText, q.text, text);
  if (!features) return null;
  const sources = composed.used.map((fact) => ({ topic: fact.topic, source: fact.source }));
  return {
    answer: { answer: text, sources, confidence: confidenceOf(features) },
    features,
    ranked,
  };
}
