/**
 * What a question asks, read from its form rather than its topic (the topic is the
 * ranker's job): whether it wants a yes or a no, what kind of value it wants (an amount,
 * a date, a size…), and the few details a structured answer is composed from (which
 * utilities, which animal, how heavy a dog).
 */
import { DOG_BREED_LABELS } from '@porchlight/domain';
import type { UtilityCode } from './types.ts';

/** The kind of value a question wants; an answer that holds none cannot be the answer. */
export type Wanted =
  | 'money'
  | 'date'
  | 'time'
  | 'day'
  | 'year'
  | 'size'
  | 'count'
  | 'duration'
  | 'place'
  | 'person';

export interface Question {
  /** The question as asked (at most MAX_QUESTION_CHARS). */
  text: string;
  /** A yes-or-no question: 'is heat included?', 'can I sublet?', 'pets allowed?'. */
  yesNo: boolean;
  /**
   * Asked the other way round ('is that a problem?', 'any issue with…'): a plain 'Yes'
   * would mean the opposite, so the answer states the fact without one.
   */
  inverted: boolean;
  wanted: Wanted | null;
  /** Utilities named ('is water included?'); empty when none is. */
  utilities: UtilityCode[];
  /** Asks who pays or whether something costs extra ('included', 'on me', 'extra'). */
  aboutCost: boolean;
  /**
   * Asks leave to do something ('can I paint the bedroom?', 'am I allowed to sublet?'):
   * answered by rules, never by the unit's rent, size or layout.
   */
  permission: boolean;
  /** Names a service, support or assistance animal: pet rules do not apply to it. */
  assistance: boolean;
  /** The animals named, how many, how heavy, which breed. */
  pets: {
    cats: number | null;
    dogs: number | null;
    lbs: number | null;
    breed: string | null;
  } | null;
}

/** Only the start of a long message is read, so a paste cannot stall a turn. */
export const MAX_QUESTION_CHARS = 500;

/** Chatter before the question: 'hey', 'hi, so', 'ok and'. */
const OPENERS =
  /^(?:(?:hey|hi|hello|ok|okay|so|also|and|oh|um|quick question|question|one more thing|btw|sorry)\b[\s,:!.-]*)+/i;

/** A question that starts like one wanting a yes or a no. */
const YES_NO_START =
  /^(?:is|are|was|were|do|does|did|can|could|may|might|will|would|shall|should|am|has|have|had|isn't|aren't|don't|doesn't|any|r)\b/i;
/** …or ends like one: 'pets allowed?', 'parking included?', 'is that ok?'. */
const YES_NO_END =
  /\b(?:ok|okay|allowed|permitted|possible|included|fine|alright|a problem|an issue|extra|required|available|right|correct|free)\s*\??\s*$/i;
/** A clause asking whether something is OK, anywhere in the message. */
const YES_NO_CLAUSE =
  /\b(?:is|would|will|does|do|can|could)\s+(?:that|this|it|they|i|we|he|she)\s+(?:be\s+)?(?:ok|okay|allowed|fine|a problem|an issue|work|count)\b/i;
const WH_START = /^(?:what|what's|whats|wat|which|when|where|who|whom|whose|why|how|hows|how's)\b/i;
const INVERTED = /\b(?:a problem|an issue|problems?|issues?|trouble)\b/i;

/** The wanted kinds, tried in order: the first that matches wins. */
const WANTED: readonly (readonly [RegExp, Wanted])[] = [
  [
    /\bwhat (?:year|decade)\b|\bhow old\b|\bwhen was\b.*\b(?:built|renovated|updated|replaced|redone|installed)\b/i,
    'year',
  ],
  // 'How much notice', 'how much time': a length of time, not an amount of money.
  [/\bhow much (?:notice|time|warning|advance|lead time|heads up)\b/i, 'duration'],
  [
    /\b(?:how much|how\s*much|cost|costs|price|pricing|fee|fees|charge|charged|rate|pay for|how expensive|whats? the (?:rent|deposit)|monthly|average|avg|typical)\b/i,
    'money',
  ],
  [
    /\b(?:how (?:big|large|small|tall|high|wide|long is the (?:room|garage|yard))|square (?:feet|foot|footage)|sq\.? ?ft|sqft|footage|size)\b/i,
    'size',
  ],
  [/\bhow many\b/i, 'count'],
  [/\b(?:what time|which time|hours|open|close|closes|opens)\b/i, 'time'],
  [/\b(?:what|which) day\b/i, 'day'],
  [/\b(?:how long|how soon|how fast|how quickly|how often|how far)\b/i, 'duration'],
  [/\b(?:when|what date|which date|move[- ]in date|start date)\b/i, 'date'],
  [/\b(?:where|which floor|what floor)\b/i, 'place'],
  [/\bwho\b/i, 'person'],
];

/** The utilities as their fields name them, and the words a person uses for each. */
const UTILITY_NAMES: readonly (readonly [RegExp, UtilityCode])[] = [
  // What comes out of the faucets is water; a water heater is no utility.
  [/\b(?:water(?! heaters?)|sewer|sewage|faucets?|taps?)\b/i, 'WATER'],
  [/\b(?:gas)\b/i, 'GAS'],
  [/\b(?:electric\w*|power)\b/i, 'ELECTRICITY'],
  [/\b(?:internet|wi-?fi|broadband)\b/i, 'INTERNET'],
  [/\b(?:trash|garbage|recycling|rubbish)\b/i, 'TRASH'],
];
const ABOUT_COST =
  /\b(?:included|include|includes|including|extra|cover|covers|covered|pay|pays|paying|paid|bills?|utilities|on me|responsible|separate|separately|free)\b/i;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  'a couple': 2,
  couple: 2,
};

