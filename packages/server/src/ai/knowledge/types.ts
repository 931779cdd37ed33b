/**
 * What retrieval reads about one property, and the facts it derives. The input types live
 * in answers/knowledge.ts (they outlive this retrieval).
 */
export type {
  KnowledgeAttribute,
  KnowledgeProperty,
  KnowledgeUnit,
  LearnedFact,
  LeaseChunk,
  PropertyKnowledge,
} from '../answers/knowledge.ts';

/** How a fact is quoted in an answer. */
export type FactKind =
  /** A sentence Porchlight wrote from structured fields: said as is. */
  | 'generated'
  /** The manager's own words (a policy, a description): quoted under the source label. */
  | 'quoted'
  /** A passage of the uploaded lease: quoted as 'Per the lease'. */
  | 'lease';

/** One small, quotable piece of what we know about the property. */
export interface Fact {
  /** Unique within one property's facts, e.g. 'unit-rent', 'policy-GUEST_POLICY', 'lease-3'. */
  id: string;
  /** What it is about, e.g. 'rent', 'parking', 'guests', 'lease'. */
  topic: string;
  text: string;
  /** Words a prospect would use for this topic that the text may not contain. */
  keywords: string[];
  /** Where it comes from, shown to people: 'Property details', 'Unit 4B', 'the lease'. */
  source: string;
  kind: FactKind;
  /**
   * A lease passage's clause number in effect where the passage starts (read from the lease
   * before it); each sentence's own number is read from the passage with it (`leaseSection`).
   */
  section?: string | null;
  /**
   * Only a question this finds may be answered with the fact: another home of the property
   * answers when it is named (its number, its layout), not whenever its words match.
   */
  askedBy?: RegExp;
}

export interface KnowledgeAnswer {
  /** A short reply that quotes the facts it used. */
  answer: string;
  /** The 1 or 2 facts the answer quotes, best first. */
  sources: Fact[];
}
