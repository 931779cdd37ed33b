/**
 * Answers a prospect's question from one property's facts, or says nothing. A wrong
 * answer about a home is worse than none: below the relevance bar the result is null
 * and Athena says she does not know, and the manager follows up.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { exceptionOf, mayHoldException, namesException } from '../answers/exceptions.ts';
import { cleanSentences } from '../answers/text.ts';
import type { FactLine } from '../athena/turn.ts';
import { excerpt } from './excerpt.ts';
import { knowledgeFacts } from './facts.ts';
import { lookup } from './format.ts';
import { leaseSection } from './lease-facts.ts';
import { LEASING_TERMS } from './leasing-words.ts';
import { withoutSecrets } from './secrets.ts';
import {
  answerFits,
  bestSentences,
  buildSentenceIndex,
  buildSentenceIndexAsync,
  type QuestionTerms,
  readQuestion,
  type SentenceIndex,
} from './sentences.ts';
import { normalizeText, processTerm, termsOf, tokenize, WEAK_TERMS } from './terms.ts';
import type { Fact, KnowledgeAnswer, PropertyKnowledge } from './types.ts';

/** A property's facts and their search index: build once, reuse for every question. */
export interface KnowledgeIndex {
  readonly facts: readonly Fact[];
  readonly byId: ReadonlyMap<string, Fact>;
  readonly search: MiniSearch<IndexedFact>;
  /**
   * The property's other homes, searched apart: a question names them before they count,
   * and a building of many units must not change how its own facts rank.
   */
  readonly others: MiniSearch<IndexedFact>;
  /**
   * Answers worked out from the home's fields ('the lowest rent here: …', 'the income
   * asked for Unit 412'), given when a question asks them (`askedBy`) and kept out of the
   * facts searched, whose share of words they would change.
   */
  readonly computed: readonly Fact[];
}

interface IndexedFact {
  id: string;
  text: string;
  keywords: string;
  source: string;
}

/** Only the start of a very long message is searched, so one paste cannot stall a reply. */
export const MAX_QUESTION_CHARS = 500;
/**
 * Least BM25 score a fact must reach. BM25 shrinks with the size of the index (in a
 * property with five facts a perfect match scores below 1), so this floor is low and
 * the coverage rule below does the real filtering.
 */
export const MIN_SCORE = 0.5;
/** Share of the question's meaningful terms a fact must match. */
export const MIN_COVERAGE = 0.6;
/** A second fact is added only when it scores at least this share of the first. */
export const SECOND_FACT_RATIO = 0.6;

/** Access codes and passwords are never given out, whatever a fact happens to say. */
const SECRET =
  /\b(?:pass(?:word|code)s?|pin (?:codes?|numbers?)|(?:lock|safe|door|gate|lockbox|mailbox) combinations?|(?:door|gate|lockbox|lock box|alarm|entry|access|garage|key|building|internet|wifi|wi-fi|security|keypad) codes?)\b/i;

/** Lease passages are long and general; a matching policy or field is the better source. */
const LEASE_BOOST = 0.8;
/** 'How much is it?' means the rent unless the question names something else. */
const FACT_BOOSTS: Readonly<Record<string, number>> = { 'unit-rent': 1.25 };

/**
 * Indexes the facts of one property: about 2 ms for a typical property, about 10 ms
 * for 60 policies and a 20-page lease. Cache the result per property and rebuild it
 * when the property, its policies or its lease change.
 */
export function buildKnowledgeIndex(knowledge: PropertyKnowledge): KnowledgeIndex {
  return indexFacts(knowledgeFacts(knowledge));
}

/**
 * The same index built in slices that yield to the event loop between them, with its
 * sentence index: a 2,000,000-character lease takes about two seconds to index, and no
 * request may wait behind that.
 */
