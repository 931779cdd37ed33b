/**
 * What of a question the ranker should read: the clause that asks (not the story around
 * it: 'is heat included, I heard old buildings in Boston are freezing' asks about heat,
 * not Boston), without the words that only point at the home being asked about ('in my
 * apartment', 'does 2A have…': every fact here is about that home), and with words split
 * in two joined the way the facts write them ('back yard' → 'backyard').
 */
import type { SentenceIndex } from '../meaning/sentence-index.ts';
import { isStopword, stem, tokenize } from '../meaning/tokens.ts';

/**
 * A clause that tells rather than asks: it starts with the person ('I have a pitbull',
 * 'my friend wants to crash', 'we're month to month now') and has no question mark.
 */
const TELLS =
  /^(?:i|i'm|im|i've|ive|i'd|id|my|me|we|we're|were|our|he|she|he's|hes|she's|shes|his|her|they|their|it's|its|lol|haha|thanks|thank you)\b(?![^?]*\?\s*$)/i;
/** Where a message's clauses part: sentence ends, commas, dashes. */
const CLAUSE_ENDS = /(?<=[?!.])\s+|,\s+|\s+[-–—]\s+|;\s*/;

/**
 * A clause about what was said before it ('would that work here', 'is this a problem'):
 * it names nothing itself, so the message is read whole.
 */
export const LEANS =
  /^\W*(?:is|are|was|will|would|does|do|can|could|should)\s+(?:that|this|they|those|these)\b(?:\s+\w+){0,3}\W*$/i;

/** Words that only point at the home itself: every fact of the index is about it. */

const THE_HOME = new Set([
  'apartment',
  'apt',
  'unit',
  'house',
  'home',
  'place',
  'property',
  'condo',
  'townhome',
  'townhouse',
  'rental',
]);

/** The content words of a text, as the ranker reads them. */
function contentWords(text: string): string[] {
  return tokenize(text).filter((word) => !isStopword(word));
}

/**
 * The clauses of a message that ask, without those that tell; the whole message when no
 * clause is left with a word of its own ('is that ok?' leans on the statement before it).
 */
export function askingPart(text: string): string {
  const clauses = text.split(CLAUSE_ENDS).map((clause) => clause.trim());
  const asking = clauses.filter((clause) => !TELLS.test(clause) && !LEANS.test(clause));
  return asking.some((clause) => contentWords(clause).length > 0) ? asking.join(', ') : text;
}

/** 'back yard' → 'backyard' where the facts write the joined word. */
function joinCompounds(text: string, index: SentenceIndex): string {
  const words = text.split(/(\s+)/);
  for (let i = 0; i + 2 < words.length; i += 2) {
    const a = words[i]!;
    const b = words[i + 2]!;
    if (!/^[a-z]{2,}$/i.test(a) || !/^[a-z]{2,}[?.,!]*$/i.test(b)) continue;
    const tail = /[?.,!]*$/.exec(b)![0];
    const joined = `${a}${b.slice(0, b.length - tail.length)}`.toLowerCase();
    if (!index.postings.has(stem(joined))) continue;
    words.splice(i, 3, `${joined}${tail}`);
  }
  return words.join('');
}

/**
 * The text the ranker reads for a question about the home with this unit number: the
 * asking clauses, less the words that name the home, compounds joined. A question left
 * with no content word keeps them.
 */
export function rankingText(
  question: string,
  index: SentenceIndex,
  unitNumber: string | null,
  whole = false,
): string {
  const asking = joinCompounds(whole ? question : askingPart(question), index);
  const own = unitNumber?.toLowerCase();
  const kept = asking
    .split(/(\s+)/)
    .filter((part) => {
      const word = part.toLowerCase().replace(/[^a-z0-9]/g, '');
      return !(THE_HOME.has(word) || (own && word === own));
    })
    .join('');
  return contentWords(kept).length ? kept : asking;
}
