/**
 * Sentence-level retrieval: every fact (field sentences, policies, the description, the
 * lease) cut into sentences and ranked on their own, so the answer is the one sentence
 * that answers, with the question's other words free to be noise ('hey is there laundry
 * in the apartment or do i gotta go to a laundromat'). Terms go through the same
 * stemming and synonyms as the fact index; rarer terms weigh more (BM25 in MiniSearch).
 * Used when the whole-fact ranking finds nothing above its bar.
 */

import MiniSearch from 'minisearch';
import { aboutAnotherException } from '../answers/exceptions.ts';
import { askingPart } from '../answers/query.ts';
import { balancedQuotes } from '../answers/text.ts';
import { wordRank } from '../meaning/vectors.ts';
import { isKnownWord, readWords } from './context-words.ts';
import { splitSentences } from './excerpt.ts';
import { LEASING_TERMS } from './leasing-words.ts';
import { isQuestion } from './question.ts';
import { normalizeText, processTerm, termsOf, tokenize, WEAK_TERMS } from './terms.ts';
import type { Fact } from './types.ts';
import { KIND_WORDS } from './vocabulary.ts';

export interface IndexedSentence {
  id: number;
  text: string;
  source: string;
  kind: Fact['kind'];
  topic: string;
}

export interface SentenceIndex {
  readonly sentences: readonly IndexedSentence[];
  readonly search: MiniSearch<IndexedSentence>;
  /** How many sentences hold each term: a term in most of them says little. */
  readonly df: ReadonlyMap<string, number>;
  /** Every term the facts use, in their text or in their keywords. */
  readonly vocabulary: ReadonlySet<string>;
}

/** Chat filler that says nothing about the home. */
const FILLER = new Set(
  `gotta gonna wanna go goe going come coming lot lots really actually pretty kinda sorta yall
  ya u ur rn tbh btw lol guy guys someone somebody anybody everyone thing stuff way like
  think thinking wonder wondering curious quick question hey hi hello thx thanks pls plz
  right now today tonight new old small little good bad great okay ok sure oh ah um umm hmm
  wait ooh wow whoa yeah yep nope sweet cool awesome`
    .split(/\s+/)
    .map((w) => processTerm(w) ?? w),
);

/** Lease clauses are long; one sentence of more than this is cut at a clause. */
const MAX_SENTENCE = 320;

export function buildSentenceIndex(facts: readonly Fact[]): SentenceIndex {
  const { sentences, search } = emptySentenceIndex(facts);
  search.addAll(sentences);
  const df = documentFrequencies(sentences);
  return { sentences, search, df, vocabulary: vocabularyOf(facts, df) };
}

function vocabularyOf(facts: readonly Fact[], df: ReadonlyMap<string, number>): Set<string> {
  const vocabulary = new Set(df.keys());
  for (const fact of facts) {
    for (const t of termsOf(fact.keywords.join(' '))) vocabulary.add(t);
    // Another home's name is a word of the property's ('when does 3104 open up?'); its
    // description is not, or its dishwasher would be this home's.
    if (fact.askedBy) for (const t of termsOf(fact.source)) vocabulary.add(t);
  }
  return vocabulary;
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
  return { sentences, search, df, vocabulary: vocabularyOf(facts, df) };
}

function documentFrequencies(sentences: readonly IndexedSentence[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of termsOf(s.text)) df.set(t, (df.get(t) ?? 0) + 1);
  return df;
}