export async function indexFactsAsync(facts: readonly Fact[]): Promise<KnowledgeIndex> {
  const { byId, unique, search, others, computed } = emptyIndex(facts);
  await search.addAllAsync(docsOf(unique.filter((fact) => !fact.askedBy)), { chunkSize: 100 });
  await others.addAllAsync(docsOf(unique.filter((fact) => fact.askedBy)), { chunkSize: 100 });
  const index = { facts: unique, byId, search, others, computed };
  sentenceIndexes.set(index, await buildSentenceIndexAsync(unique));
  // The terms said in most facts, counted a slice at a time, before any question needs them.
  const counts = new Map<string, number>();
  for (let at = 0; at < unique.length; at += 100) {
    countTerms(unique.slice(at, at + 100), counts);
    await new Promise((resolve) => setImmediate(resolve));
  }
  commonTerms.set(index, commonOf(counts, unique.length));
  return index;
}

/** Indexes facts that were already derived; a repeated id keeps its first fact. */
export function indexFacts(facts: readonly Fact[]): KnowledgeIndex {
  const { byId, unique, search, others, computed } = emptyIndex(facts);
  search.addAll(docsOf(unique.filter((fact) => !fact.askedBy)));
  others.addAll(docsOf(unique.filter((fact) => fact.askedBy)));
  return { facts: unique, byId, search, others, computed };
}

const docsOf = (facts: readonly Fact[]): IndexedFact[] =>
  facts.map((fact) => ({
    id: fact.id,
    text: fact.text,
    keywords: fact.keywords.join(' '),
    source: fact.source,
  }));

function emptyIndex(facts: readonly Fact[]) {
  const byId = new Map<string, Fact>();
  const computed: Fact[] = [];
  for (const fact of facts)
    if (fact.id.startsWith('computed-')) computed.push(fact);
    else if (!byId.has(fact.id)) byId.set(fact.id, fact);
  const unique = [...byId.values()];
  const search = factSearch(byId);
  return { byId, unique, search, others: factSearch(byId), computed };
}

