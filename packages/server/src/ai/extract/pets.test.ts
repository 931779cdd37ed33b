import { petWarnings } from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import type { ExtractQuestion } from './context.ts';
import { at } from './extract.fixtures.ts';
import { dogBreedsField, extractPets, type PetsAnswer } from './pets.ts';

const none = { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 };
const dogs = (dogCount: number, more: PetsAnswer = {}) => ({
  pets: true,
  dogCount,
  catCount: 0,
  totalPetCount: dogCount,
  ...more,
});

describe('extractPets', () => {
  it.each<[string, string, PetsAnswer]>([
    [
      'reads cats and a dog named by breed with its weight',
      'two cats and a 40 lb beagle',
      {
        pets: true,
        catCount: 2,
        dogCount: 1,
        totalPetCount: 3,
        dogBreeds: ['Beagle'],
        dogSizeLbs: 40,
      },
    ],
    ['reads no pets as zero of everything', 'no pets', none],
    [
      'counts an animal pointed back at once',
      'one cat and one dog, the dog is 22 pounds',
      { pets: true, catCount: 1, dogCount: 1, totalPetCount: 2, dogSizeLbs: 22 },
    ],
    [
      'counts no animal for what another thinks it is',
      '2 dogs and an old barn cat who thinks shes a dog, so 3',
      { pets: true, catCount: 1, dogCount: 2, totalPetCount: 3 },
    ],
    [
      'reads ordinary pets as no assistance animals',
      'two: a shih tzu and a cat. both just regular pets, not the support kind',
      {
        pets: true,
        catCount: 1,
        dogCount: 1,
        totalPetCount: 2,
        dogBreeds: ['Shih Tzu'],
        emotionalSupportPet: 'NO',
      },
    ],
    [
      'takes animals one is allergic to for none',
      "I'm Allergic to cats and dogs both, so no pets here",
      none,
    ],
    ['reads none as zero of everything', 'none', none],
    ['reads a negated "have any"', "we don't have any pets", none],
    [
      'keeps a restricted breed as its domain code',
      'a German Shepherd, about 70 pounds',
      dogs(1, { dogBreeds: ['GERMAN_SHEPHERD'], dogSizeLbs: 70 }),
    ],
    ['reads a pitbull mix as PIT_BULL', 'a pitbull mix', dogs(1, { dogBreeds: ['PIT_BULL'] })],
    ['reads "pit" as PIT_BULL', 'pit', dogs(1, { dogBreeds: ['PIT_BULL'] })],
    [
      'reads misspelt restricted breeds',
      'I have a german shepard and a rotweiler',
      dogs(2, { dogBreeds: ['GERMAN_SHEPHERD', 'ROTTWEILER'] }),
    ],
    [
      'keeps the size class of a dog with no weight',
      'a small dog',
      dogs(1, { dogSizeClass: 'small' }),
    ],
    ['keeps the size class of several dogs', 'two big dogs', dogs(2, { dogSizeClass: 'large' })],
    ['keeps the largest of several weights', '2 dogs, 25 and 60 lbs', dogs(2, { dogSizeLbs: 60 })],
    [
      'converts kilograms to pounds',
      'a 30 kg rottie',
      dogs(1, { dogBreeds: ['ROTTWEILER'], dogSizeLbs: 66 }),
    ],
    [
      "does not take a cat's weight for a dog's",
      'a 12 lb cat and a 60 lb lab',
      {
        pets: true,
        dogCount: 1,
        catCount: 1,
        totalPetCount: 2,
        dogBreeds: ['Labrador Retriever'],
        dogSizeLbs: 60,
      },
    ],
    [
      'counts other animals in the total only',
      'a hamster and a fish',
      { pets: true, dogCount: 0, catCount: 0, totalPetCount: 2 },
    ],
    [
      'marks an emotional support dog as ESA',
      'an emotional support dog',
      dogs(1, { emotionalSupportPet: 'ESA' }),
    ],
    [
      'flags a service dog apart from the pet answer',
      'no pets, just a service dog',
      dogs(1, { emotionalSupportPet: 'ESA', serviceAnimal: true }),
    ],
    [
      'does not count a service animal of unknown species as a pet',
      'he is a service animal',
      { emotionalSupportPet: 'ESA', serviceAnimal: true },
    ],
    ['reads "one"', 'one cat', { pets: true, dogCount: 0, catCount: 1, totalPetCount: 1 }],
    [
      'reads "a couple of"',
      'a couple of cats',
      { pets: true, dogCount: 0, catCount: 2, totalPetCount: 2 },
    ],
    ['reads "three"', 'three dogs', dogs(3)],
    [
      'reads a dog named twice as one dog',
      'my dog is a beagle',
      dogs(1, { dogBreeds: ['Beagle'] }),
    ],
    [
      'does not add breeds listed after a dog count',
      '2 dogs: a beagle and a lab',
      dogs(2, { dogBreeds: ['Beagle', 'Labrador Retriever'] }),
    ],
    [
      'reads a sporting breed by its whole name',
      'yes 1 dog, a 55 lb german shorthaired pointer',
      dogs(1, { dogBreeds: ['German Shorthaired Pointer'], dogSizeLbs: 55 }),
    ],
    [
      'reads a cross of two breeds as one dog',
      'lab/pit mix',
      dogs(1, { dogBreeds: ['Labrador Retriever', 'PIT_BULL'] }),
    ],
    [
      'reads a species said to be absent',
      'no dogs, just a cat',
      { pets: true, dogCount: 0, catCount: 1, totalPetCount: 1 },
    ],
    ['carries a no across an or', 'no dogs or cats', { dogCount: 0, catCount: 0 }],
    [
      'prefers a stated total to the animals listed',
      'we have 3 pets: 2 cats and a bird',
      { pets: true, dogCount: 0, catCount: 2, totalPetCount: 3 },
    ],
    [
      'finds a dog inside chatter',
      'hi! we have a doggo named Max, he is a golden retriever around 65lbs',
      dogs(1, { dogBreeds: ['Golden Retriever'], dogSizeLbs: 65 }),
    ],
    [
      'leaves an unknown number of dogs out',
      'my dogs are labs',
      { pets: true, catCount: 0, dogBreeds: ['Labrador Retriever'] },
    ],
    ['gives null for a question about the pet deposit', 'what is the pet deposit?', null as never],
    [
      "gives null for a visitor's animal",
      'my brother is visiting for a week in march with his big 80 lb lab, is there a size rule for dogs?',
      null as never,
    ],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractPets(text, at())).toEqual(expected);
  });

  it.each<[string, ExtractQuestion, string, PetsAnswer | null]>([
    ['reads yes to "any pets?" as pets only', 'PETS', 'yes', { pets: true }],
    ['takes no words said while thinking for a breed', 'PET_DOG_BREED', 'hmm before that', null],
    [
      'reads "just a pet" to the assistance question as no',
      'PET_EMOTIONAL_SUPPORT',
      "she's just a pet.",
      { emotionalSupportPet: 'NO' },
    ],
    ['reads nope to "any pets?" as none', 'PETS', 'nope', none],
    ['reads a bare number to "how many?"', 'PET_COUNT', '2', { pets: true, totalPetCount: 2 }],
    ['reads a bare number as pounds to "how big?"', 'PET_DOG_SIZE', 'about 70', { dogSizeLbs: 70 }],
    [
      'reads a size word to "how big?"',
      'PET_DOG_SIZE',
      "she's pretty small",
      { dogSizeClass: 'small' },
    ],
    [
      'does not recount dogs from an article in a breed answer',
      'PET_DOG_BREED',
      'a pitbull mix',
      { pets: true, dogBreeds: ['PIT_BULL'] },
    ],
    [
      'keeps an unlisted breed as written, title-cased',
      'PET_DOG_BREED',
      'a xoloitzcuintli',
      { dogBreeds: ['Xoloitzcuintli'] },
    ],
    ['gives null for an unsure breed answer', 'PET_DOG_BREED', 'not sure', null],
    [
      'reads ESA to the support-animal question',
      'PET_EMOTIONAL_SUPPORT',
      'ESA',
      { emotionalSupportPet: 'ESA' },
    ],
    [
      'reads yes to the support-animal question as ESA',
      'PET_EMOTIONAL_SUPPORT',
      'yes she is',
      { emotionalSupportPet: 'ESA' },
    ],
    [
      'reads no to the support-animal question',
      'PET_EMOTIONAL_SUPPORT',
      'no',
      { emotionalSupportPet: 'NO' },
    ],
    [
      'reads a denied ESA as no',
      'PET_EMOTIONAL_SUPPORT',
      'no, he is not an ESA',
      { emotionalSupportPet: 'NO' },
    ],
    ['ignores a bare no to another question', 'SMOKING', 'no', null],
    [
      'still reads pets named in answer to another question',
      'SMOKING',
      'no, but we have a cat',
      { pets: true, dogCount: 0, catCount: 1, totalPetCount: 1 },
    ],
  ])('%s (%s): "%s"', (_, question, text, expected) => {
    expect(extractPets(text, at(question))).toEqual(expected);
  });
});

