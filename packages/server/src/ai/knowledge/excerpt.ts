/**
 * The part of a long fact worth quoting: a lease passage is about 1,000 characters, a
 * reply should quote the sentence or two that answer the question, not the page.
 */
import { cleanSentences } from '../answers/text.ts';
import { termsOf, WEAK_TERMS } from './terms.ts';

/** Longest quote before the best sentences are picked out. */
export const MAX_QUOTE_CHARS = 300;

/**
 * Sentences, as a reply may quote them: clause numbers ('12.', '4.2', 'Section 7') and
 * headings in capitals ('9. WATERBEDS.') taken off, fragments dropped (answers/text.ts).
 */
export function splitSentences(text: string, terse = false): string[] {
  return cleanSentences(text, null, terse).map((sentence) => sentence.text);
}

/** Each sentence with its clause's heading before it: the words a question may name it by. */
function sentencesWithTopic(text: string, terse: boolean): { text: string; topic: string }[] {
  return cleanSentences(text, null, terse).map((s) => ({
    text: s.text,
    topic: s.heading ? `${s.heading} ${s.text}` : s.text,
  }));
}

const cut = (text: string, max: number) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/, '')}…`;
};

/**
 * The text's clean sentences (no clause numbers or headings) when short; otherwise the sentence that shares the most question
 * terms, with its neighbours while they fit, cut at a word with '…' if still too long.
 */
export function excerpt(
  text: string,
  questionTerms: readonly string[],
  max = MAX_QUOTE_CHARS,
  mixed = false,
  terse = false,
) {
  const read = sentencesWithTopic(text, terse);
  const sentences = read.map((s) => s.text);
  // A passage that cleans to nothing quotable (a heading alone) is quoted as it is.
  if (sentences.length === 0) return cut(text, max);
  const wanted = new Set(questionTerms);
  const scores = read.map(({ topic }) =>
    termsOf(topic).reduce(
      (sum, term) => sum + (wanted.has(term) ? (WEAK_TERMS.has(term) ? 0.25 : 1) : 0),
      0,
    ),
  );
  // A text of many topics (a description, a lease clause) is quoted only where it speaks of
  // what was asked, when some of it does: 'does the kitchen have a dishwasher' is not
  // answered by the driveway that ends the same paragraph. A policy is about its topic.
  const telling = mixed ? sentences.filter((_, i) => (scores[i] ?? 0) >= 1) : [];
  if (telling.length > 0 && telling.join(' ').length <= max) return telling.join(' ');
  if (sentences.join(' ').length <= max) return sentences.join(' ');
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
