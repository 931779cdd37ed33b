/**
 * The shapes answers/ works with: one property's facts as sentences (each with where it
 * comes from and, for a structured field, its value), and the answer to a question.
 */
import type { PetRules, Utility } from '@porchlight/domain';

/** Where a sentence comes from, which decides how it is said. */
export type SentenceKind =
  /** Written by Porchlight from a structured field: said as is, composed from its value. */
  | 'generated'
  /** The manager's own words (a policy, a description, a taught answer): quoted. */
  | 'quoted'
  /** A sentence of the uploaded lease: quoted with its section. */
  | 'lease';

/** Utility codes without NONE: what one side pays. */
export type UtilityCode = Exclude<Utility, 'NONE'>;

/** The pet rules of a property, read from its fields (domain `petRules`). */
export type { PetRules };

/** The machine-readable value behind a generated sentence, so answers can be composed. */
export type FactValue =
  | { kind: 'utilities'; tenant: UtilityCode[] | null; landlord: UtilityCode[] | null }
  | { kind: 'pets'; rules: PetRules }
  | { kind: 'amenity'; code: string; label: string }
  | { kind: 'amenities'; labels: string[] }
  /** price null: the listing gives none; 0: included. */
  | { kind: 'parking'; available: boolean; price: number | null; currency: string | null }
  | { kind: 'rent'; amount: number; currency: string | null }
  | { kind: 'deposit'; months: number; amount: number | null; currency: string | null }
  | { kind: 'availability'; available: boolean; status: string }
  | { kind: 'size'; sqft: number }
  | { kind: 'layout'; bedrooms: number | null; bathrooms: number | null }
  | { kind: 'lease_length'; months: number }
  | { kind: 'rental_length'; term: string }
  | { kind: 'notice'; days: number }
  | { kind: 'address'; address: string }
  | { kind: 'viewing'; mode: string }
  | { kind: 'video'; link: string };

/** One sentence of what is known about a property. */
export interface FactSentence {
  /** Unique within one property, e.g. 'unit-rent', 'policy-GUEST_POLICY-2', 'lease-7-3'. */
  id: string;
  /** A clean, whole sentence: no clause number, no heading, no fragment. */
  text: string;
  /** Shown to people: 'the listing', 'Unit 4B', "the building's policies", 'your lease, section 7'. */
  source: string;
  kind: SentenceKind;
  /** What it is about: 'rent', 'utilities', 'pets', 'guests', 'rent_assistance', 'lease'… */
  topic: string;
  /**
   * Order of preference when two facts disagree (docs/assistant.md): 0 unit fields,
   * 1 property fields, 2 amenities, 3 policies, 4 descriptions, 5 taught answers, 6 lease.
   */
  rank: number;
  /** For a generated sentence, the field's value. */
  value?: FactValue;
  /**
   * What ranking reads when it differs from `text`: a policy sentence with its label, a
   * taught answer with the question it answers.
   */
  searchText?: string;
}

/** One fact an answer used, in the shape the turn's look-up expects. */
export interface AnswerSource {
  topic: string;
  source: string;
}

/** What Athena can say to a question, or null (answerQuestion) when she does not know. */
export interface Answer {
  answer: string;
  sources: AnswerSource[];
  /** 0–1: how sure the answer is right; answers below the threshold are not given. */
  confidence: number;
}
