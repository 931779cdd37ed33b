/**
 * Retrieval over one property's knowledge: facts, policies and the uploaded lease.
 */
export { knowledgeFacts } from './facts.ts';
export { isQuestion } from './question.ts';
export {
  answerQuestion,
  buildKnowledgeIndex,
  factLines,
  indexFacts,
  indexFactsAsync,
  type KnowledgeIndex,
  type RankedFact,
  rankFacts,
  thingAsked,
} from './retrieve.ts';
export type {
  Fact,
  FactKind,
  KnowledgeAnswer,
  KnowledgeAttribute,
  KnowledgeProperty,
  KnowledgeUnit,
  LeaseChunk,
  PropertyKnowledge,
} from './types.ts';
