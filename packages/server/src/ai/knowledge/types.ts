/**
 * What retrieval reads about one property, and the facts it derives. The caller loads
 * the rows (policies already resolved: the most specific owner won) and passes them in,
 * so everything here stays pure.
 */
import type { AttributeType, ScheduleViewingMode } from '@porchlight/domain';

export interface KnowledgeProperty {
  address: string;
  name: string | null;
  /** A PropertyType code such as MULTI_FAMILY. */
  type: string;
  /** Amenity codes such as ON_SITE_PARKING. */
  amenities: string[];
  parkingPrice: number | null;
  description: string | null;
  dogsAllowedCount: number | null;
  catsAllowedCount: number | null;
  petsAllowedCount: number | null;
  /** Restricted breed codes such as PIT_BULL. */
  restrictedDogBreeds: string[];
  maxDogSizeLbs: number | null;
}

export interface KnowledgeUnit {
  unitNumber: string | null;
  /** A UnitType code: APARTMENT, ROOM or HOUSE. */
  type: string;
  bedrooms: number | null;
  bathrooms: number | null;
  /** -1 means the listing gave no size. */
  sizeSqft: number | null;
  monthlyPrice: number | null;
  currency: string | null;
  /** AVAILABLE, OCCUPIED or MAINTENANCE. */
  availability: string;
  description: string | null;
  videoLink: string | null;
}

export interface KnowledgeAttribute {
  attributeType: AttributeType | string;
  textContent: string | null;
  numericValue: number | null;
}

export interface LeaseChunk {
  position: number;
  content: string;
}

export interface LearnedFact {
  question: string;
  answer: string;
}

export interface PropertyKnowledge {
  property: KnowledgeProperty;
  unit?: KnowledgeUnit | null;
  attributes: KnowledgeAttribute[];
  leaseChunks: LeaseChunk[];
  /** What the manager taught Athena: a prospect's question and the manager's answer. */
  learned?: LearnedFact[];
  viewing: { mode: ScheduleViewingMode; durationMinutes: number };
}

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
  /** Where it comes from, shown to people: 'Property details', 'Unit 4B', 'Lease, section 3'. */
  source: string;
  kind: FactKind;
}

export interface KnowledgeAnswer {
  /** A short reply that quotes the facts it used. */
  answer: string;
  /** The 1 or 2 facts the answer quotes, best first. */
  sources: Fact[];
}
