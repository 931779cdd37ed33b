/**
 * What answers/ reads about one property. The caller loads the rows (policies already
 * resolved: the most specific owner won) and passes them in, so everything here stays pure.
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
  /**
   * The property's other homes open to let (not occupied): a prospect on one unit's chat, or
   * on the property's, may ask what else there is, what it costs and when it opens up.
   */
  otherUnits?: KnowledgeUnit[];
  attributes: KnowledgeAttribute[];
  leaseChunks: LeaseChunk[];
  /** What the manager taught Athena: a prospect's question and the manager's answer. */
  learned?: LearnedFact[];
  viewing: { mode: ScheduleViewingMode; durationMinutes: number };
}
