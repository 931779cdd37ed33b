/**
 * Which facts can answer a question, best first: the meaning ranker's order, less the
 * sentences that cannot hold the kind of value asked for ('how much' needs an amount),
 * with the more specific source first when two say about as much (docs/assistant.md:
 * unit and property fields, amenities, policies, descriptions, taught answers, lease).
 * A question that names animals or utilities reaches the pet rules or the utility
 * fields, whose values decide it, however the ranker placed them.
 */

import { queryTerms, type RankedSentence, rankSentences } from '../meaning/rank.ts';
import type { SentenceIndex } from '../meaning/sentence-index.ts';
import { isStopword, stem, tokenize } from '../meaning/tokens.ts';
import { aboutAnotherException } from './exceptions.ts';
import { namesField } from './field-names.ts';
import { rankingText } from './query.ts';
import { CAT, DOG, type Question } from './question.ts';
import { thingAsked } from './subject.ts';
import type { FactSentence } from './types.ts';
import { holdsWanted } from './value-types.ts';

/** What selection reads of the index. */
export interface Searchable {
  readonly facts: readonly FactSentence[];
  /** The generated sentences of structured fields, which a question can reach by name. */
  readonly fields: readonly FactSentence[];
  readonly byId: ReadonlyMap<string, FactSentence>;

  readonly meaning: SentenceIndex;
  readonly unitNumber: string | null;
}

/** A fact the ranker found, with what selection made of it. */
export interface Candidate {
  fact: FactSentence;
  ranked: RankedSentence;
  /** The ranker's score, less the penalty for a wrong kind of value, plus the source's preference. */
  adjusted: number;
  /** Whether it holds the kind of value the question wants. */
  fits: boolean;
  /** Reached because the question names what its value decides (animals, utilities). */
  routed: boolean;
  /** A field's sentence whose field the question names ('whats the deposit'). */
  named: boolean;
}

/** How many ranked sentences are looked at. */
export const RANKED = 20;
/** What a sentence without the wanted kind of value loses: it can rarely be the answer. */
export const MISFIT_PENALTY = 0.2;
/** The preference of the most specific source over the lease: a tie-breaker, no more. */
export const PREFERENCE = 0.06;
/** What a routed fact gains: its value decides the question. */
export const ROUTE_BONUS = 0.15;
/** The score a routed fact is given when the ranker did not place it at all. */
export const ROUTE_FLOOR = 0.25;
/**
 * What a field's sentence gains when the question names the field ('whats the rent'), and
 * loses when it does not and is not about the home itself ('is it available?' is not
 * answered by 'parking is available').
 */
export const NAMED_BONUS = 0.1;
export const UNNAMED_PENALTY = 0.15;
/** Properties with at most this many sentences are scored whole (≈ 1 ms for 1,000). */
export const EXHAUSTIVE_UP_TO = 1000;
/** What a fact gains for saying every question word the property uses (in proportion). */

export const SAYS_WEIGHT = 0.4;
/** What a word said only around the asking clause counts for, against one in it. */
const CONTEXT_SHARE = 0.5;
/** Sources ranked 0 (unit fields) to 7 (lease). */
const LAST_RANK = 7;

/** Words for animals and the rules about them, which the pet rules answer. */
const ANIMALS = /^(?:pets?|dogs?|cats?|animals?|pupp(?:y|ies)|kittens?|breeds?)$/i;

/**
 * The field a question about the home itself wants, by the kind of value it asks for:
 * 'how much is it a month?' is the rent, 'how big is it?' the size, 'when can I move
 * in?' the availability, when every word it asks with is one of that field's.
 */
const HOME_FIELDS: Readonly<Partial<Record<string, string>>> = {
  money: 'rent',
  size: 'size',
  date: 'availability',
};

/**
 * The words a question about the pet rules is made of, besides the animals: whether one is
 * allowed, how many, how big, which breeds, what it costs.
 */
