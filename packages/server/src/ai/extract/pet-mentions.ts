/**
 * The animals a message names, each with its count: 'two cats and a 40 lb beagle' is
 * two cats (generic noun) and one dog (by breed).
 */
import { type Count, countBefore } from './counting.ts';
import { type BreedRule, findBreeds } from './pet-breeds.ts';

export type Species = 'dog' | 'cat' | 'other' | 'pet';

export interface PetMention {
  species: Species;
  start: number;
  end: number;
  /** Set when the animal was named by its breed. */
  breed?: BreedRule;
  count: Count;
}

/** 'lab/pit mix', 'beagle-terrier', 'poodle x schnauzer': two breeds of one dog. */
const CROSS = /^\s*(?:\/|-|x)\s*$/;

const NOUNS: [Species, RegExp][] = [
  ['dog', /\b(?:dogs?|pupp(?:y|ies)|pups?|doggos?|doggies|doggy|canines?)\b/g],
  ['cat', /\b(?:cats?|kittens?|kitt(?:y|ies)|felines?)\b/g],
  [
    'other',
    /\b(?:birds?|parrots?|parakeets?|budgies?|cockatiels?|fish(?:es)?|goldfish|bettas?|hamsters?|gerbils?|guinea pigs?|rabbits?|bunn(?:y|ies)|turtles?|tortoises?|snakes?|lizards?|geckos?|bearded dragons?|iguanas?|ferrets?|rats?|mice|mouse|chinchillas?|hedgehogs?|frogs?|chickens?|hermit crabs?|tarantulas?)\b/g,
  ],
  // 'pets' names no species, but '2 pets' still counts them. A 'service animal' is
  // not a pet and its species is not said (pet-assistance.ts reads it).
  [
    'pet',
    /(?<!\b(?:service|support|assistance|comfort) )\b(?:pets?|animals?|fur ?bab(?:y|ies))\b/g,
  ],
];

const PLURAL = /(?:[^s]s|ies|mice)$/;
/** 'fish' is singular only after 'a' / 'one'; bare, it is an unknown number. */
const UNCOUNTABLE = /^(?:gold)?fish$/;
/** Words that are about pets without naming one: 'pet deposit', 'pet policy'. */
const NOT_AN_ANIMAL = /^\s*(?:deposit|fee|rent|policy|friendly|rules?|allowed|limit)\b/;

function nounMentions(text: string, taken: { start: number; end: number }[]) {
  const found: Omit<PetMention, 'count'>[] = [];
  for (const [species, regex] of NOUNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some((t) => start < t.end && end > t.start)) continue;
      if (NOT_AN_ANIMAL.test(text.slice(end, end + 12))) continue;
      found.push({ species, start, end });
    }
  }
  return found;
}

/** Every animal named in `text` (lower case), in order, each with its count. */
export function findPetMentions(text: string): PetMention[] {
  const breeds = findBreeds(text);
  const mentions: (Omit<PetMention, 'count'> & { plural: boolean })[] = [
    ...breeds.map((b) => ({
      species: b.rule.kind,
      start: b.start,
      end: b.end,
      breed: b.rule,
      plural: b.plural,
    })),
    ...nounMentions(text, breeds).map((m) => {
      const word = text.slice(m.start, m.end);
      const counted = /\b(?:a|an|one)\s+$/.test(text.slice(Math.max(0, m.start - 4), m.start));
      const plural = UNCOUNTABLE.test(word) ? !counted : PLURAL.test(word);
      return { ...m, plural };
    }),
  ].sort((a, b) => a.start - b.start);
  const out: PetMention[] = [];
  mentions.forEach(({ plural, ...mention }, i) => {
    const previous = mentions[i - 1];
    const count = countBefore(text, previous?.end ?? 0, mention.start, plural);
    const inherited = count.continues && count.value !== 0 && out[i - 1]?.count.negated;
    const cross =
      previous?.breed && mention.breed && CROSS.test(text.slice(previous.end, mention.start));
    // The second breed of a cross adds no dog: it counts 0 without being a 'no'.
    const value = inherited ? 0 : cross ? 0 : count.value;
    out.push({ ...mention, count: { ...count, value, negated: count.negated || !!inherited } });
  });
  return out;
}