/** How many of an animal a message names: '2 cats', 'two dogs', 'a dog'. */
function countOf(text: string, animal: RegExp): number | null {
  const found = new RegExp(
    String.raw`\b(\d+|a couple of|a couple|couple|an?|one|two|three|four|five)\s+(?!lbs?\b|pounds?\b|kg\b|years?\b|months?\b)(?:[a-z-]+\s+){0,2}?${animal.source}`,
    'i',
  ).exec(text);
  if (!found) return animal.test(text) ? 1 : null;
  const word = found[1]!.toLowerCase().replace(/ of$/, '');
  const count = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 1);
  // '25 lbs beagle' is a weight, not 25 dogs: nobody keeps more than a handful.
  return count > 9 ? 1 : count;
}

const PERMISSION =
  /\b(?:(?:can|could|may)\s+(?:i|we|my|our|you)\b(?!\s+(?:see|tour|view|visit|get|have|afford))|(?:am|are)\s+(?:i|we)\s+allowed|allowed to|is it (?:ok|okay|alright|fine) (?:if|to)|(?:do|would) you (?:mind|let))/i;
const ASSISTANCE =
  /\b(?:service (?:dog|animal|cat)s?|(?:emotional )?support (?:dog|animal|cat)s?|assistance animals?|esa|therapy (?:dog|animal)s?|guide dogs?|seeing[- ]eye)\b/i;

export const CAT = /(?:cats?|kittens?|kitty|kitties)\b/;
export const DOG =
  /(?:dogs?|pupp(?:y|ies)|pup|pups|labs?|retrievers?|shepherds?|terriers?|poodles?|huskies|husky|beagles?|chihuahuas?|corgis?|doodles?|heelers?|shih tzus?|dachshunds?|bulldogs?|pit ?bulls?|pitbulls?|pitties|rottweilers?|rotties|rottie|dobermans?|mastiffs?|great danes?)\b/;

/** The breed named, as the domain labels it ('Pit Bull'), when it is one of the known breeds. */
function breedOf(text: string): string | null {
  const flat = text.toLowerCase().replace(/[\s_-]+/g, '');
  for (const label of Object.values(DOG_BREED_LABELS)) {
    const key = label.toLowerCase().replace(/\s+/g, '');
    if (
      flat.includes(key) ||
      (key === 'pitbull' && /\bpit(?:tie|ty|ties)?\b/i.test(text)) ||
      (key === 'rottweiler' && /\brott(?:ie|y|ies)\b/i.test(text))
    )
      return label;
  }
  return null;
}

function petsOf(text: string): Question['pets'] {
  const lower = text.toLowerCase();
  const cats = countOf(lower, CAT);
  const dogs = countOf(lower, DOG);
  const pets = /\b(?:pets?|animals?)\b/.test(lower);
  if (cats === null && dogs === null && !pets) return null;
  const lbs = /(\d{1,3})\s*(?:-\s*)?(?:lbs?|pounds?|pound)\b/i.exec(text);
  return { cats, dogs, lbs: lbs ? Number(lbs[1]) : null, breed: breedOf(text) };
}

/** The first word that asks something: 'what' in 'what do we do with the chairs when…'. */
const ANY_WH = /\b(?:what|whats|what's|which|when|where|who|why|how|hows|how's)\b/i;

/**
 * The kind of value a question wants. A 'when' or 'where' after another question word
 * says when or where the thing asked happens, not what is asked: 'what do we do with the
 * patio chairs when a hurricane is coming?' wants no date.
 */
function wantedKind(text: string): Wanted | null {
  const first = ANY_WH.exec(text);
  for (const [words, kind] of WANTED) {
    const found = words.exec(text);
    if (!found) continue;
    if ((kind === 'date' || kind === 'place') && first && found.index > first.index) continue;
    return kind;
  }
  return null;
}

/** Reads a question's form. */
export function readQuestion(asked: string): Question {
  const text = asked.slice(0, MAX_QUESTION_CHARS);
  const start = text.trim().replace(OPENERS, '');
  const wh = WH_START.test(start);
  const yesNo =
    !wh && (YES_NO_START.test(start) || YES_NO_END.test(text) || YES_NO_CLAUSE.test(text));
  // 'Is there a broker fee?' wants a yes or a no, not an amount: a kind is wanted only
  // where a wh-word asks for it ('…? how much coverage').
  const asksValue = wh || /\b(?:what|whats|what's|which|when|where|who|how)\b/i.test(text);
  const wanted = asksValue ? wantedKind(text) : null;
  return {
    text,
    yesNo,
    inverted: INVERTED.test(text),
    wanted,
    utilities: UTILITY_NAMES.filter(([words]) => words.test(text)).map(([, code]) => code),
    aboutCost: ABOUT_COST.test(text),
    permission: PERMISSION.test(text),
    assistance: ASSISTANCE.test(text),
    pets: petsOf(text),
  };
}