const PET_RULE_WORDS = new Set(
  `allow allowed ok okay fine accept accepted welcome permit permitted bring have keep own
  get come live move take small big large little size weight weigh pound lb lbs limit max
  maximum many much number breed restrict restriction policy rule friendly fee deposit
  rent cost charge extra month monthly two three one mix mixed cut make problem issue need
  want would even still really actually also too just please kind type sort count breeds
  part pure purebred old senior trained neutered`
    .split(/\s+/)
    .map(stem),
);
const onlyPetRuleWords = (text: string) =>
  tokenize(text)
    .filter(
      (word) =>
        !isStopword(word) &&
        !ANIMALS.test(word) &&
        !DOG.test(word) &&
        !CAT.test(word) &&
        !/^\d/.test(word),
    )
    .every((word) => PET_RULE_WORDS.has(stem(word)));

/** The value kind a question's named things route to, if any. */

function routeOf(q: Question): string | null {
  // 'Is there a yard for my dogs?' is about the yard: animals named after 'for' are context.
  const aside = /\bfor (?:my|our|the|his|her)\s+(?:\w+\s+)?(?:dogs?|cats?|pets?|pups?)\b/i.test(
    q.text,
  );
  // 'Is there a dog run?' asks about a dog run, not whether dogs are allowed: the thing's
  // last word names what it is.
  const head = thingAsked(q.text).at(-1);
  // 'Can the dog run loose in the pasture?' asks of a place and a doing, which the pet rules
  // do not answer: with no thing named, only words of the rules themselves route there.
  const aboutAnimals = head === undefined ? onlyPetRuleWords(q.text) : ANIMALS.test(head);

  if (q.assistance || (q.pets && !aside && aboutAnimals)) return 'pets';

  if (q.utilities.length && q.aboutCost) return 'utilities';
  if (/\b(?:utilities|utility|bills?)\b/i.test(q.text)) return 'utilities';

  return null;
}

/** The question as the ranker reads it: its asking clauses, and the whole message. */
interface Texts {
  asking: string;
  whole: string;
}

/** What the question asks of a fact, read once per question. */
interface Reading {
  q: Question;
  route: string | null;
  /** The stems of the question's words (spelling corrected). */
  stems: string[];
  /** The asking words the property uses anywhere, with their IDF: what a fact could say. */
  sayable: { stem: string; idf: number }[];
}

/** Share (by IDF) of the sayable question words a fact says: as written, or begun ('bed' in 'bedroom'). */
function saysShare(fact: FactSentence, sayable: Reading['sayable']): number {
  if (!sayable.length) return 0;
  const words = tokenize(fact.searchText ?? fact.text).map(stem);
  let said = 0;
  let total = 0;
  for (const term of sayable) {
    total += term.idf;
    if (words.some((w) => w === term.stem || (term.stem.length >= 3 && w.startsWith(term.stem))))
      said += term.idf;
  }
  return said / total;
}

function candidate(
  fact: FactSentence,
  ranked: RankedSentence,
  read: Reading,
  floor = 0,
): Candidate {
  // Leave to do something is given by rules, not by the unit's rent, size or layout.
  const fits =
    holdsWanted(valueText(fact), read.q.wanted) && !(read.q.permission && fact.rank === 0);

  // A routed field that cannot hold the value wanted ('how much extra for a cat?' asks pet
  // rent, which the pet rules do not hold) gains nothing.
  const routed = read.route !== null && fact.value?.kind === read.route && fits;
  const preference = (PREFERENCE * (LAST_RANK - fact.rank)) / LAST_RANK;
  const named = fact.kind === 'generated' ? namesField(fact.topic, read.stems) : undefined;
  const share = saysShare(fact, read.sayable);
  // A field gains when it is all the question names ('whats the deposit'), not when the
  // question names it beside something else ('can I paint the bedroom?').
  let naming = 0;
  if (named === true && share === 1) naming = NAMED_BONUS;
  else if (named === false && fact.rank > 0) naming = -UNNAMED_PENALTY;
  const base = Math.max(ranked.score, floor);
  const score = routed ? Math.max(base, ROUTE_FLOOR) + ROUTE_BONUS : base;
  const says = SAYS_WEIGHT * share;
  const adjusted = score - (fits ? 0 : MISFIT_PENALTY) + preference + naming + says;
  return { fact, ranked, fits, routed, named: named === true, adjusted };
}

