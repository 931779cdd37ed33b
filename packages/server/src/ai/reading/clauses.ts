/**
 * Splits a message into clauses so each part of a multi-intent message ("yes 2 cats. is
 * there pet rent?") can be read on its own. Cuts after sentence punctuation and before a
 * conjunction that opens a new request ("…, and can I see it", "also is there…").
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'apt',
  'no',
  'vs',
  'etc',
]);
/** Sentence punctuation, a line break, a dash between spaces, or emoji between words. */
const SENTENCE_END =
  /([.?!;]+|\n+|\s[-–—]\s|(?<=\S\s*)(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+(?=\s+\p{L}))/gu;
const OPENS_REQUEST =
  /(?:,\s*|\s+)(?=(?:and|also|but|plus|oh and|btw)\s+(?:is|are|do|does|can|could|would|will|what|whats|what's|when|where|how|which|who|why|i'd|please|pls)\b)|,\s*(?=(?:is there|are there|is that|can i|can we|could i|could we|do you|does it|what|whats|what's|when|where|how|which|(?:can|could|would|will|may|does|do|is|are) (?:he|she|they|the|my|our|your) \w+)\b)/gi;

/** The message's clauses in order, trimmed, none empty; a message without breaks is one clause. */
export function splitClauses(text: string): string[] {
  const sentences = splitSentences(text);
  return sentences
    .flatMap((s) => s.split(OPENS_REQUEST))
    .map(trimClause)
    .filter(Boolean);
}

function splitSentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index);
    const next = text[end];
    // "Mr. Lee", "3.5", "e.g." are not ends: a period must be followed by a space or the end,
    // and not close a known abbreviation.
    if (match[0].startsWith('.') && next !== undefined && !/\s/.test(next)) continue;
    // 'January 1st.' ends a sentence: 'st' after a number is no abbreviation.
    const lastWord = /(?<![\dA-Za-z])([A-Za-z]+)\s*$/.exec(before)?.[1]?.toLowerCase();
    // 'No. 5' is a number; 'no. where can my friends smoke' is an answer, then a question.
    const numbered = lastWord !== 'no' || /^\s*#?\d/.test(text.slice(end));
    if (match[0] === '.' && lastWord && ABBREVIATIONS.has(lastWord) && numbered) continue;
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

function trimClause(clause: string): string {
  return clause.replace(/^[\s,;:–—-]+|[\s,;–—-]+$/g, '');
}
