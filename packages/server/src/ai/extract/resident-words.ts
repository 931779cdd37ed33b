/**
 * Words for the people in a household. Only how many they are is ever kept: familial
 * status is a protected class under the Fair Housing Act, so who lives with the
 * prospect is read to count them and then dropped.
 */

/** Words that count adults, the speaker included: 'two adults and a child'. */
export const ADULT_WORDS =
  'adults?|grown-?ups?|people|(?<!\\bin )persons?|occupants?|residents?|tenants?';

/** Children words still count when adults are given as a number. */
export const CHILD_WORDS =
  'kids?|child|children|bab(?:y|ies)|infants?|toddlers?|teens?|teenagers?|newborns?|sons?|daughters?|boys?|girls?|step-?kids?|(?<=\\b(?:our|my|his|her|their|a|an|and|one|two)\\s)\\d{1,2}[ -]?(?:yr|year|y/?o)s?[ -]?olds?(?:[ -]+(?:son|daughter|boy|girl|kid|child|baby|toddler|nephew|niece|brother|sister|grand(?:son|daughter|kid|child)|step-?(?:son|daughter|kid))\\b)?|(?<=\\b(?:our|my|his|her|their|a|an|and|one|two)\\s)\\d{1,2}[ -]?month[ -]?olds?(?:[ -]+(?:son|daughter|boy|girl|baby)\\b)?';

/** Everyone else, counted one by one next to the speaker: 'me, my partner and our kid'. */
export const OTHER_WORDS =
  'wife|wives|husbands?|spouses?|partners?|fianc[eé]e?s?|girlfriends?|boyfriends?|gf|bf|roommates?|room-mates?|roomies?|flatmates?|housemates?|friends?|mom|moms|mother|mothers|dad|dads|father|fathers|brothers?|sisters?|siblings?|cousins?|nephews?|nieces?|aunts?|uncles?|grand(?:ma|pa|mother|father|son|daughter|kid|child)s?|(?:mother|father|brother|sister)-in-law|in-laws|stepsons?|stepdaughters?|(?:live-in )?aides?|caregivers?|caretakers?|nann(?:y|ies)|au pairs?';

/** Plurals that mean two when no number is given: 'my parents', 'our twins'. */
export const PAIR_WORDS = 'twins|parents|grandparents';

export const PERSON = new RegExp(
  `\\b(?:(${PAIR_WORDS})|(${ADULT_WORDS})|(${CHILD_WORDS})|(${OTHER_WORDS}))\\b`,
  'g',
);

export const isPlural = (word: string) =>
  /(?:[^s]s|ies|children|people|wives|in-law)$/.test(word) && !/^(?:gf|bf)$/.test(word);

/** Someone who comes for a while: 'for two weeks', 'visits', 'one weekend in march'. */
export const STAYS_A_WHILE =
  /\b(?:visit(?:s|ing)?|for (?:a|an|one|two|three|four|a few|a couple(?: of)?|\d{1,2}) (?:weeks?|days?|nights?|weekends?|months?)|for the (?:weekend|holidays|summer)|(?:one|a|this|next|the first) weekend|the first (?:week|few days|night)|help (?:me|us) (?:move|unpack|settle)|over (?:spring break|the holidays|christmas|thanksgiving))\b/;

/** Someone named who will not live in the home. */
export const NOT_LIVING_THERE =
  /\b(?:he|she|they)(?:'s| is| are|'re)? (?:won'?t|will not|doesn'?t|does not|isn'?t|is not|aren'?t|are not|don'?t|do not)(?: be)? (?:living|live|moving|staying)\b|\bnot (?:living|moving in) with (?:me|us)\b|\b(?:only )?visit(?:s|ing)?\b/;

/** A sentence about a relative or friend, who may or may not live there. */
export const RELATIVE =
  /^\s*(?:my|our)\s+(?:(?:little|big|older|younger|baby|kid|step|half)[- ]?)?(?:dad|mom|father|mother|parents?|brother|sister|friends?|grand\w+|uncle|aunt|in-laws?|cousin|father-in-law|mother-in-law)\b/;

/** Whether a sentence is about someone who will not live in the home. */
export const livesElsewhere = (sentence: string) => {
  const lower = sentence.toLowerCase();
  return NOT_LIVING_THERE.test(lower) || STAYS_A_WHILE.test(lower);
};