/** The words a generated sentence's value can say for a value question, beyond its text. */
function valueText(fact: FactSentence): string {
  if (fact.value?.kind === 'parking' && fact.value.price === 0) return `${fact.text} free`;
  return fact.text;
}

/**
 * The ranked sentences of the asking clauses and, when the message says more, of the
 * whole message: each sentence with the better of its two scores. The story around a
 * question distracts the ranker ('is heat included, I heard old buildings in Boston are
 * freezing'), yet sometimes names the subject ('I have a Section 8 voucher, would that
 * work here?').
 */
function rankBoth(index: Searchable, { asking, whole }: Texts): RankedSentence[] {
  // The question's spelling was corrected once, before it came here (spelling.ts). A
  // property of a few hundred sentences is scored whole: the ranker's candidate filter
  // (sentences sharing a word or a near word) is there for long leases, and would miss
  // 'someone at the front desk?' → 'a concierge staffs the lobby', which only the
  // sentence vectors see.
  const options = {
    limit: RANKED,
    noSpelling: true,
    exhaustive: index.meaning.ids.length <= EXHAUSTIVE_UP_TO,
  };
  const first = rankSentences(index.meaning, asking, options);
  if (whole === asking) return first;
  const best = new Map(first.map((r) => [r.id, r]));
  for (const r of rankSentences(index.meaning, whole, options))
    if ((best.get(r.id)?.score ?? -1) < r.score) best.set(r.id, r);
  return [...best.values()];
}

/** What the question asks of the facts, read once. */
function readingOf(index: Searchable, q: Question, { asking, whole }: Texts): Reading {
  const stems = queryTerms(index.meaning, q.text, false).map((term) => term.stem);
  const sayable = queryTerms(index.meaning, asking, false)
    .filter((term) => index.meaning.postings.has(term.stem))
    .map(({ stem, idf }) => ({ stem, idf }));
  // 'we have a little fishing boat. anywhere to tie it up for the summer?': what the
  // sentence before names is what the question asks of, at a lesser weight.
  if (whole !== asking) {
    const own = new Set(sayable.map((term) => term.stem));
    for (const term of queryTerms(index.meaning, whole, false))
      if (index.meaning.postings.has(term.stem) && !own.has(term.stem))
        sayable.push({ stem: term.stem, idf: term.idf * CONTEXT_SHARE });
  }
  let route = routeOf(q);
  // A question about the home itself goes to the field holding what it wants.
  const home = HOME_FIELDS[q.wanted ?? ''];
  const field = home ? index.fields.find((fact) => fact.topic === home) : undefined;
  if (!route && field && sayable.length && saysShare(field, sayable) === 1)
    route = field.value?.kind ?? null;
  return { q, route, stems, sayable };
}

/** The facts that may answer, best first. */
export function candidates(index: Searchable, q: Question): Candidate[] {
  // What the ranker reads: the asking clauses, and the whole message around them.
  const texts = {
    asking: rankingText(q.text, index.meaning, index.unitNumber),
    whole: rankingText(q.text, index.meaning, index.unitNumber, true),
  };
  const read = readingOf(index, q, texts);
  const out: Candidate[] = [];
  for (const r of rankBoth(index, texts)) {
    const fact = index.byId.get(r.id);
    if (fact && !aboutAnotherException(fact.text, q.text)) out.push(candidate(fact, r, read));
  }
  // The fields the question routes to or names, when the ranker did not place them ('how
  // big is it?' names the size, whose sentence shares no word with it).
  const placed = new Set(out.map((c) => c.fact.id));
  for (const fact of index.fields) {
    if (placed.has(fact.id)) continue;
    const reached = fact.value?.kind === read.route || namesField(fact.topic, read.stems) === true;
    if (!reached || out.some((c) => c.fact.topic === fact.topic)) continue;
    const none = { id: fact.id, score: 0, lexical: 0, semantic: 0, sif: 0, alignment: 0 };
    out.push(candidate(fact, none, read, ROUTE_FLOOR));
    placed.add(fact.id);
  }
  return out.sort((a, b) => b.adjusted - a.adjusted);
}
