/**
 * Yes or no from a sentence of prose, only when it is plain: the clause that names the
 * thing asked says it with a negation ('Grills are not allowed on the balconies') or
 * without one and without a condition ('The building has an elevator'). A condition
 * ('only with written approval', 'subject to availability') decides neither: the answer
 * then states the fact without a Yes or a No rather than guess.
 */
import { stem } from '../meaning/tokens.ts';

export type Polarity = 'yes' | 'no' | null;

const NEGATION =
  /\b(?:no|not|never|none|nor|neither|prohibited|forbidden|banned|cannot|without)\b|n['’]t\b|\bmay not\b|\bmust not\b/i;
const CONDITION =
  /\b(?:only|unless|except|subject to|requires?|required|approval|approved|approve|consent|permission|provided that|as long as|if|upon request|case[- ]by[- ]case)\b/i;
/** Words that refuse leave: 'not allowed', 'may not', 'prohibited', 'no smoking'. */
const REFUSES =
  /\b(?:not|never|n['’]t)\s+(?:be\s+)?(?:allowed|permitted|accepted)\b|\b(?:prohibited|forbidden|banned)\b|\b(?:may|must|shall|can)\s*not\b|\bcannot\b|\bcan['’]t\b|\bno\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:is|are|may)\b|^\s*no\s+[a-z-]+/i;
/** Words that give it: 'may', 'allowed', 'permitted', 'welcome'. */
const ALLOWS = /\b(?:may|can|allowed|permitted|welcome|accepted|ok|okay|fine)\b/i;

/** Where one clause ends and another starts. */

const CLAUSES = /;|:|,\s*(?:but|and|or|while|although|though|plus)\b|\.\s|\bbut\b/i;

/** Stems of a text's words. */
const stems = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);

/**
 * The clause of the sentence that names every asked word, or null when none does: 'is
 * the yard fenced?' is not answered yes by 'Tenant picks up dog waste in the yard'.
 */
function clauseAbout(sentence: string, asked: readonly string[]): string | null {
  if (!asked.length) return null;
  for (const clause of sentence.split(CLAUSES)) {
    const words = stems(clause);
    if (asked.every((word) => words.includes(word)) && near(words, asked)) return clause;
  }
  return null;
}

/** Words further apart than this in a clause are not said of each other. */
const SAID_OF_SPAN = 8;

/**
 * Whether the asked words stand together somewhere in the clause: 'is the pool heated?' is
 * not answered by 'weekly pool service and pest control …, maintains the heat pump'.
 */
function near(words: readonly string[], asked: readonly string[]): boolean {
  const wanted = new Set(asked);
  if (wanted.size < 2) return true;
  const last = new Map<string, number>();
  for (const [i, word] of words.entries()) {
    if (!wanted.has(word)) continue;
    last.set(word, i);
    if (last.size === wanted.size && i - Math.min(...last.values()) <= SAID_OF_SPAN) return true;
  }
  return false;
}

/**
 * The polarity of a sentence about the asked words (stems of the question's content
 * words that the property's facts use anywhere: 'nearby' or 'ok' are phrasing, not the
 * thing asked): 'no' when the clause naming them all is negated, 'yes' when it is plain,
 * null when it is conditional or no clause names them all.
 */
export function sentencePolarity(
  sentence: string,
  asked: readonly string[],
  permission = false,
): Polarity {
  const clause = clauseAbout(sentence, asked);
  if (!clause) return null;
  if (CONDITION.test(clause)) return null;
  // Leave to do something is given or refused in words of leave: 'the garage comes with
  // the rent at no extra charge' neither lets nor forbids charging a car in it.
  if (permission) return REFUSES.test(clause) ? 'no' : ALLOWS.test(clause) ? 'yes' : null;
  if (NEGATION.test(clause)) {
    // 'without' alone is a condition ('without written consent'), not a refusal.
    return /\bwithout\b/i.test(clause) && !/\b(?:not|no|never)\b|n['’]t\b/i.test(clause)
      ? null
      : 'no';
  }
  // 'Pit bulls, Rottweilers and Dobermans, and mixes of them, are not accepted': a list
  // cut from its verb reads plain, yet the sentence refuses; a yes would contradict it.
  return NEGATION.test(sentence) && !/\bwithout\b/i.test(sentence) ? null : 'yes';
}
