/**
 * Everything known about one property as small, quotable facts with the words a
 * prospect would use and where each came from. Pure: the caller loads the rows.
 */
import { learnedFacts } from './learned-facts.ts';
import { leaseFacts } from './lease-facts.ts';
import { petFact } from './pet-facts.ts';
import { policyFacts } from './policy-facts.ts';
import { propertyFacts } from './property-facts.ts';
import type { Fact, PropertyKnowledge } from './types.ts';
import { unitFacts } from './unit-facts.ts';

/**
 * The facts of a property, unit first (the prospect asked about it), then the
 * property, pets, policies, what the manager taught Athena and the lease. Missing or malformed parts give no facts
 * rather than an error.
 */
export function knowledgeFacts(knowledge: PropertyKnowledge): Fact[] {
  if (!knowledge || typeof knowledge !== 'object') return [];
  const property = knowledge.property && typeof knowledge.property === 'object';
  const pets = property ? petFact(knowledge.property) : null;
  return [
    ...unitFacts(knowledge.unit),
    ...(property ? propertyFacts(knowledge) : []),
    ...(pets ? [pets] : []),
    ...policyFacts(Array.isArray(knowledge.attributes) ? knowledge.attributes : [], knowledge.unit),
    ...learnedFacts(knowledge.learned),
    ...leaseFacts(knowledge.leaseChunks),
  ];
}
