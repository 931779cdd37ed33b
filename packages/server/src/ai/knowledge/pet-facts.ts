/**
 * The property's pet settings as one fact: which animals, how many, how big, which
 * breeds are not allowed. Assistance animals are not pets (Fair Housing Act), so the
 * fact says the limits do not apply to them rather than let a 'no pets' answer turn
 * away someone who needs one.
 */
import { DOG_BREED_LABELS, petRules } from '@porchlight/domain';
import { counted, joinWords, spelled } from './format.ts';
import type { Fact, KnowledgeProperty } from './types.ts';

const ASSISTANCE_ANIMALS =
  'Assistance animals (service and support animals) are not pets, so these rules do not apply to them.';

const upTo = (count: number | null) => (count && count > 0 ? ` (up to ${spelled(count)})` : '');

/** The pet fact, or null when the property says nothing about pets (domain `petRules`). */
export function petFact(property: KnowledgeProperty): Fact | null {
  const rules = petRules(property);
  if (!rules) return null;
  const sentences: string[] = [];
  if (rules.noPets) {
    sentences.push('Pets are not allowed.');
  } else {
    const { cats, dogs } = rules;
    if (cats.allowed) sentences.push(`Cats are allowed${upTo(cats.max)}.`);
    // 'Can I bring my dog?' where only cats may live here: said plainly.
    if (cats.allowed && !dogs.allowed) sentences.push('Dogs are not allowed.');
    if (dogs.allowed && !cats.allowed) sentences.push('Cats are not allowed.');
    if (dogs.allowed) {
      const which = dogs.smallOnly ? 'Small dogs are' : 'Dogs are';
      // Said either way: 'is there a weight limit?' and 'a size cap?' are both answered.
      const size = dogs.maxLbs
        ? `, weighing up to ${dogs.maxLbs} lb`
        : dogs.smallOnly
          ? ''
          : ', with no size limit and no weight limit';
      const banned =
        rules.restrictedBreeds.length > 0
          ? `; ${joinWords(rules.restrictedBreeds)} are not allowed`
          : '; no breed is restricted';
      sentences.push(`${which} allowed${upTo(dogs.max)}${size}${banned}.`);
    }
    if (rules.total && (cats.allowed || dogs.allowed))
      sentences.push(`No more than ${counted(rules.total, 'pet')} per home.`);
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