function emptySentenceIndex(facts: readonly Fact[]) {
  const sentences: IndexedSentence[] = [];
  for (const fact of facts) {
    if (fact.askedBy) continue;
    // A manager's terse sentences ('Unfurnished.') are facts; a lease's are headings.
    const terse = fact.kind !== 'lease';
    const parts = fact.kind === 'generated' ? [fact.text] : splitSentences(fact.text, terse);
    for (const part of parts) {
      const text = balancedQuotes(
        part.replace(/^(?:\d+\.\s*)?(?:[A-Z][A-Z &/,'-]{2,}\.\s*)/, '').trim(),
      );
      if (text.length < (terse ? 6 : 12)) continue;
      sentences.push({
        id: sentences.length,
        text,
        source: fact.source,
        kind: fact.kind,
        topic: fact.topic,
      });
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

/** The terms a pattern's first group catches in a question. */
function caught(normal: string, pattern: RegExp): string[] {
  return [...normal.matchAll(pattern)].flatMap((m) => {
    const t = processTerm(m[1]!);
    return t === null ? [] : [t];
  });
}

/**
 * The asker's own place where they would do what they ask about ('can i smoke on my own
 * porch', 'grill in our backyard'): where it happens, not a thing asked to exist.
 */
const OWN_PLACE =
  /\b(?:on|in|at|off|from|inside|outside|out of|by)\s+(?:my|our)\s+(?:own\s+)?(porch(?:es)?|balcon(?:y|ies)|patios?|decks?|back ?yards?|yards?|gardens?|lots?|driveways?|garages?|rooms?|bedrooms?|kitchens?|bathrooms?|units?|apartments?|homes?|houses?|places?|steps|stoops?|terraces?)\b/g;

/** Who one would be with ('grab a beer with the neighbors'): company, not a thing asked. */
const WITH_PEOPLE =
  /\bwith\s+(?:the|my|our|some|a few)?\s*(neighbou?rs?|friends?|family|kids|guests?|roommates?|coworkers?|buddies)\b/g;

/** What a question leaves aside ('storage space besides the closet'): not what it asks. */
const BESIDES =
  /\b(?:besides|other than|apart from|aside from|except(?: for)?|on top of|beyond)\s+(?:the|my|our|a|an|your)?\s*([a-z]+)\b/g;

/** Heads of a compound that only say where or when the thing before them is: 'storage space'. */
const PLACE_HEADS = new Set(
  [
    'space',
    'spaces',
    'area',
    'areas',
    'spot',
    'spots',
    'place',
    'places',
    'storage',
    // 'trash pickup', 'laundry hours': when the thing happens, said of it in any words.
    'pickup',
    'day',
    'days',
    'schedule',
    'hours',
  ].map((w) => processTerm(w) ?? w),
);

/** What a question is about, read against one property's facts. */
export interface QuestionTerms {
  /** Its meaningful terms: the ones the facts use, and things a home can have. */
  terms: string[];
  /** Things a home can have, or matters a lease can rule on, that no fact mentions. */
  missing: string[];
  /** The terms of the main clause that name something: an answer must say each of them. */
  core: string[];
  /** The terms without those that set the scene ('over Christmas', 'if I lose my keys'). */
  focus: string[];
}

/**
 * The question's terms without its context: a word no fact uses and that names nothing a
 * home can have ('summer', 'traveling', 'sister') is context and is left out, so 'can I
 * sublet in the summer while I'm traveling?' is a question about subletting. A word that
 * does name such a thing ('gym', 'business', 'hallways') is what the question is about.
 * Bare small numbers ('2 questions:') are left out too.
 */
export function readQuestion(index: SentenceIndex, question: string): QuestionTerms {
  const all = tokenize(question).flatMap((word) => {
    const t = processTerm(word);
    if (t === null || /^\d{1,2}$/.test(t) || FILLER.has(t)) return [];
    if (index.vocabulary.has(t)) return [t];
    if (isKnownWord(word)) return [compoundOf(index.vocabulary, t) ?? t];
    return [typoOf(index.vocabulary, t) ?? compoundOf(index.vocabulary, t) ?? t];
  });
  const unknown = all.filter((t) => !index.vocabulary.has(t));
  const normal = normalizeText(question);
  const { context, scene, compounds, qualities, nouns } = readWords(normal);
  // A word of the main clause that names nothing the facts know is the subject when the
  // rest of the question says little ('is rent negotiable?'); with two or more telling
  // terms ('do I pay the water bill?') the facts answer and it is only a way of saying it.
  const telling = all.filter(
    (t) => index.vocabulary.has(t) && !WEAK_TERMS.has(t) && !KINDS.has(t),
  ).length;
  // A rare noun in a clause that asks names the thing asked even among telling terms: 'do
  // the windows have screens?', 'how close is the nearest supermarket?'. Nouns of a
  // statement around it ('I have two bikes, anywhere to keep them?') only set the scene.
  let asked: Set<string> | undefined;
  const askedThing = (t: string) => {
    if (!nouns.has(t) || (wordRank(t) ?? 0) <= CONCRETE_RANK) return false;
    asked ??= readWords(normalizeText(askingClauses(question))).nouns;
    return asked.has(t);
  };
  // What a person says of themselves ('I'm deaf.') names nothing asked about the home, nor
  // does the alternative they would fall back on ('…or do I need a gym membership').
  const told = new Set([
    ...tellsOnly(question),
    ...fallBackOnly(question),
    ...caught(normal, OWN_PLACE),
    ...caught(normal, BESIDES),
    ...caught(normal, WITH_PEOPLE),
  ]);
  // 'is there any kind of yard?': a kind of thing the property has (outdoor space, parking)
  // asks about that kind, whatever the property's own word for it ('a fenced patio').
  const kindKnown = (t: string) =>
    termsOf(t).some((k) => k !== t && PLACE_KINDS.has(k) && index.vocabulary.has(k));
  // The rule a household's size is asked of, read into 'how many people can live here', is
  // not a word the facts must use: they may say it their own way ('no more than four persons').
  const implied = (t: string) => t === 'occupancy' && !/occupan/i.test(question);
  const missing = unknown.filter(
    (t) =>
      !implied(t) &&
      !WEAK_TERMS.has(t) &&
      // 'what day is trash pickup': when is what the answer says, not a thing to have.
      !WHEN_WORDS.has(t) &&
      !told.has(t) &&
      !kindKnown(t) &&
      (LEASING_TERMS.has(t) ||
        qualities.has(t) ||
        ASKED_QUALITIES.has(t) ||
        (!context.has(t) && (telling < 2 || askedThing(t)))),
  );
  // 'water pressure', 'credit score': a known thing's unknown aspect is what is asked.
  for (const [a, b] of compounds)
    if (
      index.vocabulary.has(a) &&
      !index.vocabulary.has(b) &&
      !WHEN_WORDS.has(b) &&
      nouns.has(b) &&
      !context.has(b) &&
      !told.has(b)
    )
      missing.push(b);
  // 'Is the pool heated?': the quality must be said of that thing.
  const predicate = PREDICATE.exec(normal);
  const doing = predicate ? null : DOES_IT.exec(question.toLowerCase());
  const asks = predicate ?? doing;
  const [thing, quality] = [asks?.[1], asks?.[2]].map((w) => (w ? processTerm(w) : null));
  if (
    thing &&
    quality &&
    !WEAK_TERMS.has(quality) &&
    index.df.has(thing) &&
    // What a thing is asked to do may be said nowhere at all ('do the windows open?'); the
    // thing is a noun and what it does is none ('does the rent include water' asks of water).
    (doing ? nouns.has(thing) && !nouns.has(quality) : index.df.has(quality)) &&
    !saidTogether(index, thing, quality)
  )
    missing.push(`${thing} ${quality}`);
  for (const [a, b] of compounds)
    if (
      [a, b].every(
        (t) => index.df.has(t) && !WEAK_TERMS.has(t) && !FILLER.has(t) && !KINDS.has(t),
      ) &&
      // 'storage space', 'play area': a head that only says where names no thing of its own.
      !PLACE_HEADS.has(b) &&
      !saidTogether(index, a, b)
    )
      missing.push(`${a} ${b}`);
  const terms = [...new Set(all.filter((t) => index.vocabulary.has(t)))];
  const core = terms.filter((t) => !context.has(t) && !WEAK_TERMS.has(t) && index.df.has(t));
  // 'Are the floors carpet or wood?': an option the facts never name is no missing thing
  // when they say the other of the thing asked ('original wood floors').
  const offered = optionsOffered(index, normal);
  // A place in the home ('on the back porch', 'up to 2S') is no scenery.
  const focused = terms.filter(
    (t) => !scene.has(t) || LEASING_TERMS.has(t) || /^(?:\d+[a-z]?|[a-z]\d+)$/.test(t),
  );
  // 'Do I need to pack sheets and towels?': things asked together, the facts naming one.
  const beside = namedBeside(index, normal, nouns);
  const wanting = missing.filter((t) => !beside.has(t));
  return {
    terms,
    missing: offered ? wanting.filter((t) => !offered.has(t)) : wanting,
    core,
    focus: focused.length ? focused : terms,
  };
}

/** Two things joined by 'and' or 'or': 'sheets and towels', 'a washer or a dryer'. */
const COORDINATED = /\b([a-z]+)\s+(?:and|or|&)\s+(?:(?:a|an|the|some|any)\s+)?([a-z]+)\b/g;

/**
 * The things asked beside one the facts name ('sheets' in 'sheets and towels' when the facts
 * give towels): what the facts say of the other answers them together. Nouns only.
 */
function namedBeside(
  index: SentenceIndex,
  normal: string,
  nouns: ReadonlySet<string>,
): Set<string> {
  const beside = new Set<string>();
  for (const [, a, b] of normal.matchAll(COORDINATED)) {
    const [ta, tb] = [processTerm(a ?? ''), processTerm(b ?? '')];
    // Two things, not a thing and a kind of it ('a gas stove or electric').
    if (!ta || !tb || !nouns.has(ta) || !nouns.has(tb)) continue;
    if (WEAK_TERMS.has(ta) || WEAK_TERMS.has(tb)) continue;
    const [hasA, hasB] = [index.df.has(ta), index.df.has(tb)];
    if (hasA !== hasB) beside.add(hasA ? tb : ta);
  }
  return beside;
}

/** 'Is/are the <thing> A or B': the thing and the two options offered. */
const EITHER_OR =
  /\b(?:is|are)\s+(?:the|it|they|its|their|your)\s+(?:[a-z]+\s+)?([a-z]+)\s+([a-z]+)\s+or\s+(?:an?\s+)?([a-z]+)\b/;

/**
 * The options of an either/or the facts answer: the thing asked and one option said
 * together in a sentence. Null when the question offers none or the facts say neither.
 */
function optionsOffered(index: SentenceIndex, normal: string): Set<string> | null {
  const [, thing, ...options] = (EITHER_OR.exec(normal) ?? []).map((w) => processTerm(w ?? ''));
  if (!thing || options.some((o) => !o)) return null;
  const said = options.some((o) => o && index.df.has(o) && saidTogether(index, thing, o));
  return said ? new Set(options as string[]) : null;
}

/**
 * Nouns rarer than this in English (frequency rank in the word vectors' corpus) name a
 * thing rather than a matter ('sprinkler', 'supermarket' against 'side', 'job', 'plan').
 * Chosen on the development sets: 2,000 and 3,000 lost turns to words like 'roll' in
 * 'roll-in shower'; 5,000 lost none.
 */
const CONCRETE_RANK = 5_000;

/**
 * Terms said only in the clauses a person tells of themselves ('I'm deaf.', 'We have a
 * toddler.'), read by the same split as the meaning ranker's (answers/query.ts).
 */
const tellsOnly = (question: string) => termsBesides(question, askingPart(question));

/** Terms said only in an 'or do I need…' / 'or should we…' part after the question. */
function fallBackOnly(question: string): Set<string> {
  const [asked, ...rest] = question.split(
    /,?\s+or\s+(?=(?:do|does|should|would|will|must|can|could|is|are)\s+(?:i|we|you|u|they|it|there)\b)/i,
  );
  return rest.length && asked ? termsBesides(rest.join(' '), asked) : new Set();
}

/** The terms of `said` that `kept` does not say. */
function termsBesides(said: string, kept: string): Set<string> {
  if (said === kept) return new Set();
  const asked = new Set(termsOf(kept));
  return new Set(termsOf(said).filter((t) => !asked.has(t)));
}

/** The clauses of a message that ask (a question mark, or a question's first word). */
const askingClauses = (text: string): string =>
  text
    .split(/(?<=[,.;!?])\s+/)
    .filter((clause) => isQuestion(clause))
    .join(' ');

const KINDS = new Set([...KIND_WORDS].map((w) => processTerm(w) ?? w));
/** Kinds of place a home has one of, whatever it calls it: outdoor space, parking. */
const PLACE_KINDS = new Set(['outdoor', 'parking'].map((w) => processTerm(w) ?? w));

/** Qualities asked of a thing that compromise may tag as nouns: 'avg', 'average'. */
const ASKED_QUALITIES = new Set(
  'average typical usual normal'.split(' ').map((w) => processTerm(w) ?? w),
);

/** 'Is the pool heated', 'are the floors refinished': a thing and the quality asked of it. */
const PREDICATE = /^\s*(?:is|are)\s+(?:the|your|its|their)\s+([a-z]+)\s+([a-z]+(?:ed|able))\b/;
/**
 * 'Do the windows actually open?', 'does the fireplace work': a thing and what it is asked
 * to do, with nothing after it but the end of the clause.
 */
const DOES_IT =
  /^\s*(?:do|does)\s+(?:the|those|these|your|its|their)\s+(?:[a-z]+\s+){0,2}?([a-z]+)\s+(?:actually\s+|really\s+|still\s+|even\s+)?([a-z]+)\s*(?:[?.!,]|$)/;

/** Words after a thing that ask its price: 'application fee' needs an amount. */
const PRICED = new Set(['fee', 'cost', 'price'].map((w) => processTerm(w) ?? w));

/**
 * Whether the facts name two nouns of a compound together, a few words apart: 'garage
 * door' is in 'garage door openers', 'application fee' is not in 'listed on the
 * application' and 'a $75 fee'. A priced compound needs the thing with an amount.
 */
function saidTogether(index: SentenceIndex, a: string, b: string): boolean {
  const priced = PRICED.has(b);
  const both = index.search.search(priced ? a : `${a} ${b}`, {
    combineWith: 'AND',
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    prefix: false,
    fuzzy: false,
  });
  return both.some((r) => {
    const text = index.sentences[r.id as number]?.text ?? '';
    const words = tokenize(text).map((w) => processTerm(w));
    const at = (t: string) => words.flatMap((w, i) => (w === t ? [i] : []));
    if (at(a).some((i) => at(b).some((j) => Math.abs(i - j) <= 5))) return true;
    return priced && AMOUNT.test(text);
  });
}

/**
 * The term the facts use that a misspelt word was meant to be: one letter wrong, missing,
 * extra or swapped ('secuity', 'parkign'); two in a long word. Short words are left alone.
 */
function typoOf(vocabulary: ReadonlySet<string>, term: string): string | undefined {
  if (term.length < 5 || /\d/.test(term)) return undefined;
  const most = 1;
  for (const known of vocabulary)
    if (Math.abs(known.length - term.length) <= most && known[0] === term[0])
      if (editDistance(known, term, most) <= most) return known;
  return undefined;
}

/** A word the facts write joined to another: 'roof' of 'rooftop', 'dish' of 'dishwasher'. */
function compoundOf(vocabulary: ReadonlySet<string>, term: string): string | undefined {
  if (term.length < 4 || /\d/.test(term)) return undefined;
  for (const known of startingWith(vocabulary, term))
    if (
      known.length >= term.length + 3 &&
      known.startsWith(term) &&
      isKnownWord(known.slice(term.length)) &&
      // 'week' is no 'weekday', 'over' no 'overtime': joined to these it means another thing.
      !/^(?:days?|ends?|times?|man|men|less)$/.test(known.slice(term.length))
    )
      return known;
  return undefined;
}

/** A vocabulary's words in order, sorted once: the words with a prefix stand together. */
const sortedWords = new WeakMap<ReadonlySet<string>, string[]>();

/** The words of the vocabulary that start with a prefix, found by binary search. */
function startingWith(vocabulary: ReadonlySet<string>, prefix: string): string[] {
  let words = sortedWords.get(vocabulary);
  if (!words) {
    words = [...vocabulary].sort();
    sortedWords.set(vocabulary, words);
  }
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) found.push(words[i]!);
  return found;
}

/** Optimal string alignment distance, giving up once it exceeds the most allowed. */
function editDistance(a: string, b: string, most: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > most) return best;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The best sentence for the question, or null. A sentence must match the question's
 * most telling term (the rarest in this property's facts that appears at all) and at
 * least half of its meaningful terms, so 'is there a gym' finds nothing where no
 * sentence speaks of a gym.
 */
export function bestSentences(
  index: SentenceIndex,
  question: string,
  max = 2,
  keep: (sentence: IndexedSentence) => boolean = () => true,
): string[] {
  const read = readQuestion(index, question);
  if (read.missing.length || unknownModifier(index, question)) return [];
  const terms = read.focus.filter((t) => !WEAK_TERMS.has(t) && !FILLER.has(t));
  // 'what day is trash pickup': the day is what the answer says ('Carts go out Monday'),
  // not a word it must share, when the question names something else to find it by.
  const when = terms.filter((t) => WHEN_WORDS.has(t));
  const things =
    when.length && when.length < terms.length ? terms.filter((t) => !WHEN_WORDS.has(t)) : terms;
  const known = things.filter((t) => index.df.has(t));
  if (known.length === 0) return [];
  const results = index.search.search(known.join(' '), {
    combineWith: 'OR',
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  const rarest = [...known].sort((a, b) => (index.df.get(a) ?? 0) - (index.df.get(b) ?? 0))[0];
  const out: string[] = [];
  let top = 0;
  for (const r of results) {
    const matched = known.filter((t) => Object.hasOwn(r.match, t));
    if (!rarest || !Object.hasOwn(r.match, rarest)) continue;
    if (matched.length < Math.max(1, Math.ceil(known.length / 2))) continue;
    const sentence = index.sentences[r.id as number];
    if (!sentence || !keep(sentence) || aboutAnotherException(sentence.text, question)) continue;
    if (things !== terms && !WHEN_ANSWER.test(sentence.text)) continue;
    if (top === 0) top = r.score;
    else if (r.score < top * 0.7) break;
    out.push(quoteSentence(sentence));
    if (out.length >= max) break;
  }
  return out;
}

/** What a question asks a time with: the answer says it, in a day's or an hour's name. */
const WHEN_WORDS = new Set(
  ['day', 'days', 'time', 'times', 'hour', 'hours', 'schedule', 'pickup'].map(
    (w) => processTerm(w) ?? w,
  ),
);

/** Nouns a word in front of them makes into another thing: 'tennis court', 'business center'. */
const HEADS = new Set(
  'room center centre court area fee charge storage space station service lot club lounge deck closet locker'
    .split(' ')
    .map((w) => processTerm(w) ?? w),
);

/**
 * A word no fact uses right before such a noun names a different thing: 'tennis court',
 * 'media room' are not 'court' or 'room'.
 */
function unknownModifier(index: SentenceIndex, question: string): boolean {
  const words = tokenize(question);
  for (let i = 0; i + 1 < words.length; i++) {
    const a = processTerm(words[i] ?? '');
    const b = processTerm(words[i + 1] ?? '');
    if (a && b && HEADS.has(b) && !FILLER.has(a) && !index.vocabulary.has(a) && !/^\d/.test(a))
      return true;
  }
  return false;
}

/** Words that say when: a date, a day, a period, 'now'. */
const WHEN_ANSWER =
  /\d|\b(?:now|today|tomorrow|immediately|soon|within|before|after|until|by|during|once|every|each|daily|weekly|monthly|yearly|annually|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|morning|evening|night|hours?|days?|weeks?|months?|years?|end|start|beginning|first|last)\b/i;

/** Asking what that use costs: 'roughly what's the power bill', 'what does propane run'. */
const AMOUNT_OF_USE =
  /\bhow much\b|\bcosts?\b|\bwhat (?:does|do|would|will) [^?]*\brun\b|\brun (?:me|us|you)\b|\broughly\b|\babout what\b|\busually\b|\baverage\b|\bavg\b|\btypical\w*\b|\bestimate\w*\b|\bper month\b|\ba month\b/;
/** What a home uses and is billed for by use, or the bill itself. */
const USED =
  /\b(?:electric\w*|power|gas|water|heat\w*|utilit\w*|energy|propane|oil|fuel|sewer|trash|bills?)\b/i;
/** Things with a price of their own, whose amount says nothing of a bill for use. */
const PRICED_ELSE = /\b(?:fees?|rent|deposits?|charges?|fines?|penalt(?:y|ies)|parking)\b/i;
/** An amount of money. */
/** A time of day asked: the hours of a place, how late, or whether one may at an hour. */
const TIME_ASKED =
  /\b(?:pool|gym|office|laundry|quiet|lounge|desk|rooftop|roof|deck|courtyard|garage|studio|room) hours\b|\bhours (?:of|for) (?:the )?(?:pool|gym|office|laundry|lounge|rooftop|roof|deck|courtyard|studio)\b|\bwhat time (?:does|do|is|are)\b|\bhow late (?:is|are|does|do) (?:the )?\w+ open\b|\bopen (?:late|till|until)\b|\b(?:can|could|may) (?:i|we)\b[^?.]*\bat (?:like |around |about )?(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|midnight|\d{1,2}\s*o'?clock)\b/;
/** A time of day said: '7 a.m. to 10 p.m.', '24 hours', 'dusk'. */
const TIME_SAID =
  /\b\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)|\b24 hours\b|\b24\/7\b|\bmidnight\b|\bnoon\b|\bdawn\b|\bdusk\b|\bsunrise\b|\bsunset\b|\baround the clock\b/i;
const AMOUNT = /\$\s?\d|\d+ dollars/i;
/** What an amount of use costs when it costs nothing extra. */
const NO_CHARGE = /\b(?:included|covered|free|no (?:extra )?charge|at no cost)\b/i;

/**
 * An answer to what a bill for use costs: a sentence giving an amount for something used,
 * or saying the very thing asked is included. 'Tenants pay electricity' says who pays,
 * not what it costs, and a late fee's $10 beside it is no answer either.
 */
function saysUsageAmount(question: string, answer: string): boolean {
  const asked = [...question.matchAll(new RegExp(USED.source, 'gi'))]
    .map((m) => m[0].toLowerCase().replace(/s$/, ''))
    .filter((word) => word !== 'bill');
  // Cut at every full stop before a capital: a code's number ('7.24.035. Resident opens…')
  // ends its sentence too.
  const sentences = answer.split(/(?<=[.!?])["”]?\s+(?=["“]?[A-Z])/);
  // 'You pay electricity; water is included': what is included is said clause by clause.
  const clauses = sentences.flatMap((sentence) => sentence.split(/;|,\s+but\b/));
  return (
    sentences.some((sentence) => USED.test(sentence) && AMOUNT.test(sentence)) ||
    // An amount with nothing else priced and nothing used named: 'Expect about $180 in July'.
    (AMOUNT.test(answer) && !USED.test(answer) && !PRICED_ELSE.test(answer)) ||
    clauses.some(
      (clause) =>
        NO_CHARGE.test(clause) && asked.some((word) => clause.toLowerCase().includes(word)),
    )
  );
}

/**
 * What kind of answer a question wants, and whether a text can be it: 'how old' and
 * 'when was it replaced' want a year, 'how much' a price or number.
 */
export function answerFits(question: string, answer: string): boolean {
  const q = question.toLowerCase();
  if (/^\s*when (?:will|is|are|do|does|can|should|would)\b/.test(q))
    return WHEN_ANSWER.test(answer);
  if (USED.test(q) && AMOUNT_OF_USE.test(q)) return saysUsageAmount(q, answer);
  if (/\bbills?\b[^?]*\blike\b|\blike\b[^?]*\bbills?\b|\baverage\b|\bavg\b/.test(q))
    return AMOUNT.test(answer);
  if (/\bhow (?:tall|high|wide|deep|low)\b/.test(q))
    // '14 feet', '14-foot ceilings', '36"'.
    return /\d+(?:\s*|-)(?:feet|foot|ft\b|inch|inches|in\b|meters?|'|")/i.test(answer);
  // 'How far is the closest hospital?': a distance or a time to get there.
  if (/\bhow (?:far|close)\b|\bdistance\b/.test(q))
    return /\d+(?:\.\d+)?[\s-]*(?:miles?|mi\b|minutes?|mins?\b|blocks?|km|kilometers?|feet|ft\b|hours?)|\b(?:a|one|two|three|four|five|ten|fifteen|twenty)[\s-](?:miles?|minutes?|blocks?)|\bwalking distance\b|\bnext door\b|\bacross the (?:street|road)\b|\bon[- ]site\b/i.test(
      answer,
    );
  // 'How fast is the internet?': a speed.
  if (
    /\bhow fast\b|\bspeeds?\b/.test(q) &&
    /\b(?:internet|wifi|wi-fi|connection|fiber|fibre|broadband|download|upload)\b/.test(q)
  )
    return /\d+\s*(?:mbps|gbps|mb\/s|megabits?|gigabits?|gig)\b|\bgigabit\b/i.test(answer);
  if (
    /\bhow old\b|\bwhat year\b|\bwhen (?:was|were|did)\b.*\b(?:built|replaced|renovated|updated|redone|installed|remodel\w*|painted|last)\b|\blast (?:renovated|updated|replaced|redone|remodel\w*)\b/.test(
      q,
    )
  )
    return /\b(?:19|20)\d{2}\b|\byears? old\b|\bnew\b/i.test(answer);
  // 'Can you hear the trains from inside?': how much sound gets in, not where the trains are.
  if (
    /\b(?:can|could|will|would|do|does) (?:you|i|we|u|one) (?:even )?hear\b|\bhow (?:loud|noisy)\b|\bsound ?proof\w*/.test(
      q,
    )
  )
    return /\b(?:nois\w*|quiet\w*|sound\w*|loud\w*|hear\w*|insulat\w*|decibel\w*|double[- ]pane\w*|thick (?:walls|brick|concrete))\b/i.test(
      answer,
    );
  // 'Which day is trash pickup': a day of the week, or of the month.
  if (/\b(?:which|what) days?\b/.test(q))
    return /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bdaily\b|\bevery day\b|\bweekdays?\b|\bweekends?\b|\b\d{1,2}(?:st|nd|rd|th)\b/i.test(
      answer,
    );
  // 'Which internet companies…', 'who would I set up the electric bill with', 'who is the
  // gas company': a name.
  if (
    /\bwhich (?:\w+ )?(?:compan(?:y|ies)|providers?|carriers?|isps?)\b|\bwho (?:would|do|should|can) (?:i|we) (?:set up|sign up|open)\b[^?]*\bwith\b|\bwho(?:'s| is) (?:the|my|our) (?:\w+ )?(?:company|provider|utility|carrier)\b/.test(
      q,
    )
  )
    return /[^.!?\s"]\s+(?!I\b)[A-Z][a-z]+/.test(answer.replace(/^[^:]{0,60}:\s*"?/, ''));
  // 'What are the pool hours?', 'can i swim at midnight?': a time of day.
  if (TIME_ASKED.test(q)) return TIME_SAID.test(answer);
  // 'How often does the power go out?': how often, in any words for it.
  if (/\bhow often\b/.test(q))
    return /\b(?:once|twice|\d+ times|every|each|daily|weekly|monthly|yearly|annually|rarely|seldom|often|never|always|(?:a|per) (?:day|week|month|year|season))\b/i.test(
      answer,
    );
  // 'How long is the wait for an elevator?': a length of time.
  if (/^\s*how long\b/.test(q))
    return /\d+\)?\s*(?:-\s*)?(?:[a-z]+\s+)?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\b|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|forty|sixty|ninety|few|couple of|several)\s+(?:[a-z]+\s+)?(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?)\b|\bmonth-to-month\b/i.test(
      answer,
    );
  // 'What do people spend on pellets a month?': an amount.
  if (/\bspend\b/.test(q)) return AMOUNT.test(answer);
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
