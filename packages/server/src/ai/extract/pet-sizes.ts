/**
 * Dog weights ('40 lb', 'about 70 pounds', '25 and 60 lbs', '30 kg') and size words
 * ('a small dog'), kept only when they describe a dog.
 */
import { findNumbers } from './numbers.ts';
import type { PetMention } from './pet-mentions.ts';

export type DogSizeClass = 'small' | 'medium' | 'large';

interface Weight {
  lbs: number;
  start: number;
  end: number;
}

const UNIT = /^\s*-?\s*(?:(lbs?|pounds?)\b|(kgs?|kilos?|kilograms?)\b|#)\.?/;
const LIST_JOIN = /^\s*(?:,|and|&|or|-|to|\/)\s*$/;
const KG_IN_LBS = 2.20462;
/** No dog weighs more than this; a bigger number is not a weight. */
const MAX_DOG_LBS = 350;
const SEPARATOR = /[,;.!?]|\band\b|\bplus\b|&/;

/** Weights in `text`; '25 and 60 lbs' gives both (the unit written once covers the list). */
export function findWeights(text: string): Weight[] {
  const numbers = findNumbers(text);
  const weights: (Weight | undefined)[] = numbers.map((n) => {
    const unit = UNIT.exec(text.slice(n.end));
    if (!unit) return undefined;
    const lbs = unit[2] ? Math.round(n.value * KG_IN_LBS) : n.value;
    return { lbs, start: n.start, end: n.end + unit[0].length };
  });
  for (let i = numbers.length - 2; i >= 0; i--) {
    const next = weights[i + 1];
    const n = numbers[i]!;
    if (weights[i] || !next || !LIST_JOIN.test(text.slice(n.end, numbers[i + 1]!.start))) continue;
    const kg = next.lbs !== numbers[i + 1]!.value;
    weights[i] = {
      lbs: kg ? Math.round(n.value * KG_IN_LBS) : n.value,
      start: n.start,
      end: n.end,
    };
  }
  return weights.filter((w): w is Weight => !!w && w.lbs > 0 && w.lbs <= MAX_DOG_LBS);
}

/**
 * The animal a weight describes: the one it comes right before ('a 12 lb cat'), else
 * the nearest one named before it ('a German Shepherd, about 70 pounds').
 */
function describedBy(weight: Weight, mentions: PetMention[], text: string) {
  const next = mentions.find((m) => m.start >= weight.end);
  if (next && !SEPARATOR.test(text.slice(weight.end, next.start))) return next;
  return mentions.filter((m) => m.end <= weight.start).at(-1);
}

/**
 * The heaviest dog's weight in pounds: the lead has one dogSizeLbs, and the property's
 * maximum dog size is checked against the largest dog. Weights with no animal named
 * count as a dog's (only dogs are asked about size).
 */
export function dogWeight(text: string, mentions: PetMention[]): number | undefined {
  const dogs = findWeights(text).filter((w) => {
    const animal = describedBy(w, mentions, text);
    return !animal || animal.species === 'dog' || animal.species === 'pet';
  });
  return dogs.length ? Math.max(...dogs.map((w) => w.lbs)) : undefined;
}

const SIZE_WORDS: [DogSizeClass, RegExp][] = [
  ['large', /\b(?:big|large|huge|giant|xl|extra large)\b/],
  ['medium', /\b(?:medium|mid-?sized?|average[- ]sized?)\b/],
  ['small', /\b(?:tiny|toy|teacup|mini|small|little)\b/],
];

const sizeIn = (words: string) => SIZE_WORDS.find(([, pattern]) => pattern.test(words))?.[0];

/**
 * The size class of the largest dog described by size words: in the phrase before a
 * dog ('a small dog') or right after it ('my dog is small'); anywhere when the
 * question was the dog's size.
 */
export function dogSizeClass(
  text: string,
  mentions: PetMention[],
  asked: boolean,
): DogSizeClass | undefined {
  if (asked && mentions.length === 0) return sizeIn(text);
  const found = mentions.flatMap((m, i) => {
    if (m.species !== 'dog') return [];
    const before =
      text
        .slice(mentions[i - 1]?.end ?? 0, m.start)
        .split(SEPARATOR)
        .at(-1) ?? '';
    const after =
      text.slice(m.end, mentions[i + 1]?.start ?? text.length).split(/[,;.!?]/)[0] ?? '';
    const size = sizeIn(before) ?? sizeIn(after);
    return size ? [size] : [];
  });
  return SIZE_WORDS.map(([size]) => size).find((size) => found.includes(size));
}
