/**
 * A lease as retrieval reads it: its text cut into overlapping passages. Pure: the server
 * stores the passages (modules/properties/lease.service.ts), the evaluation cuts its own.
 */

/**
 * Passage sizes for retrieval: long enough to hold a whole clause with its context, short
 * enough that a match points at the right place. The overlap repeats the end of a passage
 * at the start of the next, so a clause cut at a boundary is still found whole once.
 */
export const LEASE_CHUNK = { min: 800, max: 1200, overlap: 200 } as const;

interface Piece {
  text: string;
  /** What joins it to the piece before: a space, a line break or a paragraph break. */
  before: ' ' | '\n' | '\n\n';
}

/** PostgreSQL text cannot hold NUL; other control characters are noise in a lease. */
const cleanText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
    // Only runs of blanks or tabs: replacing every single space with itself costs ~100x more.
    .replace(/\t[ \t]*| [ \t]+/g, ' ');

/** Sentence ends: . ! or ? (with closing quotes or brackets) followed by white space. */
const SENTENCE_END = /(?<=[.!?]["'”’)\]]*)\s+(?=\S)/;

/** Where to cut text that has no sentence end within `max`: a clause, else a word, else anywhere. */
function cutPoint(text: string, max: number): number {
  const window = text.slice(0, max + 1);
  const floor = Math.floor(max / 2);
  const clause = Math.max(window.lastIndexOf('; '), window.lastIndexOf(', '));
  if (clause >= floor) return clause + 1;
  const word = window.lastIndexOf(' ');
  if (word >= floor) return word;
  // No boundary at all: cut hard, but never between the two halves of a surrogate pair.
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}

function splitLong(sentence: string, max: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const cut = cutPoint(rest, max);
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The text as sentences (or clause-sized parts of over-long ones), with their separators. */
function* toPieces(text: string, max: number): Generator<Piece> {
  for (const paragraph of cleanText(text).split(/\n\s*\n/)) {
    let before: Piece['before'] = '\n\n';
    for (const line of paragraph.split('\n')) {
      let started = false;
      for (const sentence of line.trim().split(SENTENCE_END)) {
        for (const part of splitLong(sentence.trim(), max)) {
          if (!part) continue;
          yield { text: part, before: started ? ' ' : before };
          started = true;
        }
      }
      if (started) before = '\n';
    }
  }
}

const joinPieces = (pieces: readonly Piece[]) =>
  pieces.map((piece, i) => (i === 0 ? piece.text : piece.before + piece.text)).join('');

const joinedLength = (pieces: readonly Piece[]) => joinPieces(pieces).length;

/** The end of a passage repeated at the start of the next: whole sentences, else its last words. */
function overlapOf(pieces: readonly Piece[], overlap: number): Piece[] {
  const tail: Piece[] = [];
  for (let i = pieces.length - 1; i >= 0; i--) {
    const next = [pieces[i] as Piece, ...tail];
    if (joinedLength(next) > overlap) break;
    tail.unshift(pieces[i] as Piece);
  }
  if (tail.length > 0) return tail;
  const last = pieces.at(-1)?.text ?? '';
  const start = last.indexOf(' ', last.length - overlap);
  return start === -1 ? [] : [{ text: last.slice(start + 1), before: ' ' }];
}

interface Passage {
  pieces: Piece[];
  /** Index of the first piece that is not repeated from the passage before. */
  fresh: number;
}

/** Pieces handled between two chances for the event loop to run: about a millisecond's work. */
const STEP_PIECES = 500;

/**
 * Cuts lease text into passages of about 800–1200 characters for retrieval: a passage ends
 * at a paragraph break once it is long enough, otherwise at the sentence that would take it
 * past 1200 (an over-long sentence is cut at a clause or a word), and starts with the last
 * sentence (up to 200 characters) of the one before. Never longer than `max`.
 *
 * A generator that pauses every STEP_PIECES pieces, so that a long lease can be cut without
 * holding the event loop (`chunkLeaseInSteps`); `chunkLease` runs it straight through.
 */
function* passagesOf(text: string, size: typeof LEASE_CHUNK): Generator<void, string[]> {
  const passages: Passage[] = [];
  let current: Passage = { pieces: [], fresh: 0 };
  let length = 0;
  const close = () => {
    passages.push(current);
    const seed = overlapOf(current.pieces, size.overlap);
    current = { pieces: seed, fresh: seed.length };
    length = joinedLength(seed);
  };
  let count = 0;
  for (const piece of toPieces(text, size.max)) {
    if (++count % STEP_PIECES === 0) yield;
    const hasFresh = current.pieces.length > current.fresh;
    const grown = length + piece.before.length + piece.text.length;
    if (hasFresh && (grown > size.max || (piece.before === '\n\n' && length >= size.min))) {
      close();
      if (length + piece.before.length + piece.text.length > size.max) {
        current = { pieces: [], fresh: 0 };
        length = 0;
      }
    }
    length += (current.pieces.length > 0 ? piece.before.length : 0) + piece.text.length;
    current.pieces.push(piece);
  }
  if (current.pieces.length > current.fresh) passages.push(current);
  // A short last passage joins the one before when both fit in one.
  const last = passages.at(-1);
  const previous = passages.at(-2);
  if (last && previous) {
    const merged = [...previous.pieces, ...last.pieces.slice(last.fresh)];
    if (joinedLength(merged) <= size.max) passages.splice(-2, 2, { ...previous, pieces: merged });
  }
  return passages.map((passage) => joinPieces(passage.pieces));
}

export function chunkLease(text: string, size = LEASE_CHUNK): string[] {
  const steps = passagesOf(text, size);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `chunkLease`, letting other requests run between its steps (a 2M-character lease: ~0.1 s). */
export async function chunkLeaseInSteps(text: string, size = LEASE_CHUNK): Promise<string[]> {
  const steps = passagesOf(text, size);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
