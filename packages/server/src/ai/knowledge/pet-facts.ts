/**
 * The property's pet settings as one fact: which animals, how many, how big, which
 * breeds are not allowed. Assistance animals are not pets (Fair Housing Act), so the
 * fact says the limits do not apply to them rather than let a 'no pets' answer turn
 * away someone who needs one.
 */
import { AMENITIES, breedLabel, DOG_BREED_LABELS, parseCommaList } from '@porchlight/domain';
import { finite, joinWords, listOf, plural } from './format.ts';
import type { Fact, KnowledgeProperty } from './types.ts';

const ASSISTANCE_ANIMALS =
  'Assistance animals (service and support animals) are not pets, so these rules do not apply to them.';

const upTo = (count: number | null) => (count && count > 0 ? ` (up to ${count})` : '');

/** The pet fact, or null when the property says nothing about pets. */
export function petFact(property: KnowledgeProperty): Fact | null {
  const amenities = parseCommaList(listOf(property.amenities).join(','), AMENITIES);
  const dogs = finite(property.dogsAllowedCount);
  const cats = finite(property.catsAllowedCount);
  const total = finite(property.petsAllowedCount);
  const maxLbs = finite(property.maxDogSizeLbs);
  const breeds = listOf(property.restrictedDogBreeds)
    .filter((breed) => breed !== '')
    .map(breedLabel);

  const sentences: string[] = [];
  if (amenities.includes('NO_PETS')) {
    sentences.push('Pets are not allowed.');
  } else {
    const catsAllowed = amenities.includes('CATS') || (cats ?? 0) > 0;
    const largeDogs = amenities.includes('LARGE_DOGS');
    const dogsAllowed = largeDogs || amenities.includes('SMALL_DOGS') || (dogs ?? 0) > 0;
    if (catsAllowed) sentences.push(`Cats are allowed${upTo(cats)}.`);
    // 'Can I bring my dog?' where only cats may live here: said plainly.
    if (catsAllowed && !dogsAllowed) sentences.push('Dogs are not allowed.');
    if (dogsAllowed && !catsAllowed) sentences.push('Cats are not allowed.');
    if (dogsAllowed) {
      const which = largeDogs || maxLbs ? 'Dogs are' : 'Small dogs are';
      const size = maxLbs && maxLbs > 0 ? `, weighing up to ${maxLbs} lb` : '';
      const banned = breeds.length > 0 ? `; ${joinWords(breeds)} are not allowed` : '';
      sentences.push(`${which} allowed${upTo(dogs)}${size}${banned}.`);
    }
    if (total && total > 0 && (catsAllowed || dogsAllowed))
      sentences.push(`No more than ${plural(total, 'pet')} per home.`);
  }
  if (sentences.length === 0) return null;
  sentences.push(ASSISTANCE_ANIMALS);
  return {
    id: 'property-pets',
    topic: 'pets',
    text: sentences.join(' '),
    // Every known breed, restricted or not: the rules answer 'can I have a Doberman?' either way.
    keywords: [
      'pets pet friendly dog dogs cat cats animals breed size weight',
      ...Object.values(DOG_BREED_LABELS),
    ],
    source: 'Pet policy',
    kind: 'generated',
  };
}
