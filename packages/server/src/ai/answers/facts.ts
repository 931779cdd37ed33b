/**
 * Everything known about one property as sentences: each clean and whole, with where it
 * comes from ('the listing', 'Unit 4B', "the building's policies", 'your lease, section
 * 7'), its kind, and for a structured field its value, so answers can be composed rather
 * than pasted. Pure: the caller loads the rows.
 */
import type { PropertyKnowledge } from './knowledge.ts';
import { petFacts } from './pet-facts.ts';
import { policyFacts } from './policy-facts.ts';
import { propertyFacts } from './property-facts.ts';
import { learnedFacts, leaseFacts } from './prose.ts';
import type { FactSentence } from './types.ts';
import { unitFacts } from './unit-facts.ts';

/**
 * The sentences of a property, in the order of preference of docs/assistant.md: the
 * unit's fields, the property's fields and amenities, the policies, the descriptions,
 * what the manager taught Athena, the lease. Missing or malformed parts give no
 * sentences rather than an error; a sentence said twice is kept once (the first).
 */
export function factSentences(knowledge: PropertyKnowledge): FactSentence[] {
  if (!knowledge || typeof knowledge !== 'object') return [];
  const hasProperty = knowledge.property !== null && typeof knowledge.property === 'object';
  const all = [
    ...unitFacts(knowledge.unit),
    ...(hasProperty ? propertyFacts(knowledge) : []),
    ...(hasProperty ? petFacts(knowledge.property) : []),
    ...policyFacts(knowledge),
    ...learnedFacts(knowledge.learned),
    ...leaseFacts(knowledge.leaseChunks),
  ];
  const seen = new Set<string>();
  return all
    .filter((fact) => {
      const key = fact.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.rank - b.rank);
}
