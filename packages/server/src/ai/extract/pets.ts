/**
 * The prospect's pets: 'two cats and a 40 lb beagle', 'no pets', 'a pitbull mix',
 * 'an emotional support dog'. Only the fields the text answers are returned, so a
 * conversation's answers can be merged message by message.
 */
import { joinCommaList } from '@porchlight/domain';
import { isStopword } from '../meaning/tokens.ts';
import type { ExtractContext, Extractor, ExtractQuestion } from './context.ts';
import { sumCounts } from './counting.ts';
import { findNumbers } from './numbers.ts';
import { type Assistance, type EmotionalSupportValue, readAssistance } from './pet-assistance.ts';
import { findPetMentions, type PetMention, type Species } from './pet-mentions.ts';
import { type DogSizeClass, dogSizeClass, dogWeight } from './pet-sizes.ts';
import { livesElsewhere } from './resident-words.ts';
import { guarded } from './text.ts';
import { readYesNo } from './yes-no.ts';

export interface PetsAnswer {
  pets?: boolean;
  dogCount?: number;
  catCount?: number;
  /** Dogs, cats and other animals (hamsters, fish, birds…). */
  totalPetCount?: number;
  /** Restricted breeds as codes ('PIT_BULL'), others title-cased ('Beagle'); see pet-breeds.ts. */
  dogBreeds?: string[];
  /** The heaviest dog, in pounds. */
  dogSizeLbs?: number;
  /** From size words when no weight is given ('a small dog'). */
  dogSizeClass?: DogSizeClass;
  emotionalSupportPet?: EmotionalSupportValue;
  /** A service animal is not a pet under fair-housing law (see pet-assistance.ts). */
  serviceAnimal?: true;
}

/**
 * Follow-ups ask about animals already counted: 'a pitbull mix' in answer to "What
 * breed?" names a breed, not a new count, so only written numbers count then.
 */