describe('dogBreedsField', () => {
  it('stores breeds as a comma list that domain petWarnings checks by code', () => {
    const answer = extractPets('a German Shepherd and a beagle', at());
    const dogBreeds = dogBreedsField(answer?.dogBreeds ?? []);
    expect(dogBreeds).toBe('GERMAN_SHEPHERD,Beagle');
    const warnings = petWarnings(
      { dogBreeds },
      { restrictedDogBreeds: 'PIT_BULL,GERMAN_SHEPHERD' },
    );
    expect(warnings.breeds).toEqual([
      { breed: 'GERMAN_SHEPHERD', label: 'German Shepherd', restricted: true },
      { breed: 'Beagle', label: 'Beagle', restricted: false },
    ]);
  });
});

describe('one animal named twice', () => {
  it.each([
    ["wait I forgot, we're getting our cat back from my mom's. so yes, one cat", { catCount: 1 }],
    ['2 dogs, my older dog is 12', { dogCount: 2 }],
    ['one cat and a kitten', { catCount: 2 }],
    ['I have 2 dogs and my girlfriend has her dog', { dogCount: 3 }],
    ["2 dogs, plus my roommate's dog", { dogCount: 3 }],
    ["two cats and my mom's cat", { catCount: 3 }],
    ['my dog and my other dog', { dogCount: 2 }],
    ['one cat, not an esa, just a regular cat who thinks she owns the place', { catCount: 1 }],
  ])('counts each animal once: %s', (text, want) => {
    expect(extractPets(text, { now: new Date('2026-11-24T12:00:00Z') })).toMatchObject(want);
  });
});
