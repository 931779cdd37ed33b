/**
 * The property's pet settings as sentences with their rules: which animals, how many,
 * how big, which breeds are not allowed. Assistance animals are not pets (Fair Housing
 * Act), so a sentence says the rules do not apply to them rather than let a 'no pets'
 * answer turn away someone who needs one.
 */
import { type PetRules, petRules } from '@porchlight/domain';
import { fieldSearchText } from './field-names.ts';
import { counted, joinWords, spelled } from './format.ts';

import type { KnowledgeProperty } from './knowledge.ts';
import type { FactSentence } from './types.ts';

export const ASSISTANCE_ANIMALS =
  'Assistance animals (service and support animals) are not pets, so pet rules, fees and limits do not apply to them.';

/** 'Pit Bull' → 'Pit Bulls'. */
export const pluralBreed = (label: string) => (/s$/i.test(label) ? label : `${label}s`);

const upTo = (count: number | null) => (count ? ` (up to ${spelled(count)})` : '');

/** The sentences of the rules, each said on its own so one can answer alone. */
export function petSentenceTexts(rules: PetRules): string[] {
  if (rules.noPets) return ['Pets are not allowed.'];
  const out: string[] = [];
  const { cats, dogs } = rules;
  if (cats.allowed) out.push(`Cats are allowed${upTo(cats.max)}.`);
  else out.push('Cats are not allowed.');
  if (dogs.allowed) {
    const which = dogs.smallOnly ? 'Small dogs are' : 'Dogs are';
    const size = dogs.maxLbs ? `, weighing up to ${dogs.maxLbs} lb` : '';
    out.push(`${which} allowed${upTo(dogs.max)}${size}.`);
    if (rules.restrictedBreeds.length)
      out.push(`${joinWords(rules.restrictedBreeds.map(pluralBreed))} are not allowed.`);
  } else out.push('Dogs are not allowed.');
  if (rules.total) out.push(`No more than ${counted(rules.total, 'pet')} per home.`);
  return out;
}

/** The pet sentences of a property (none when it says nothing about pets). */
export function petFacts(property: KnowledgeProperty): FactSentence[] {
  const rules = petRules(property);
  if (!rules) return [];
  const common = { source: 'the listing', kind: 'generated', topic: 'pets', rank: 1 } as const;
  // The assistance-animal rule is said by the answer whenever one is named, not ranked as a
  // fact of its own: 'is there a pet fee?' is not answered by it.
  return petSentenceTexts(rules).map((text, i) => ({
    ...common,
    id: `pets-${i + 1}`,
    text,
    value: { kind: 'pets', rules },
    searchText: fieldSearchText('pets', text, 'pet policy'),
  }));
}
