/**
 * How many of a thing a phrase names: the number written before a noun ('two cats',
 * 'a 40 lb beagle', 'my 2 roommates'), shared by the pets and residents extractors.
 */
import { findNumbers } from './numbers.ts';

/** Where a count came from: a written number, an article or possessive ('a', 'my'), or nothing. */
export type CountSource = 'number' | 'article' | 'none';

export interface Count {
  /** Null when unknown: a plural with no number ('my kids', 'dogs'). */
  value: number | null;
  source: CountSource;
  /** 'no dogs', 'we don't have any cats': the count is 0. */
  negated: boolean;
  /** Nothing but 'or', 'and' or a comma since the previous noun: 'no dogs or cats'. */
  continues: boolean;
  /** 'both dogs', 'the cats': the animals or people already named, named again. */
  again?: boolean;
  /**
   * 'our cat', 'my dog', 'just a regular cat': one's own or one described, which a counted
   * mention beside it may be again.
   */
  sameAsCounted?: boolean;
}

// Words that end one noun phrase and start the next.
const SEPARATOR =
  /,|;|:|\.|!|\?|\(|\)|\s[-\u2013\u2014]\s|\band\b|\bplus\b|&|\+|\bwith\b|\bas well as\b|\balso\b|\bbut\b|\bor\b|\bnor\b|\bthen\b/g;
const ARTICLE = /\b(?:a|an|one|another|my|our|his|her|their|the|this|that|other)\b/;
const NEGATION =
  /\b(?:no|zero|not any|(?:don'?t|do not|dont|doesn'?t) (?:have )?any|without(?: any)?|never had(?: any)?)\s*$/;
/** Numbers that measure instead of count: weights and ages ('a 40 lb', 'my 3 year old'). */
const MEASURE =
  /^\s*-?\s*(?:lbs?|pounds?|kgs?|kilos?|#|years?|yrs?|yo|y\/o|months?|mos?|weeks?|wks?)\b/;

/** The text after the last separator in `gap`. */
function lastPhrase(gap: string): string {
  let cut = 0;
  for (const match of gap.matchAll(SEPARATOR)) cut = match.index + match[0].length;
  return gap.slice(cut);
}

/**
 * The count of the noun at `nounStart`, read from the text between `from` (the end of
 * the previous noun, or 0) and the noun.
 */
export function countBefore(text: string, from: number, nounStart: number, plural: boolean): Count {
  const gap = text.slice(from, nounStart);
  const phrase = lastPhrase(gap);
  const continues = from > 0 && /^\s*(?:,|or|nor|and|&)?\s*$/.test(gap);
  const numbers = findNumbers(phrase).filter((n) => !MEASURE.test(phrase.slice(n.end)));
  const last = numbers.at(-1);
  const again = /\b(?:both|the|these|those|all)\b/.test(phrase);
  if (last)
    return { value: last.value, source: 'number', negated: last.value === 0, continues, again };
  if (NEGATION.test(phrase)) return { value: 0, source: 'number', negated: true, continues };
  if (/\bboth\b/.test(phrase))
    return { value: 2, source: 'number', negated: false, continues, again };
  if (plural) return { value: null, source: 'none', negated: false, continues };
  const source = ARTICLE.test(phrase) ? 'article' : 'none';
  // One's own ('my dog'), not another person's ('her dog', 'my roommate's dog', 'plus my…').
  // …or one described ('one cat, … just a regular cat who thinks she owns the place').
  // …or pointed back at ('one dog, the dog is 22 pounds'), or what an animal thinks it is
  // ('an old barn cat who thinks shes a dog').
  const sameAsCounted =
    (/\b(?:my|our|(?:just|only)\s+(?:a|an)|the|this|that)\s+(?:[a-z]+\s+){0,2}$/i.test(phrase) ||
      /\b(?:thinks|acts like|believes)\s+(?:(?:she|he|it)(?:'?s| is)\s+)?(?:a|an)\s+$/i.test(
        phrase,
      )) &&
    !/'s\b|\b(?:plus|also|another|other|her|his|their)\b/i.test(phrase);
  return {
    value: 1,
    source,
    negated: false,
    continues,
    ...(sameAsCounted ? { sameAsCounted } : {}),
  };
}

/** The total of several counts; null when any is unknown or there are none. */
export function sumCounts(values: (number | null)[]): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
}
