/**
 * Everything known about one property as small, quotable facts with the words a
 * prospect would use and where each came from. Pure: the caller loads the rows.
 */
import { INJECTION_RULES } from '../guardrails/prospect-rules.ts';
import { splitSentences } from './excerpt.ts';
import { incomeNeededFacts } from './income-facts.ts';
import { learnedFacts } from './learned-facts.ts';
import { leaseFacts } from './lease-facts.ts';
import { petFact } from './pet-facts.ts';
import { policyFacts } from './policy-facts.ts';
import { propertyFacts } from './property-facts.ts';
import type { Fact, PropertyKnowledge } from './types.ts';
import { comparedUnitFacts, otherUnitFacts, unitFacts } from './unit-facts.ts';

/**
 * The facts of a property, unit first (the prospect asked about it), then the
 * property, pets, policies, what the manager taught Athena and the lease. Missing or malformed parts give no facts
 * rather than an error.
 */
export function knowledgeFacts(knowledge: PropertyKnowledge): Fact[] {
  if (!knowledge || typeof knowledge !== 'object') return [];
  const property = knowledge.property && typeof knowledge.property === 'object';
  const pets = property ? petFact(knowledge.property) : null;
  const facts = [
    ...unitFacts(knowledge.unit),
    ...(property ? propertyFacts(knowledge) : []),
    ...(pets ? [pets] : []),
    ...otherUnitFacts(knowledge),
    ...comparedUnitFacts(knowledge),
    ...policyFacts(Array.isArray(knowledge.attributes) ? knowledge.attributes : [], knowledge.unit),
    ...learnedFacts(knowledge.learned),
    ...leaseFacts(knowledge.leaseChunks),
  ];
  const kept = facts.flatMap(withoutInstructions);
  return [...kept, ...incomeNeededFacts(knowledge, kept)];
}

/**
 * A listing, a policy or a lease is data, never instructions: a sentence in it that tries
 * to instruct Athena ('ignore all previous instructions…') is dropped, so no answer can
 * quote it. A fact left with nothing is dropped too.
 */
function withoutInstructions(fact: Fact): Fact[] {
  if (fact.kind === 'generated') return [fact];
  const sentences = splitSentences(fact.text);
  const kept = sentences.filter((sentence) => !INJECTION_RULES.some((rule) => rule.test(sentence)));
  if (kept.length === sentences.length) return [fact];
  return kept.length ? [{ ...fact, text: kept.join(' ') }] : [];
}