function factSearch(byId: ReadonlyMap<string, Fact>) {
  return new MiniSearch<IndexedFact>({
    fields: ['text', 'keywords', 'source'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: {
      boost: { keywords: 2, text: 1, source: 0.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      weights: { prefix: 0.4, fuzzy: 0.3 },
      boostDocument: (id) =>
        byId.get(id)?.kind === 'lease' ? LEASE_BOOST : (lookup(FACT_BOOSTS, id) ?? 1),
    },
  });
}

/**
 * Share of the question's meaningful terms that a result matched: an exact match
 * counts 1, a prefix or typo match 0.5. Weak terms ('included', 'available') count
 * only when the question has nothing else.
 */
function coverage(
  result: SearchResult,
  terms: readonly string[],
  common: ReadonlySet<string>,
): number {
  const strong = terms.filter((term) => !WEAK_TERMS.has(term) && !common.has(term));
  const counted = strong.length > 0 ? strong : terms;
  const matched = counted.reduce((sum, term) => {
    if (Object.hasOwn(result.match, term)) return sum + 1;
    return result.queryTerms.includes(term) ? sum + 0.5 : sum;
  }, 0);
  return counted.length === 0 ? 0 : matched / counted.length;
}

/** True when the result passes the relevance bar for this question. */
function relevant(
  result: SearchResult,
  terms: readonly string[],
  common: ReadonlySet<string>,
): boolean {
  const exactStrong = terms.some(
    (term) => !WEAK_TERMS.has(term) && Object.hasOwn(result.match, term),
  );
  return (
    result.score >= MIN_SCORE &&
    coverage(result, terms, common) >= MIN_COVERAGE &&
    (exactStrong || terms.every((term) => WEAK_TERMS.has(term)))
  );
}

/**
 * A fact still matches the question without its sentences about an exception the question
 * does not name (answers/exceptions.ts): the accommodations policy's 'Assistance animals
 * pay no pet rent' does not answer 'is there pet rent?'.
 */
function saysBesidesExceptions(fact: Fact, terms: readonly string[], question: string): boolean {
  const sentences = exceptionSentences(fact);
  if (!sentences.some((s) => s.exception >= 0 && !namesException(question, s.exception)))
    return true;
  const said = new Set(
    sentences
      .filter((s) => s.exception < 0 || namesException(question, s.exception))
      .flatMap((s) => (s.terms ??= termsOf(s.text))),
  );
  return terms.some((t) => !WEAK_TERMS.has(t) && said.has(t));
}

interface ExceptionSentence {
  text: string;
  exception: number;
  terms?: string[];
}
const EXCEPTION_SENTENCES = new WeakMap<Fact, ExceptionSentence[]>();

/** A fact's sentences with the exception each is about, read once per fact. */
function exceptionSentences(fact: Fact): ExceptionSentence[] {
  let sentences = EXCEPTION_SENTENCES.get(fact);
  if (!sentences) {
    sentences = mayHoldException(fact.text)
      ? cleanSentences(fact.text).map((s) => ({ text: s.text, exception: exceptionOf(s.text) }))
      : [];
    // A fact with no sentence about an exception needs none of them again.
    if (!sentences.some((s) => s.exception >= 0)) sentences = [];
    EXCEPTION_SENTENCES.set(fact, sentences);
  }
  return sentences;
}

/**
 * Texts of many topics, quoted only where they speak of what was asked: a description, the
 * duties of each side, the rules of the common areas ('are the window units already in
 * there' is not answered by taking the trash carts out). A policy on one topic (noise,
 * guests, the late fee) is quoted whole.
 */
const MANY_TOPICS = new Set(['description', 'responsibilities', 'common_areas', 'repairs']);

/** How a fact is said in a reply: our sentences as is, the manager's and the lease's words quoted. */
function quote(fact: Fact, terms: readonly string[]): string {
  if (fact.kind === 'generated') return fact.text;
  const words = excerpt(
    fact.text,
    terms,
    undefined,
    fact.kind === 'lease' || MANY_TOPICS.has(fact.topic),
    fact.kind !== 'lease',
  );
  if (fact.kind === 'lease') {
    const section = leaseSection(fact, words.replace(/…$/, ''));
    return `Per the lease${section ? ` (section ${section})` : ''}: "${words}"`;
  }
  return `${fact.source}: "${words}"`;
}

/**
 * 'Is there a doorman?', 'do you have storage units?': a question whether something
 * exists names it right after the asking; when no fact uses that word, no fact answers.
 */
const EXISTS =
  /\b(?:is there|are there|there(?:'s| is| are)|do (?:you|u|y'?all|they) (?:have|offer)|does (?:it|the \w+) (?:have|come with)|any)\s+(?:an?\s+|any\s+|some\s+|the\s+)?([a-z][a-z-]+)/i;
/**
 * What a question asks exists: 'is there a pool?' → 'pool'. 'Is there anywhere outside to
 * grill?', 'somewhere to keep bikes': a place for something names no thing of its own.
 */
export const thingAsked = (question: string): string | undefined => {
  const thing = EXISTS.exec(normalizeText(question.slice(0, MAX_QUESTION_CHARS)))?.[1];
  return thing && !PLACE_FOR.has(thing) ? thing : undefined;
};

const PLACE_FOR = new Set([
  'anywhere',
  'somewhere',
  'someplace',
  'place',
  'spot',
  'area',
  'way',
  'room',
  'space',
  'chance',
  'option',
  'options',
]);

function asksForUnknownThing(index: SentenceIndex, question: string): boolean {
  const word = thingAsked(question);
  // 'is there a limit on how many nights a guest can stay?': a rule of what follows.
  if (!word || RULE_WORDS.has(word.toLowerCase())) return false;
  const term = processTerm(word);
  return term !== null && !WEAK_TERMS.has(term) && !index.vocabulary.has(term);
}

/** Words for a rule that a question asks of something else: 'a limit on guests'. */
const RULE_WORDS = new Set(
  'limit limits maximum max minimum cap restriction restrictions rule rules'.split(' '),
);

/**
 * A property's own word for its homes, said in a third or more of its facts ('loft' at a loft
 * building, 'half' at a duplex): a fact need not repeat it to answer ('does the loft come
 * with parking?' is answered by the parking policy). Measured on the seven sets: 30 % takes
 * 'loft', 'half', 'community', 'room' at a rooming house and no word a question turns on.
 */
const COMMON_SHARE = 0.3;
const MIN_FACTS_FOR_COMMON = 10;
const commonTerms = new WeakMap<KnowledgeIndex, ReadonlySet<string>>();
function commonTermsOf(index: KnowledgeIndex): ReadonlySet<string> {
  let common = commonTerms.get(index);
  if (!common) {
    common = commonOf(countTerms(index.facts, new Map()), index.facts.length);
    commonTerms.set(index, common);
  }
  return common;
}

/** Adds to `counts` the number of facts that say each term. */
function countTerms(facts: readonly Fact[], counts: Map<string, number>): Map<string, number> {
  for (const fact of facts)
    for (const term of new Set(termsOf(fact.text))) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function commonOf(counts: ReadonlyMap<string, number>, facts: number): ReadonlySet<string> {
  const least = Math.max(MIN_FACTS_FOR_COMMON, facts) * COMMON_SHARE;
  return new Set([...counts].filter(([, count]) => count >= least).map(([term]) => term));
}

/** The sentence index of a fact index, built on the first question that needs it. */
const sentenceIndexes = new WeakMap<KnowledgeIndex, SentenceIndex>();
function sentenceIndexOf(index: KnowledgeIndex): SentenceIndex {
  let sentences = sentenceIndexes.get(index);
  if (!sentences) {
    sentences = buildSentenceIndex(index.facts);
    sentenceIndexes.set(index, sentences);
  }
  return sentences;
}

export interface RankedFact {
  fact: Fact;
  score: number;
}

/**
 * What a question asks for, when its words say so plainly: 'how much is the studio' asks
 * the price (of the studio), not what a studio is. A fact on that topic is put first.
 */
const ASKED_TOPICS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:how\s*much(?!\s+extra)|price|pricing|cost|costs|rent is|the rent|monthly rent)\b/i,
    'rent',
  ],
  [/\b(?:how\s+big|size|sq\.?\s*ft|square\s+f(?:ee|oo)t|sqft|footage)\b/i, 'size'],
  [
    /\bpets?\s+(?:limit|policy|rules?)\b|\bhow many (?:pets|dogs|cats|animals)\b|\bweight (?:limit|restrictions?)\b|\bbreeds?\b/i,
    'pets',
  ],
  [
    /\b(?:available|availability|vacant|still open|free now|open now|opens? up)\b|\bwhen (?:can|could|would|do) (?:i|we) move\b|\bwhen (?:is|will) it (?:be )?(?:open|free|ready)\b|\b(?:move|moving|get|getting) in\b[^?.]*\b(?:before|by|earlier|sooner|early)\b/i,
    'availability',
  ],
  // 'is there a smoking spot for guests': smoking is asked, whatever else the words match.
  [
    /\bsmok(?:e|es|ing|ers?)\b(?!\s+(?:detectors?|alarms?|damage))|\bvap(?:e|es|ing)\b|\bcigar\w*/i,
    'smoking',
  ],
];
const ASKED_TOPIC_BOOST = 3;
/** A fact on a topic asked by its own words (smoking, pets, availability): not the rent. */
const onTopic = (asked: ReadonlySet<string>, fact: Fact | undefined) =>
  fact !== undefined && fact.topic !== 'rent' && asked.has(fact.topic);
