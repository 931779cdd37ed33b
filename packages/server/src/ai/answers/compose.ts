/**
 * The reply to one question, composed: the yes or no first where it can be decided, then
 * the fact in a sentence; a sentence of ours said as is, the manager's or the lease's
 * words quoted under their source ('Your lease, section 7, says: "…"'). At most one quote,
 * never the same sentence twice, never a quote that says the opposite of the answer.
 */
import { type Polarity, sentencePolarity } from './polarity.ts';
import type { Question } from './question.ts';
import type { Candidate } from './select.ts';
import type { FactSentence } from './types.ts';
import { valueAnswer } from './value-answer.ts';
import { holdsWanted } from './value-types.ts';

/** A quote added after a sentence of ours scores at least this share of it… */
export const EXTRA_RATIO = 0.8;
/** …and at least this much. */
export const EXTRA_MIN = 0.35;

/** 'your lease, section 7' → 'Your lease, section 7, says:'. */
export function quoteIntro(fact: FactSentence): string {
  const source = fact.source;
  if (/^Unit\b|^the unit$/.test(source))
    return `The listing for ${source.replace(/^the /, 'the ')} says:`;
  const capital = `${source.charAt(0).toUpperCase()}${source.slice(1)}`;
  if (/,\s*section\s/.test(source)) return `${capital}, says:`;
  return `${capital} ${/policies$/.test(source) ? 'say' : 'says'}:`;
}

/** How a fact is said: our own sentence as is, anyone else's words quoted under their source. */
export function sayFact(fact: FactSentence): string {
  return fact.kind === 'generated' ? fact.text : `${quoteIntro(fact)} "${fact.text}"`;
}

/** Words a sentence may start with that are not names, so 'Yes — the…' reads on. */
const COMMON_START =
  /^(?:The|There|Tenants?|You|Your|Cats?|Dogs?|Small|Pets?|Parking|On-site|Leases?|No|Assistance|Utilities|Some|Water|Gas|Electricity|Internet|Trash|A|An|It|This|Each|Every|All|Guests?|Smoking|Rent|Up|Only|Lessee|Lessor|Landlord|Owner|Resident)\b/;

/** 'Yes — ' or 'No — ' before the sentence, when the answer decides it. */
export function withPolarity(polarity: Polarity, text: string): string {
  if (!polarity) return text;
  const rest = COMMON_START.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  return `${polarity === 'yes' ? 'Yes' : 'No'} — ${rest}`;
}

/** Whether the question may be answered with a yes or a no ('is it X or Y?' may not). */
export function wantsPolarity(q: Question): boolean {
  return q.yesNo && !q.inverted && !/\bor\b(?!\s+(?:not|no)\b)/i.test(q.text);
}

/** The main answer from the best candidate: its value composed, else its sentence. */
function mainAnswer(best: Candidate, q: Question, asked: readonly string[]) {
  const composed = valueAnswer(best.fact, q);
  // 'Does it have central AC?' is not a yes from 'The home has air conditioning': an
  // amenity says yes only to every word asked of it.
  if (composed?.polarity === 'yes' && best.fact.value?.kind === 'amenity') {
    if (!namesAll(best.fact.searchText ?? best.fact.text, asked))
      return { ...composed, polarity: null };
  }
  if (composed) return composed;
  const said = sayFact(best.fact);
  const polarity =
    best.fact.kind === 'generated' ? null : sentencePolarity(best.fact.text, asked, q.permission);
  return { text: said, polarity };
}

/** Whether a text says every asked word. */
const namesAll = (text: string, asked: readonly string[]) =>
  said(text, asked).size === asked.length;

/** Stems of the asked words that a text says. */
function said(text: string, asked: readonly string[]): Set<string> {
  const words = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w));
  return new Set(asked.filter((stem) => [...words].some((w) => w.startsWith(stem))));
}

/**
 * One quote after a sentence of ours, when it says more of what was asked ('does the
 * pool have a fence?' after 'There is a pool.') and agrees with the answer.
 */
function extraQuote(
  best: Candidate,
  others: readonly Candidate[],
  answerText: string,
  polarity: Polarity,
  q: Question,
  asked: readonly string[],
): Candidate | null {
  if (best.fact.kind !== 'generated') return null;
  if (q.wanted && holdsWanted(answerText, q.wanted)) return null;
  const known = said(answerText, asked);
  const floor = Math.max(EXTRA_MIN, EXTRA_RATIO * best.adjusted);
  for (const other of others) {
    if (other.adjusted < floor) break;
    if (other.fact.kind === 'generated' || other.fact === best.fact || !other.fits) continue;
    // It says more of what was asked, or more about the same thing ('The home has air
    // conditioning.' then 'window units go in every May'), or the same field's details
    // ('On-site parking is available.' then the parking policy).
    const theirWords = said(other.fact.text, asked);
    const more = [...theirWords].some((stem) => !known.has(stem));
    const same = known.size > 0 && [...known].every((stem) => theirWords.has(stem));
    if (!more && !same && other.fact.topic !== best.fact.topic) continue;

    const theirs = sentencePolarity(other.fact.text, asked, q.permission);

    if (polarity && theirs && theirs !== polarity) continue;
    return other;
  }
  return null;
}

/** The composed reply and the facts it used, best first. */
export function composeAnswer(
  ranked: readonly Candidate[],
  q: Question,
  asked: readonly string[],
): { text: string; used: FactSentence[] } | null {
  const best = ranked[0];
  if (!best) return null;
  const main = mainAnswer(best, q, asked);
  const polarity = wantsPolarity(q) ? main.polarity : null;
  const text = withPolarity(polarity, main.text);
  const extra = extraQuote(best, ranked.slice(1), text, polarity, q, asked);
  if (!extra) return { text, used: [best.fact] };
  return { text: `${text} ${sayFact(extra.fact)}`, used: [best.fact, extra.fact] };
}
