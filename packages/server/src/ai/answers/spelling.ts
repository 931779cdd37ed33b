/**
 * The question's misspellings corrected once per question, through the ranker's own
 * correction (meaning/spelling.ts), each word's correction remembered per property: a
 * turn ranks and reads a question several times, and an unknown word ('cosigner') costs
 * milliseconds to look up on a long lease's vocabulary, every time.
 */
import type { SentenceIndex } from '../meaning/sentence-index.ts';
import { correctWord, type SpellingIndex } from '../meaning/spelling.ts';

/** Corrections remembered per property index; cleared when this many are held. */
const MAX_REMEMBERED = 5000;
const remembered = new WeakMap<SpellingIndex, Map<string, string | null>>();

function correctionOf(word: string, index: SpellingIndex): string | null {
  let known = remembered.get(index);
  if (!known) {
    known = new Map();
    remembered.set(index, known);
  }
  const found = known.get(word);
  if (found !== undefined) return found;
  if (known.size >= MAX_REMEMBERED) known.clear();
  const fix = correctWord(word, index) ?? null;
  known.set(word, fix);
  return fix;
}

/**
 * The text with its misspelt words corrected, as meaning's correctSpelling does: a word
 * with a capital after a sentence's first word is a name and is left alone.
 */
export function correctedText(meaning: SentenceIndex, text: string): string {
  return text.replace(/[A-Za-z]+/g, (word, offset: number) => {
    const before = text.slice(0, offset);
    const sentenceStart = /(^|[.!?]\s+|\n\s*)$/.test(before) || before.trim() === '';
    if (/[A-Z]/.test(word) && !sentenceStart) return word;
    const fix = correctionOf(word.toLowerCase(), meaning.spelling);
    if (!fix) return word;
    return /^[A-Z]/.test(word) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
  });
}