/** A home said to be open, free, vacant, taken or ready: when it is available is asked. */
const HOME_AVAILABLE =
  /\b(?:unit|apartment|apt|flat|condo|town ?(?:house|home)|cabin|suite|half|place|home|house|bedroom|bed|br|studio|loft|one|side|\d+[a-z]?)\s+(?:still\s+)?(?:be\s+)?(?:open(?:s|ing)?(?:\s+up)?|free(?:\s+up)?|vacant|taken|rented|ready)\b|\bit\s+(?:still\s+(?:open|free|vacant|available)|(?:be|been|already)?\s*(?:vacant|taken|rented)|opens?\s+up|frees?\s+up)\b|\b(?:when|how soon)\s+(?:can|could|would|do|will)\s+(?:i|we)\s+(?:get|move)\s+in(?:to)?\b|\b(?:when|how soon)\s+(?:can|could|would|do|will)\s+(?:i|we)\s+(?:actually\s+|finally\s+|really\s+)?(?:get|pick up|have)\s+(?:the|our|my)\s+keys?\b|\b(?:can|could|may)\s+(?:i|we)\s+(?:get|move)\s+in(?:to(?:\s+(?:the|it|that|this|one)\b(?:\s+[\w'’-]+){0,3}?)?)?\s+(?:right away|right now|now|immediately|asap|soon|today|this week|this month|early)\b/i;
/** A home named by its letter ('when is B free', 'is A3 still open'), in capitals. */
const LETTER_HOME_AVAILABLE =
  /\b[A-H]\d{0,2}\s+(?:still\s+)?(?:be\s+)?(?:open|free|vacant|taken|rented|ready)\b/;
/** A question that names the unit is about it: its own facts come before the building's. */
const UNIT_BOOST = 3;

/** 'Does either home have a ramp?', 'which units have a tub?': every home is asked about. */
const EVERY_HOME =
  /\b(?:either|any|which|both|all|each)\s+(?:of\s+(?:the|your)\s+)?(?:(?:\d|two|three|four|five|six)\s+)?(?:homes?|units?|apartments?|houses?|lofts?|flats?|halves|sides?|cabins?|townhomes?|townhouses?|condos?|duplexes?|ones?)\b/i;

/** Whether a question asks about another home's fact: it names that home, or every home. */
function asksOf(fact: Fact | undefined, question: string): boolean {
  return !!fact?.askedBy && (fact.askedBy.test(question) || EVERY_HOME.test(question));
}

/** The question's terms and the facts that pass the bar, best first. */
function rank(index: KnowledgeIndex, question: unknown, read?: QuestionTerms) {
  const none = { terms: [] as string[], ranked: [] as RankedFact[], asked: new Set<string>() };
  if (typeof question !== 'string' || !index?.search) return none;
  const text = question.slice(0, MAX_QUESTION_CHARS);
  const { terms, focus } = read ?? readQuestion(sentenceIndexOf(index), text);
  const homeAvailable = HOME_AVAILABLE.test(text) || LETTER_HOME_AVAILABLE.test(text);
  // 'How soon could I move into 22?' has no term of its own: when the home is free is asked.
  if (terms.length === 0 && !homeAvailable) return none;
  const asked = new Set(ASKED_TOPICS.filter(([words]) => words.test(text)).map(([, t]) => t));
  if (homeAvailable) asked.add('availability');
  // 'Does 2A have outdoor space?': the unit named is what is asked about.
  const unit = index.byId.get('unit-description') ?? index.byId.get('unit-layout');
  const namesUnit = unit
    ? termsOf(unit.source).some((t) => terms.includes(t) && /\d/.test(t))
    : false;
  const query = { tokenize: (words: string) => words.split(' '), processTerm: (t: string) => t };
  const named = index.others.documentCount
    ? index.others
        .search(terms.join(' '), query)
        .filter((result) => asksOf(index.byId.get(result.id), text))
    : [];
  const own = index.search.search(terms.join(' '), query);
  // The two indexes score on their own scales: a home named stands level with the best of
  // the property's own facts before its boost.
  const scale = named.length
    ? Math.max(1, ...own.map((r) => r.score)) / Math.max(...named.map((r) => r.score))
    : 1;
  // Another home named by the question is relevant whatever else its words match.
  const ranked = [
    ...own.filter(
      (result) =>
        relevant(result, focus, commonTermsOf(index)) ||
        // A fact on the topic asked ('is there a smoking spot for guests') is relevant on
        // its own word, whatever else the question's words match.
        // 'How much' asks a price, which many facts have: not a topic of its own here.
        (onTopic(asked, index.byId.get(result.id)) &&
          result.score >= MIN_SCORE &&
          focus.some((t) => !WEAK_TERMS.has(t) && Object.hasOwn(result.match, t))),
    ),
    ...named.map((result) => ({ ...result, score: result.score * scale })),
  ]
    .flatMap((result): RankedFact[] => {
      const fact = index.byId.get(result.id);
      if (!fact || !saysBesidesExceptions(fact, terms, text)) return [];
      if (!answersAsked(fact, asked, text)) return [];
      // Another home named ('when does the 2 bed open up?') is what is asked about, too.
      const boost =
        (asked.has(fact.topic) ? ASKED_TOPIC_BOOST : 1) *
        ((namesUnit && fact.id.startsWith('unit-')) || fact.askedBy ? UNIT_BOOST : 1);
      return [{ fact, score: result.score * boost }];
    })
    .sort((a, b) => b.score - a.score);
  // 'Is the corner one open now?', 'when does the 2 bed open up': a home said to be open,
  // free or taken asks when it is available, whatever else the words match ('no business
  // open to the public'). The home named, else the chat's own.
  if (homeAvailable) {
    const availability = index.facts.filter((fact) => fact.topic === 'availability');
    const named = availability.filter((fact) => fact.askedBy?.test(text));
    const wanted = named.length
      ? named
      : availability.filter((fact) => fact.id === 'unit-availability');
    if (wanted.length && !wanted.includes(ranked[0]?.fact as Fact)) {
      const score = Math.max(1, ranked[0]?.score ?? 0) * ASKED_TOPIC_BOOST;
      return {
        terms,
        asked,
        ranked: [
          ...wanted.map((fact) => ({ fact, score })),
          ...ranked.filter((r) => !wanted.includes(r.fact)),
        ],
      };
    }
  }
  // 'How much is the studio?': the words name the unit (its layout, its description), and
  // the price is what is asked. The unit's fact on the asked topic answers, then the rest.
  const top = ranked[0];
  if (top?.fact.id.startsWith('unit-') && !asked.has(top.fact.topic)) {
    const wanted = index.facts.filter(
      (fact) => fact.id.startsWith('unit-') && asked.has(fact.topic),
    );
    const others = ranked.filter((r) => !wanted.includes(r.fact));
    return {
      terms,
      asked,
      ranked: [
        ...wanted.map((fact) => ({ fact, score: top.score * ASKED_TOPIC_BOOST })),
        ...others,
      ],
    };
  }
  return { terms, ranked, asked };
}

/** The facts that pass the relevance bar for a question, best first, with their scores. */
export function rankFacts(index: KnowledgeIndex, question: string): RankedFact[] {
  return rank(index, question).ranked;
}

/**
 * The fair housing statement answers questions about it or about what it says ('is it a
 * senior place?'), never one that shares only the law's name ('all the old houses are
 * haunted' and the Fair Housing Act).
 */
function answersAsked(
  said: { topic: string; text: string },
  asked: ReadonlySet<string>,
  question: string,
): boolean {
  if (said.topic !== 'fair_housing' || asked.has('fair_housing')) return true;
  const says = new Set(termsOf(said.text.replace(FAIR_HOUSING_LAW, ' ')));
  return termsOf(question).some((t) => !WEAK_TERMS.has(t) && says.has(t));
}
const FAIR_HOUSING_LAW = /\b(?:(?:federal|state|the)\s+)?fair\s+housing(?:\s+acts?)?\b/gi;

/**
 * The best one or two facts for the question, quoted in a short answer; null when no
 * fact is relevant enough, when the question is empty, or when it asks for a secret
 * such as a password or a door code.
 */
export function answerQuestion(index: KnowledgeIndex, question: string): KnowledgeAnswer | null {
  if (typeof question !== 'string' || SECRET.test(question.slice(0, MAX_QUESTION_CHARS)))
    return null;
  // 'Which one is cheapest?', 'how much do I need to make for the studio?': worked out.
  const computed = index.computed?.find((fact) => fact.askedBy?.test(question));
  if (computed) return said(computed.text, [computed]);
  const sentenceIndex = sentenceIndexOf(index);
  // A thing only another home's description names is known when that home is named
  // ('does 22 have a ramp?'); otherwise it is not this home's.
  // Only read when a word is unknown: most questions never need it.
  const namedSays = (terms: readonly string[]) =>
    index.facts.some((fact) => {
      if (!asksOf(fact, question)) return false;
      const said = new Set(termsOf(fact.text));
      return terms.every((t) => said.has(t));
    });
  if (asksForUnknownThing(sentenceIndex, question)) {
    const thing = processTerm(thingAsked(question) ?? '');
    if (!thing || !namedSays([thing])) return null;
  }
  const asked = question.slice(0, MAX_QUESTION_CHARS);
  // 'How old is the house?': its words are all stop words; the year it was built answers.
  if (HOW_OLD_HOME.test(asked)) {
    const built = yearBuilt(index);
    if (built) return said(built, []);
  }
  // 'Who is the electric company?': the sentence that names the service's provider.
  const providerAsked = PROVIDER_ASKED.exec(asked);
  const service = providerAsked?.[1] ?? providerAsked?.[2];
  if (service) {
    const provider = providerOf(index, service);
    if (provider) return said(provider, []);
  }
  const reading = readQuestion(sentenceIndex, asked);
  if (reading.missing.length && !namedSays(reading.missing)) return null;
  // What only the home named says is searched for in its facts.
  const read = reading.missing.length
    ? {
        ...reading,
        terms: [...reading.terms, ...reading.missing],
        focus: [...reading.focus, ...reading.missing],
        core: [...reading.core, ...reading.missing],
        missing: [],
      }
    : reading;
  const { terms, ranked, asked: topics } = rank(index, question, read);
  const [first, second] = ranked;
  const sentences = (keep?: Parameters<typeof bestSentences>[3]) =>
    bestSentences(
      sentenceIndex,
      asked,
      2,
      (one) =>
        (keep?.(one) ?? true) && answerFits(asked, one.text) && answersAsked(one, topics, asked),
    );
  // The best sentences are looked up once, when first needed.
  let best: string[] | undefined;
  const bestFound = () => {
    best ??= sentences();
    return best;
  };
  const fromSentences = () => {
    const found = bestFound();
    return found.length ? said(found.join(' '), []) : null;
  };
  if (!first || !answerFits(question, first.fact.text)) return fromSentences();
  const sources = [first.fact];
  if (second && second.score >= first.score * SECOND_FACT_RATIO) sources.push(second.fact);
  const answer = sources.map((fact) => quote(fact, terms)).join(' ');
  // The passage held what was asked, the part quoted does not ('which day is trash
  // pickup' quoted who pays for trash): the sentences that do, else nothing.
  if (!answerFits(question, answer)) return fromSentences();
  // Another home's description, found by naming it ('do any of the homes have a fenced
  // yard?'), is what was asked: the sentences below never hold another home's facts.
  if (topics.has(first.fact.topic) || (first.fact.askedBy && first.fact.kind === 'quoted'))
    return said(answer, sources);
  // An answer names what was asked: 'is there an elevator?' is answered by the sentence
  // that says so, not by a policy that matched through its keywords. A sentence
  // Porchlight wrote from the listing's fields stays, with the sentence after it.
  const named = terms.filter(
    (t) =>
      !WEAK_TERMS.has(t) &&
      sentenceIndex.df.has(t) &&
      (read.core.includes(t) || LEASING_TERMS.has(t)),
  );
  const terse = first.fact.id.startsWith('amenity-');
  if (named.length && (terse || saysLess(answer, named, bestFound))) {
    // Details follow a sentence of ours; another sentence of ours adds none.
    const found = (terse ? sentences((one) => one.kind !== 'generated') : bestFound()).filter(
      (one) => !answer.includes(one),
    );
    if (found.length && first.fact.kind === 'generated')
      return said(`${answer} ${found.join(' ')}`, sources);
    if (found.length) return said(found.join(' '), []);
  }
  return said(answer, sources);
}

/** How old the home is, or when it was built. */
const HOW_OLD_HOME =
  /\bhow old (?:is|are) (?:it|(?:the|this|that|your) (?:building|house|home|place|property|complex|tower|cabin|duplex|apartments?))\b|\b(?:what year|when) was (?:it|(?:the|this) (?:building|house|home|place|property|complex|tower)) built\b/i;
/** A sentence that gives the year a building was built: 'built in 2017', 'a 1908 frame house'. */
const BUILT_IN =
  /\b(?:built|constructed|dates from|dating from|completed|opened)\b[^.]{0,40}\b(?:1[789]\d\d|20[0-2]\d)\b|\b(?:1[789]\d\d|20[0-2]\d)\s+(?:[\w-]+\s+){0,4}(?:house|building|home|tower|cabin|duplex|victorian|bungalow|craftsman|farmhouse|loft|warehouse|church|complex)\b/i;

/** The first sentence of the property's own facts that says when it was built. */
function yearBuilt(index: KnowledgeIndex): string | null {
  const line = factLines(index).find((l) => !/^lease\b/i.test(l.source) && BUILT_IN.test(l.text));
  return line ? `${line.source}: "${line.text}"` : null;
}

/** Who provides a service: 'who is the electric company', 'which company provides the gas'. */
const PROVIDER_ASKED =
  /\b(?:who|which|what)(?:'s| is| are)?\s+(?:the\s+)?(electric\w*|power|gas|internet|cable|water|trash|garbage|propane)\s+(?:company|companies|provider|providers|utility)\b|\b(?:which|what|who)\s+(?:company|companies|provider|utility)\s+(?:provides|supplies|handles|does|is for|for)\s+(?:the\s+)?(electric\w*|power|gas|internet|cable|water|trash|garbage|propane)\b/i;
/** The words a service goes by in the facts, by the word it is asked with. */
const SERVICE_WORDS: Readonly<Record<string, string>> = {
  electric: 'electric\\w*|power',
  power: 'electric\\w*|power',
  gas: 'gas|natural gas',
  internet: 'internet|wi-?fi|broadband',
  cable: 'cable|internet',
  water: 'water',
  trash: 'trash|garbage|recycling',
  garbage: 'trash|garbage|recycling',
  propane: 'propane',
};
/** A provider's name: words in capitals ('Pedernales Electric Cooperative', 'AT&T'). */
const NAME = String.raw`[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|of|&))*`;
/** Words in capitals that are parties of a lease, not a provider's name. */
const PARTIES =
  /^(?:Tenant|Tenants|Landlord|Lessor|Lessee|Resident|Residents|Manager|Owner|Owners|You|We|The|Each|Any|All)\b/;

/**
 * A sentence of the facts that names the service's provider: 'electricity (Pacific Power)',
 * 'electricity comes from Pedernales Electric Cooperative', 'your Duquesne Light account
 * for electricity', 'pay Southwest Gas for the gas water heater'.
 */
function providerOf(index: KnowledgeIndex, service: string): string | null {
  const key = service.toLowerCase().replace(/ity$|al$/, '');
  const words = SERVICE_WORDS[key] ?? SERVICE_WORDS[key.slice(0, 8)] ?? key;
  const ways = [
    new RegExp(String.raw`\b(?:${words})\w*\s*\((?:from\s+)?(${NAME})`),
    new RegExp(
      String.raw`\b(?:${words})\w*\s+(?:comes?\s+from|is\s+(?:from|by|with)|from|by|through|with|via|is\s+provided\s+by):?\s+(${NAME})`,
    ),
    new RegExp(
      String.raw`(${NAME})\s+(?:account\s+)?(?:for|provides|supplies)\s+(?:the\s+|your\s+)?(?:\w+\s+)?(?:${words})\b`,
    ),
  ];
  for (const line of factLines(index)) {
    const named = ways.some((way) => {
      const name = way.exec(line.text)?.[1];
      return !!name && !PARTIES.test(name);
    });
    if (named) return `${line.source}: "${line.text}"`;
  }
  return null;
}

/** An answer with its secrets taken out, or null when nothing is left to say. */
function said(answer: string, sources: Fact[]): KnowledgeAnswer | null {
  const text = withoutSecrets(answer);
  return text ? { answer: text, sources } : null;
}

/** True when the best sentences name more of the asked terms than the answer does. */
function saysLess(answer: string, named: readonly string[], sentences: () => string[]): boolean {
  const count = (text: string) => {
    const said = new Set(termsOf(text));
    return named.filter((t) => said.has(t)).length;
  };
  const mine = count(answer);
  if (mine === named.length) return false;
  return count(sentences().join(' ')) > mine;
}

const LINES = new WeakMap<KnowledgeIndex, readonly FactLine[]>();

/** Every sentence of the index's facts with its source, cut once per index. */
export function factLines(index: KnowledgeIndex): readonly FactLine[] {
  let lines = LINES.get(index);
  if (!lines) {
    lines = index.facts.flatMap((fact) =>
      fact.kind === 'lease'
        ? cleanSentences(fact.text, fact.section ?? null).map((s) => ({
            text: s.text,
            source: s.section ? `Lease, section ${s.section}` : 'Lease',
          }))
        : cleanSentences(fact.text).map((s) => ({ text: s.text, source: fact.source })),
    );
    LINES.set(index, lines);
  }
  return lines;
}