const FOLLOW_UPS: (ExtractQuestion | undefined)[] = [
  'PET_DOG_BREED',
  'PET_DOG_SIZE',
  'PET_EMOTIONAL_SUPPORT',
];
const UNSURE = /\b(?:not sure|unsure|idk|don'?t know|no idea|dunno)\b/;

/** Dogs named by noun and by breed are often the same dogs ('my dog is a beagle'): take the larger. */
function countOf(mentions: PetMention[], species: Species, followUp: boolean) {
  const all = mentions.filter((m) => m.species === species);
  // 'we're getting our cat back … so yes, one cat': beside a counted mention, one's own
  // animal named without a number ('our cat', 'my older dog'), or one described ('just a
  // regular cat'), is one of those counted.
  const counted = all.some((m) => m.count.source === 'number' && !m.count.negated);
  const of = counted ? all.filter((m) => !m.count.sameAsCounted) : all;
  if (all.length === 0) return undefined;
  const value = (m: PetMention) =>
    followUp && m.count.source !== 'number' && !m.count.negated ? null : m.count.value;
  // 'Two dogs … both dogs are beagles': a mention that names them again adds none.
  const fresh = (group: PetMention[]) => group.filter((m, i) => i === 0 || !m.count.again);
  const groups = [fresh(of.filter((m) => !m.breed)), fresh(of.filter((m) => m.breed))].filter(
    (g) => g.length,
  );
  const sums = groups.map((g) => sumCounts(g.map(value))).filter((s): s is number => s !== null);
  return sums.length ? Math.max(...sums) : null;
}

/** Counts of the animals named; a general answer ('two cats') also says there are no dogs. */
function readCounts(mentions: PetMention[], followUp: boolean): PetsAnswer {
  const animals = mentions.filter((m) => m.species !== 'pet');
  const stated = countOf(mentions, 'pet', followUp);
  const counts = (['dog', 'cat', 'other'] as const).map((s) => countOf(animals, s, followUp));
  const positive = animals.some((m) => !m.count.negated) || (stated ?? 0) > 0;
  if (!positive && stated === 0) return { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 };
  const [dogs, cats, others] = counts.map((c) =>
    c === undefined && positive && !followUp ? 0 : c,
  );
  const answer: PetsAnswer = positive ? { pets: true } : {};
  if (typeof dogs === 'number') answer.dogCount = dogs;
  if (typeof cats === 'number') answer.catCount = cats;
  const sum = sumCounts([dogs ?? null, cats ?? null, others ?? null]);
  // A stated total ('3 pets: 2 cats and a bird') wins; 'no pets, just a service dog' does not.
  const total = stated ? stated : positive ? sum : null;
  if (typeof total === 'number') answer.totalPetCount = total;
  return answer;
}

/**
 * Answers with no animal named: 'no', 'none', 'yes', or '2' to "How many pets?". They
 * count only in answer to a pet question (or when the question is not known): a bare
 * 'no' to the smoking question says nothing about pets.
 */
function readBare(text: string, question: ExtractQuestion | undefined): PetsAnswer {
  const none: PetsAnswer = { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 };
  if (question !== undefined && question !== 'PETS' && !question.startsWith('PET_')) return {};
  if (question === 'PET_COUNT') {
    const n = findNumbers(text)[0]?.value;
    if (n !== undefined && Number.isInteger(n) && n <= 50)
      return n === 0 ? none : { pets: true, totalPetCount: n };
  }
  if (FOLLOW_UPS.includes(question)) return {};
  const yes = readYesNo(text);
  if (yes === false) return none;
  return yes === true && (question === undefined || question === 'PETS') ? { pets: true } : {};
}

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** To "What breed?", a short answer naming a breed we do not list ('a Xoloitzcuintli'). */
function unlistedBreed(text: string): string | undefined {
  if (UNSURE.test(text) || readYesNo(text) !== null) return undefined;
  const breed = text
    .replace(
      /^(?:(?:he|she|it|they)(?:'s| is| are)|(?:my|our|the) dogs? (?:is|are)|it'?s|an?|mostly|part|some kind of|kind of)\s+/g,
      '',
    )
    .replace(/^(?:an?|some)\s+/, '')
    .replace(/\s*(?:mix|mixed|cross|breed|dog)?[.!\s]*$/, '')
    .trim();
  // 'hmm before that' is no breed: a breed's name has no small words or fillers.
  const words = breed.split(/[\s-]+/);
  return /^[a-z][a-z' -]{1,30}$/.test(breed) &&
    words.length <= 3 &&
    !words.some((word) => isStopword(word) || FILLER.test(word))
    ? titleCase(breed)
    : undefined;
}

/** Words said while thinking, never part of a breed's name. */
const FILLER = /^(?:hmm+|um+|uh+|er+|ok(?:ay)?|well|wait|lol|idk|first|before|sorry)$/;

function readBreeds(text: string, mentions: PetMention[], question?: ExtractQuestion) {
  const named = mentions.flatMap((m) =>
    m.breed?.breed && !m.count.negated ? [m.breed.breed] : [],
  );
  if (named.length === 0 && question === 'PET_DOG_BREED') {
    const unlisted = unlistedBreed(text);
    if (unlisted) named.push(unlisted);
  }
  return [...new Set(named)];
}

/** To "How much does your dog weigh?", a bare number is pounds ('about 70'). */
function bareWeight(text: string): number | undefined {
  const n = findNumbers(text).find((m) => !/^\s*(?:years?|yrs?|months?)\b/.test(text.slice(m.end)));
  return n && n.value > 0 && n.value <= 350 ? n.value : undefined;
}

function readAssistanceAnswer(text: string, question?: ExtractQuestion): Assistance {
  const asked = question === 'PET_EMOTIONAL_SUPPORT';
  const said = readAssistance(text, asked);
  if (said.emotionalSupportPet || !asked) return said;
  const yes = readYesNo(text);
  return yes === null ? {} : { emotionalSupportPet: yes ? 'ESA' : 'NO' };
}

/** An animal said to be someone else's: 'his big 80 lb lab', 'her two cats'. */
const VISITORS_ANIMAL =
  /\b(?:his|her|their)\s+(?:[\w-]+\s+){0,4}?(?:dogs?|cats?|pups?|puppy|kittens?|labs?|retrievers?|shepherds?|terriers?|pets?|animals?)\b/;
/** The household's own animals: 'my dog', 'we have a cat'. */
const OWN =
  /\b(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?:dogs?|cats?|pups?|puppy|kittens?|pets?)\b|\b(?:i|we) (?:have|own|got)\b/;

/** A pet that is gone: 'we had a cat, she passed last spring', 'our dog died'. */
const GONE =
  /\b(?:passed(?: away| on)?|died|put (?:her|him|them|it) (?:down|to sleep)|rainbow bridge|(?:lost|rehomed|gave away) (?:her|him|them|it)|no longer (?:have|own|got)|(?:don'?t|do not) have (?:her|him|them|it|one|any) anymore)\b/;
/** Having a pet now, said beside one that is gone: 'now we have a pup'. */
const HAS_NOW = /\b(?:still|now|currently)\b|\b(?:i|we) (?:have|own|got)\b/;

/**
 * Animals named as what one cannot live with: 'I'm allergic to cats and dogs both', 'afraid
 * of dogs'. No pets of the household.
 */
const AVERSION =
  /\b(?:allergic to|allergies to|allergy to|afraid of|scared of|can'?t (?:be around|stand|live with))\s+(?:both\s+)?(?:(?:cats?|dogs?|pets?|animals?|fur|dander)(?:\s*(?:,|and|&|or)\s*)?)+(?:\s+both)?/g;

function readPets(text: string, { question }: ExtractContext): PetsAnswer | null {
  const lower = text.toLowerCase().replace(AVERSION, ' ');
  const followUp = FOLLOW_UPS.includes(question);
  const mentions = findPetMentions(lower);
  // 'my brother is visiting for a week with his big lab': a visitor's animal is not the
  // household's.
  if (
    mentions.length > 0 &&
    VISITORS_ANIMAL.test(lower) &&
    livesElsewhere(lower) &&
    !OWN.test(lower)
  )
    return null;
  // Only pets that are gone ('my phone died' is no pet): the household has none now.
  if (GONE.test(lower) && (mentions.length > 0 || /\bhad\b/.test(lower)) && !HAS_NOW.test(lower))
    return { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 };
  const answer: PetsAnswer =
    mentions.length > 0 ? readCounts(mentions, followUp) : readBare(lower, question);
  const breeds = readBreeds(lower, mentions, question);
  if (breeds.length > 0) answer.dogBreeds = breeds;
  const lbs =
    dogWeight(lower, mentions) ??
    (question === 'PET_DOG_SIZE' && mentions.length === 0 ? bareWeight(lower) : undefined);
  if (lbs !== undefined) answer.dogSizeLbs = lbs;
  const sizeClass = dogSizeClass(lower, mentions, question === 'PET_DOG_SIZE');
  if (sizeClass) answer.dogSizeClass = sizeClass;
  Object.assign(answer, readAssistanceAnswer(lower, question));
  return Object.keys(answer).length > 0 ? answer : null;
}

/** Reads what a message says about the prospect's pets; null when it says nothing. */
export const extractPets: Extractor<PetsAnswer> = guarded(readPets);

/** The lead's dogBreeds comma list from an answer's breeds: 'GERMAN_SHEPHERD,Beagle'. */
export const dogBreedsField = (breeds: readonly string[]) => joinCommaList(breeds);
