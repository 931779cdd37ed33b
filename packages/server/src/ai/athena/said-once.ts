/**
 * A reply says each thing once. The parts of a turn are composed apart (each question of a
 * message, the accessibility facts, the wider look-up beside them), and two of them often
 * find the same sentence: 'is there a gym? also what are the pool hours' found the amenity
 * rules twice. The reply is read once at the end: a sentence already said, inside a quote or
 * not, is left out, and a quote with nothing new left goes with the words that introduce it
 * ('Property details:', 'Yes — the listing says:').
 */

/** A quoted passage of the facts, as the look-ups write it. */
const QUOTE = /"([^"]+)"/g;
/** Where one sentence ends and the next begins ('6 a.m. to 10 p.m.' is one sentence). */
const SENTENCE_END = /(?<=[.!?])(\s+)(?=["'(]?[A-Z0-9$])/;
/** Words introducing a quote, after the last sentence or line before it. */
const LEAD_IN = /(^|[.!?]\s+|\n+)[^.!?\n]*:\s*$/;

const key = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();

/** The sentences of a text not said before (and now said), in their words and layout. */
function unsaid(text: string, said: Set<string>): string {
  const pieces = text.split(SENTENCE_END);
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const sentence = pieces[i] ?? '';
    const k = key(sentence);
    // Short pieces ('Yes —', a lead-in) are kept: only whole sentences repeat.
    const repeated = k.split(' ').length >= 4 && said.has(k);
    if (k.split(' ').length >= 4) said.add(k);
    if (!repeated) out += sentence + (pieces[i + 1] ?? '');
  }
  return out;
}

/** The reply with every sentence said once, its layout kept. */
export function saidOnce(reply: string): string {
  const said = new Set<string>();
  let out = '';
  let from = 0;
  for (const match of reply.matchAll(QUOTE)) {
    const before = unsaid(reply.slice(from, match.index), said);
    const quoted = unsaid(match[1] ?? '', said).trim();
    out += quoted ? `${before}"${quoted}"` : before.replace(LEAD_IN, '$1');
    from = match.index + match[0].length;
  }
  out += unsaid(reply.slice(from), said);
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
