import type { Extractor } from './context.ts';
import { guarded } from './text.ts';

/*
 * Order matters: doubt first ('not sure' contains 'sure', 'I don't know' contains
 * "I don't"), then a yes word that is negated ('absolutely not'), then the first word
 * (people answer first and explain after: 'no, but my partner does'), then anywhere.
 */
const UNSURE =
  /\b(?:not sure|unsure|(?:i |we )?(?:don'?t|do not) know|dunno|idk|maybe|perhaps|not certain|no idea|depends|it depends)\b/;
const NEGATED_YES = /\b(?:yes|yeah|sure|absolutely|definitely|of course|certainly)\s+not\b/;
const LEADING_NO =
  /^(?:no+|nope|nop|nah+|nay|negative|not at all|not really|never|none|n|no way|not a chance)\b/;
const LEADING_YES =
  /^(?:y|ye+s+|yeah+|yea|yah|ya|yep|yup|sure|correct|absolutely|definitely|of course|certainly|affirmative|indeed|i do|we do|that'?s right|uh[- ]?huh|yass+)\b/;
const NO =
  /\b(?:no|nope|nah|not at all|not really|none|never|nobody|no one|(?:i|we) (?:don'?t|do not)|don'?t think so)\b/;
const YES =
  /\b(?:yes|yeah|yep|yup|sure|correct|absolutely|definitely|of course|(?:i|we) do|i think so)\b/;

/** A yes or no as prospects type it; null when the text is neither or unsure. */
export function readYesNo(text: string): boolean | null {
  const t = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]+/gu, (symbols) =>
      symbols.includes('\u{1f44d}') ? ' yes ' : symbols.includes('\u{1f44e}') ? ' no ' : ' ',
    )
    .trim();
  if (NEGATED_YES.test(t)) return false;
  if (UNSURE.test(t)) return null;
  if (LEADING_NO.test(t)) return false;
  if (LEADING_YES.test(t)) return true;
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return null;
}

/**
 * 'yes', 'yeah', 'yep', 'sure', 'correct', a thumbs up → true; 'no', 'nope', 'not at all',
 * 'none', 'not really', 'I don't' → false; anything else (including 'not sure') → null.
 */
export const extractYesNo: Extractor<boolean> = guarded((text) => readYesNo(text));
