/**
 * The manager's prose (descriptions, policies, taught answers) and the lease as quotable
 * sentences. A sentence that holds a code or an account is dropped, other people's names
 * and numbers are cut out, and a sentence that tries to instruct Athena ('ignore all
 * previous instructions…') is dropped: a listing is data, never instructions.
 */
import { INJECTION_RULES } from '../guardrails/prospect-rules.ts';
import { cleanText, finite, wordsKey } from './format.ts';
import type { LearnedFact, LeaseChunk } from './knowledge.ts';
import { withoutPrivate } from './secrets.ts';
import { cleanSentences, splitLong } from './text.ts';
import type { FactSentence, SentenceKind } from './types.ts';

/** Where a piece of prose comes from. */
export interface ProseOrigin {
  idPrefix: string;
  source: string;
  kind: SentenceKind;
  topic: string;
  rank: number;
  /** Read by ranking before each sentence: the policy's name ('Guest policy'). */
  label?: string;
}

/** A sentence fit to keep: no instruction to Athena, no secret; private numbers cut. */
export function quotable(text: string): string | null {
  if (INJECTION_RULES.some((rule) => rule.test(text))) return null;
  return withoutPrivate(text);
}

/** Text with something in it; its line breaks are kept, as they end paragraphs. */
const hasText = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** The sentences of a piece of prose, each a fact of the given origin. */
export function proseSentences(text: unknown, origin: ProseOrigin): FactSentence[] {
  if (!hasText(text)) return [];
  const out: FactSentence[] = [];
  for (const sentence of cleanSentences(text)) {
    for (const part of splitLong(sentence.text)) {
      const kept = quotable(part);
      if (!kept) continue;
      out.push({
        id: `${origin.idPrefix}-${out.length + 1}`,
        text: kept,
        source: origin.source,
        kind: origin.kind,
        topic: origin.topic,
        rank: origin.rank,
        ...(origin.label ? { searchText: `${origin.label}: ${kept}` } : {}),
      });
    }
  }
  return out;
}

/** Longest taught answer kept whole; a longer one is cut into its sentences. */
const WHOLE_ANSWER = 300;

/**
 * What the manager taught Athena: the answer is quoted as the manager wrote it, and
 * ranking reads it with the question it answers, so the next person who asks the same
 * (in other words too) finds it.
 */
export function learnedFacts(learned: readonly LearnedFact[] | null | undefined): FactSentence[] {
  if (!Array.isArray(learned)) return [];
  return learned.flatMap((fact, index) => {
    const answer = cleanText(fact?.answer);
    if (!answer) return [];
    const question = cleanText(fact?.question) ?? '';
    const origin: ProseOrigin = {
      idPrefix: `learned-${index + 1}`,
      source: 'the property manager',
      kind: 'quoted',
      topic: 'learned',
      rank: 6,
    };
    const whole = answer.length <= WHOLE_ANSWER ? quotable(answer) : null;
    const { idPrefix, ...rest } = origin;
    const sentences: FactSentence[] = whole
      ? [{ id: `${idPrefix}-1`, text: whole, ...rest }]
      : proseSentences(answer, origin);
    return sentences.map((sentence) => ({
      ...sentence,
      searchText: `${question} ${sentence.text}`,
    }));
  });
}

/** Passages cut into sentences between two chances for the event loop to run (≈ 10 ms). */
export const STEP_PASSAGES = 50;

/**
 * The lease as sentences, in reading order, each labelled with the clause it is under
 * ('your lease, section 7'). The stored passages overlap, so a sentence seen already is
 * not repeated; the clause number carries from one passage to the next. A generator
 * that pauses every STEP_PASSAGES passages, so a long lease can be read without holding
 * the event loop (facts.ts); `leaseFacts` runs it straight through.
 */
export function* leaseSteps(
  chunks: readonly LeaseChunk[] | null | undefined,
): Generator<void, FactSentence[]> {
  if (!Array.isArray(chunks)) return [];
  const ordered = chunks
    .map((chunk) => ({ position: finite(chunk?.position) ?? 0, content: chunk?.content }))
    .filter((chunk): chunk is { position: number; content: string } => hasText(chunk.content))
    .sort((a, b) => a.position - b.position);
  const seen = new Set<string>();
  const out: FactSentence[] = [];
  let section: string | null = null;
  let before: string[] = [];
  for (const [n, chunk] of ordered.entries()) {
    if (n > 0 && n % STEP_PASSAGES === 0) yield;
    const these: string[] = [];
    for (const [i, sentence] of cleanSentences(chunk.content, section).entries()) {
      section = sentence.section;
      for (const part of splitLong(sentence.text)) {
        const words = wordsKey(part);
        these.push(words);
        if (seen.has(words)) continue;
        // A passage that opens with the last words of a long sentence of the one before
        // ('wall, a toilet that overflows…'): that sentence was read whole there.
        if (i === 0 && before.some((whole) => whole.endsWith(words))) continue;
        seen.add(words);
        const kept = quotable(part);
        if (!kept) continue;
        out.push({
          id: `lease-${out.length + 1}`,
          text: kept,
          source: section ? `your lease, section ${section}` : 'your lease',
          kind: 'lease',
          topic: 'lease',
          rank: 7,
        });
      }
    }
    before = these;
  }
  return out;
}

/** The lease as sentences (leaseSteps, straight through). */
export function leaseFacts(chunks: readonly LeaseChunk[] | null | undefined): FactSentence[] {
  const steps = leaseSteps(chunks);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
