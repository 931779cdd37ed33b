/**
 * The part of a long fact worth quoting: a lease passage is about 1,000 characters, a
 * reply should quote the sentence or two that answer the question, not the page.
 */
import { termsOf, WEAK_TERMS } from './terms.ts';

/** Longest quote before the best sentences are picked out. */
export const MAX_QUOTE_CHARS = 300;

/**
 * Sentences. A period after a clause number ('3.') ends nothing, and a heading in
 * capitals ('9. WATERBEDS.') is kept with the sentence it introduces.
 */
export function splitSentences(text: string): string[] {
  const parts = text
    .split(/(?<=[^\d\s][.!?;])\s+(?=["'(\dA-Z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const sentences: string[] = [];
  let heading = '';
  for (const part of parts) {
    if (part.length < 60 && !/[a-z]/.test(part)) heading = `${heading}${part} `;
    else {
      sentences.push(`${heading}${part}`);
      heading = '';
    }
  }
  if (heading) sentences.push(heading.trim());
  return sentences;
}

const cut = (text: string, max: number) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/, '')}…`;
};

/**
 * The text itself when short; otherwise the sentence that shares the most question
 * terms, with its neighbours while they fit, cut at a word with '…' if still too long.
 */
export function excerpt(text: string, questionTerms: readonly string[], max = MAX_QUOTE_CHARS) {
  if (text.length <= max) return text;
  const wanted = new Set(questionTerms);
  const sentences = splitSentences(text);
  const scores = sentences.map((sentence) =>
    termsOf(sentence).reduce(
      (sum, term) => sum + (wanted.has(term) ? (WEAK_TERMS.has(term) ? 0.25 : 1) : 0),
      0,
    ),
  );
  const best = scores.indexOf(Math.max(...scores));
  let first = best;
  let last = best;
  const length = () => sentences.slice(first, last + 1).join(' ').length;
  // Grow towards the better-scoring neighbour while the quote still fits.
  while (true) {
    const before = first > 0 ? (scores[first - 1] ?? 0) : -1;
    const after = last < sentences.length - 1 ? (scores[last + 1] ?? 0) : -1;
    if (before < 0 && after < 0) break;
    const grow = after >= before ? 'after' : 'before';
    if (grow === 'after') last += 1;
    else first -= 1;
    if (length() > max) {
      if (grow === 'after') last -= 1;
      else first += 1;
      break;
    }
  }
  return cut(sentences.slice(first, last + 1).join(' '), max);
}
