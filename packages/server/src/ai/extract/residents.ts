/**
 * How many people will live in the home: 'it's me, my partner and our kid' → 3,
 * 'two adults and two children' → 4, 'a family of five' → 5, '3' → 3.
 */
import type { Extractor, ExtractQuestion } from './context.ts';
import { countBefore, sumCounts } from './counting.ts';
import { findNumbers, parseNumber } from './numbers.ts';
import { findPetMentions } from './pet-mentions.ts';
import { ADULT_WORDS, CHILD_WORDS, isPlural, PERSON, STAYS_A_WHILE } from './resident-words.ts';
import { guarded } from './text.ts';

/** A household larger than this is not a count we believe from a chat message. */
export const MAX_RESIDENTS = 20;

const N = '(\\d{1,2}|[a-z]+(?:-[a-z]+)?)';
const NOT_A_PERSON_AFTER = new RegExp(
  `^\\s*(?:${ADULT_WORDS}|${CHILD_WORDS}|dogs?|cats?|pets?|bed|bath|br)\\b`,
);
/** Phrases that give the total outright. */
const TOTALS = [
  new RegExp(`\\b(?:family|household|party|group) of ${N}`, 'g'),
  new RegExp(`\\b${N} of us\\b`, 'g'),
  new RegExp(
    `\\b(?:we are|we're|we'll be|we will be|there are|there will be|there'll be|it'll be|it will be|total of|totals?) ${N}`,
    'g',
  ),
  new RegExp(
    `\\b${N} (?:people|ppl|peeps|humans|persons|occupants|residents|tenants|total|in total|altogether|including me|including myself)\\b`,
    'g',
  ),
  // 'Just myself and my live-in aide, so two': the sum said at the end.
  new RegExp(
    `\\b(?:so|that'?s|thats|makes|=)\\s+(?:(?:just|only|now|it'?s|it'?ll be|we'?re|we'?ll be)\\s+)?${N}\\b(?=\\s*(?:people|of us|total|in total|altogether)?\\s*[.!]?\\s*$)`,
    'g',
  ),
  // '3 roommates total including me': the count already has the speaker in it.
  new RegExp(
    `\\b${N} [a-z-]+ (?:total|in total|altogether|including me|including myself|counting me|with me)\\b`,
    'g',
  ),
];
const WE = /\b(?:we|we're|we'll|us)\b/;
const SELF = /\b(?:i|me|myself|i'm|im|i'll|i am)\b/;
const ALONE =
  /\b(?:just|only) (?:me|myself)\b(?!\s*(?:,|and|&|\+|plus|with))|\bby myself\b|\b(?:live|living|be|moving in|move in|i'll be) alone\b|\bme alone\b|\bsolo\b|^\s*(?:me|myself|alone|just me|only me)\s*[.!]?\s*$/;
/** The prospect may be asking for someone else: 'for my daughter', 'not me'. */
const NOT_SELF =
  /\b(?:not me|without me|i won'?t be (?:living|there)|i'?m not (?:living|moving)|for my (?:son|daughter|mom|dad|mother|father|parents|kid|child))\b/;

/**
 * 'The two of us and our son', 'us 2 plus my daughter': we, then more people named. Only
 * after 'and', 'plus' or 'with': '4 of us (me, husband, 2 kids)' names who the four are.
 */
const US_AND_MORE = new RegExp(
  `\\b(?:${N} of us|us ${N})\\b,?\\s+(?:and|plus|\\+|&|with)\\s+(.+)$`,
);

function statedTotal(text: string): number | null {
  const more = US_AND_MORE.exec(text);
  if (more) {
    const word = more[1] ?? more[2] ?? '';
    const us = word === 'both' ? 2 : parseNumber(word);
    // countPeople counts the speaker beside the people named; 'us' has them already.
    const others = countPeople(more[3] ?? '');
    if (us !== null && others !== null) return us + others - 1;
  }
  for (const pattern of TOTALS) {
    for (const match of text.matchAll(pattern)) {
      const word = match[1] ?? '';
      if (NOT_A_PERSON_AFTER.test(text.slice(match.index + match[0].length))) continue;
      const value = word === 'both' ? 2 : parseNumber(word);
      if (value !== null) return value;
    }
  }
  return null;
}

/**
 * People named as not moving in ('my boyfriend is keeping his own place', 'my sister backed
 * out') or as left out of a count said before ('forgot to count the baby'): the words say
 * a change, not who the household is.
 */
const NO_LISTING =
  /\b(?:keep(?:s|ing)? (?:his|her|their) (?:own )?(?:place|apartment|lease)|(?:has|have) (?:his|her|their) own place|won'?t be (?:living|moving)|(?:is|are)n'?t (?:moving|coming|living)|not (?:moving in|coming|living with)|backed out|moving out|forgot (?:to (?:count|mention|include|add)|about|(?:the|my|our|his|her))|left out|didn'?t (?:count|include))\b/;

/** Adds up the people named; null when a group has no number ('me and my kids'). */
function countPeople(text: string): number | null {
  if (NO_LISTING.test(text)) return null;
  const mentions = [...text.matchAll(PERSON)];
  if (mentions.length === 0) return null;
  let adults = false;
  let named = false;
  const all: (number | null)[] = [];
  const children: (number | null)[] = [];
  mentions.forEach((m, i) => {
    const previous = mentions[i - 1];
    const from = previous ? previous.index + previous[0].length : 0;
    const count = countBefore(text, from, m.index, isPlural(m[0]));
    const value = count.value === null && m[1] ? 2 : count.value;
    const other = /\b(?:other|another|more)\s+\S*\s*$/.test(text.slice(from, m.index));
    if (m[2] && !other) adults = true;
    if (m[4] || other) named = true;
    all.push(value);
    if (m[2] || m[3]) children.push(value);
  });
  // 'Two adults and a child' counts the speaker among the adults; otherwise the
  // speaker lives there too, named ('my wife and I') or not ('my wife and 2 kids').
  if (adults) return sumCounts(children);
  // 'We have 2 kids': how many the 'we' are is not said.
  if (WE.test(text) && !SELF.test(text) && !named) return null;
  const others = sumCounts(all);
  return others === null ? null : others + (NOT_SELF.test(text) ? 0 : 1);
}

/**
 * 'Just 2', '3!': a short answer that is only a number, read only in answer to the
 * residents question (or when the question is not known): '2' to "How many pets?" is not
 * a household.
 */
function bareCount(text: string, question: ExtractQuestion | undefined): number | null {
  if (question !== undefined && question !== 'TOTAL_RESIDENTS') return null;
  const numbers = findNumbers(text).filter((n) => !NOT_A_PERSON_AFTER.test(text.slice(n.end)));
  return numbers.length === 1 && text.split(/\s+/).length <= 4 ? numbers[0]!.value : null;
}

const ONE_CHILD_TWO_WORDS =
  /\b(?:baby|little|toddler|teenage|newborn|infant|young|big)\s+((?:girl|boy|son|daughter)s?)\b/g;

function readResidents(raw: string, question?: ExtractQuestion): number | null {
  // 'our baby girl', 'my little boy': one child, said in two words.
  const text = raw.toLowerCase().replace(ONE_CHILD_TWO_WORDS, '$1');
  // 'my brother wants to come ski for two weeks and stay with us': a visit, not the household.
  if (STAYS_A_WHILE.test(text)) return statedTotal(text);
  const total =
    statedTotal(text) ??
    (ALONE.test(text) ? 1 : null) ??
    countPeople(text) ??
    bareCount(text, question) ??
    // 'Me and my dog': the only other household members are animals.
    (SELF.test(text) && findPetMentions(text).length > 0 ? 1 : null);
  return total !== null && Number.isInteger(total) && total >= 1 && total <= MAX_RESIDENTS
    ? total
    : null;
}

/**
 * The number of residents, the prospect included; null when the text does not say.
 * Only the count is returned, never who the people are (familial status is protected).
 */
export const extractTotalResidents: Extractor<number> = guarded((text, context) =>
  readResidents(text, context.question),
);
