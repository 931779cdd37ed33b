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
import { learnedFacts, leaseFacts, leaseSteps } from './prose.ts';
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
  return ordered([...ownFacts(knowledge), ...leaseFacts(knowledge.leaseChunks)]);
}

/**
 * `factSentences`, letting other work run while a long lease is cut into sentences
 * (2,000,000 characters: about half a second of work, in steps of about 10 ms).
 */
export async function factSentencesAsync(knowledge: PropertyKnowledge): Promise<FactSentence[]> {
  if (!knowledge || typeof knowledge !== 'object') return [];
  const own = ownFacts(knowledge);
  const steps = leaseSteps(knowledge.leaseChunks);
  for (;;) {
    const step = steps.next();
    if (step.done) return ordered([...own, ...step.value]);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Everything but the lease: the fields, the policies, the descriptions, the taught answers. */
function ownFacts(knowledge: PropertyKnowledge): FactSentence[] {
  const hasProperty = knowledge.property !== null && typeof knowledge.property === 'object';
  return [
    ...unitFacts(knowledge.unit),
    ...(hasProperty ? propertyFacts(knowledge) : []),
    ...(hasProperty ? petFacts(knowledge.property) : []),
    ...policyFacts(knowledge),
    ...learnedFacts(knowledge.learned),
  ];
}

/** The sentences in order of preference, a sentence said twice kept once (the first). */
function ordered(all: FactSentence[]): FactSentence[] {
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
