/**
 * Sentence-level retrieval: every fact (field sentences, policies, the description, the
 * lease) cut into sentences and ranked on their own, so the answer is the one sentence
 * that answers, with the question's other words free to be noise ('hey is there laundry
 * in the apartment or do i gotta go to a laundromat'). Terms go through the same
 * stemming and synonyms as the fact index; rarer terms weigh more (BM25 in MiniSearch).
 * Used when the whole-fact ranking finds nothing above its bar.
 */
import MiniSearch from 'minisearch';
import { splitSentences } from './excerpt.ts';
import { processTerm, termsOf, tokenize, WEAK_TERMS } from './terms.ts';
import type { Fact } from './types.ts';

interface IndexedSentence {
  id: number;
  text: string;
  source: string;
  kind: Fact['kind'];
}

export interface SentenceIndex {
  readonly sentences: readonly IndexedSentence[];
  readonly search: MiniSearch<IndexedSentence>;
  /** How many sentences hold each term: a term in most of them says little. */
  readonly df: ReadonlyMap<string, number>;
}

/** Chat filler that says nothing about the home. */
const FILLER = new Set(
  `gotta gonna wanna go goe going come coming lot lots really actually pretty kinda sorta yall
  ya u ur rn tbh btw lol guy guys someone somebody anybody everyone thing stuff way like
  think thinking wonder wondering curious quick question hey hi hello thx thanks pls plz
  right now today tonight new old big small little good bad great okay ok sure`
    .split(/\s+/)
    .map((w) => processTerm(w) ?? w),
);

/** Lease clauses are long; one sentence of more than this is cut at a clause. */
const MAX_SENTENCE = 320;

export function buildSentenceIndex(facts: readonly Fact[]): SentenceIndex {
  const { sentences, search } = emptySentenceIndex(facts);
  search.addAll(sentences);
  return { sentences, search, df: documentFrequencies(sentences) };
}

/** The same, in slices that yield to the event loop. */
export async function buildSentenceIndexAsync(facts: readonly Fact[]): Promise<SentenceIndex> {
  const { sentences, search } = emptySentenceIndex(facts);
  await search.addAllAsync(sentences, { chunkSize: 200 });
  const df = new Map<string, number>();
  for (let start = 0; start < sentences.length; start += 500) {
    await new Promise((resolve) => setImmediate(resolve));
    for (const one of sentences.slice(start, start + 500))
      for (const t of termsOf(one.text)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return { sentences, search, df };
}

function documentFrequencies(sentences: readonly IndexedSentence[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of termsOf(s.text)) df.set(t, (df.get(t) ?? 0) + 1);
  return df;
}

function emptySentenceIndex(facts: readonly Fact[]) {
  const sentences: IndexedSentence[] = [];
  for (const fact of facts) {
    const parts = fact.kind === 'generated' ? [fact.text] : splitSentences(fact.text);
    for (const part of parts) {
      const text = part.replace(/^(?:\d+\.\s*)?(?:[A-Z][A-Z &/,'-]{2,}\.\s*)/, '').trim();
      if (text.length < 12) continue;
      sentences.push({ id: sentences.length, text, source: fact.source, kind: fact.kind });
    }
  }
  const search = new MiniSearch<IndexedSentence>({
    fields: ['text'],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: { prefix: (t) => t.length >= 5, fuzzy: (t) => (t.length >= 7 ? 1 : false) },
  });
  return { sentences, search };
}

/**
 * The best sentence for the question, or null. A sentence must match the question's
 * most telling term (the rarest in this property's facts that appears at all) and at
 * least half of its meaningful terms, so 'is there a gym' finds nothing where no
 * sentence speaks of a gym.
 */
export function bestSentences(index: SentenceIndex, question: string, max = 2): string[] {
  const terms = termsOf(question).filter((t) => !WEAK_TERMS.has(t) && !FILLER.has(t));
  const known = terms.filter((t) => index.df.has(t));
  if (known.length === 0) return [];
  // Terms no sentence holds count against coverage: they are what the question is about.
  const results = index.search.search(question, { combineWith: 'OR' });
  const rarest = [...known].sort((a, b) => (index.df.get(a) ?? 0) - (index.df.get(b) ?? 0))[0];
  const out: string[] = [];
  let top = 0;
  const unknown = terms.length - known.length;
  if (unknownModifier(index, question)) return [];
  // Words no fact uses are allowed as context ('bounces', 'laundromat') while the rest of
  // the question is well matched; a question made mostly of them is about something else.
  if (unknown > known.length || (unknown > 0 && known.length < 2 && terms.length > 2)) return [];
  for (const r of results) {
    const matched = terms.filter((t) => Object.hasOwn(r.match, t));
    if (!rarest || !Object.hasOwn(r.match, rarest)) continue;
    if (matched.length < Math.max(1, Math.ceil(known.length / 2))) continue;
    if (unknown > 0 && matched.length < known.length) continue;
    if (top === 0) top = r.score;
    else if (r.score < top * 0.7) break;
    const sentence = index.sentences[r.id as number];
    if (sentence) out.push(quoteSentence(sentence));
    if (out.length >= max) break;
  }
  return out;
}

/**
 * A word no fact uses right before one they do names a different thing: 'application
 * fee', 'fitness room', 'storage lockers' are not 'fee', 'room' or 'lockers'.
 */
function unknownModifier(index: SentenceIndex, question: string): boolean {
  const words = tokenize(question);
  for (let i = 0; i + 1 < words.length; i++) {
    const a = processTerm(words[i] ?? '');
    const b = processTerm(words[i + 1] ?? '');
    if (a && b && !FILLER.has(a) && !index.df.has(a) && index.df.has(b) && !/^\d/.test(a))
      return true;
  }
  return false;
}

/**
 * What kind of answer a question wants, and whether a text can be it: 'how old' and
 * 'when was it replaced' want a year, 'how much' a price or number.
 */
export function answerFits(question: string, answer: string): boolean {
  const q = question.toLowerCase();
  if (
    /\bhow old\b|\bwhat year\b|\bwhen (?:was|were|did)\b.*\b(?:built|replaced|renovated|updated|redone|installed|remodel\w*|painted|last)\b|\blast (?:renovated|updated|replaced|redone|remodel\w*)\b/.test(
      q,
    )
  )
    return /\b(?:19|20)\d{2}\b|\byears? old\b|\bnew\b/i.test(answer);
  if (/\bhow much\b|\bcost\b|\bprice\b|\bfee\b/.test(q))
    return /\$|\d|\bfree\b|\bno (?:fee|charge)|\bincluded\b|\bmonth'?s rent\b/i.test(answer);
  return true;
}

function quoteSentence(s: IndexedSentence): string {
  const text = s.text.length > MAX_SENTENCE ? `${s.text.slice(0, MAX_SENTENCE - 1)}…` : s.text;
  if (s.kind === 'generated') return text;
  if (s.kind === 'lease') return `Your lease says: "${text}"`;
  return `${s.source}: "${text}"`;
}
