import type { LeadStatus, MaintenanceUrgency } from '@porchlight/domain';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

/** Everything the assistant needs for one turn; built by context.ts from the database. */
export interface TurnInput {
  now: Date;
  /** Who writes: a prospect (pre-screening, viewings) or a resident (lease questions). */
  audience?: 'prospect' | 'resident';
  /** IANA zone of the property's calendar ('next Friday' is a day there). */
  timeZone?: string;
  property: {
    address: string;
    questions: string;
    petQuestions: string;
    /** The stored amenity list: its pet choices say which animals may live here. */
    amenities: string;
    dogsAllowedCount: number;
    catsAllowedCount: number;
    petsAllowedCount: number;
    restrictedDogBreeds: string;
    maxDogSizeLbs: number | null;
  };
  unitLabel: string | null;
  /** The name the prospect goes by, when the lead has one; otherwise Athena invites it once. */
  prospectName?: string | null;
  /**
   * The prospect is known by their phone number only (they texted): Athena asks once for
   * an e-mail address, and takes one given in any turn.
   */
  needsEmail?: boolean;
  status: LeadStatus;
  answers: ScreeningAnswers;
  pendingQuestion: ScreeningStep | null;
  reaskCount: number;
  skipped: ScreeningStep[];
  /** The prospect's messages since Athena last spoke (empty on the opening turn). */
  newMessages: string[];
  /** The whole conversation so far, oldest first (for a language model's context). */
  history: { role: 'user' | 'assistant'; content: string }[];
  viewingMode: 'CALENDAR' | 'TEXT';
  /** Answers a question from the property's facts, policies and lease; null when unknown. */
  lookUp: LookUp;
}

/** One sentence of the property's facts, with where it comes from ('Lease, section 14'). */
export interface FactLine {
  text: string;
  source: string;
}

/**
 * A question answered from the property's facts; null when unknown. `sentences`, when the
 * look-up offers it, lists every sentence of those facts (for a reply that must find a
 * particular kind of sentence, such as the emergency line, rather than answer a question).
 */
export interface LookUp {
  (question: string): { answer: string; sources?: readonly { topic: string }[] } | null;
  sentences?(): readonly FactLine[];
  /**
   * The one fact sentence that comes nearest to answering a question, however unsure:
   * never said on its own, only to see whether an answer already given covers a question.
   */
  nearest?(question: string): string | null;
}

/** What one turn decides: the reply and the changes to the lead. */
export interface TurnOutput {
  text: string;
  updates: Partial<ScreeningAnswers>;
  pendingQuestion: ScreeningStep | null;
  reaskCount: number;
  skipped: ScreeningStep[];
  status: LeadStatus;
  /** Prospect questions Athena could not answer: kept for the manager. */
  unanswered: string[];
  /** An accessibility or accommodation question: the manager is told at once. */
  accessibilityQuestion: string | null;
  /**
   * What needs a person now, each becoming an item under Needs attention: an accessibility
   * or accommodation request, (TEXT mode) the times a prospect wishes to see the home, or a
   * resident's repair report (MAINTENANCE_REQUEST), each in the person's words (`text`: the
   * request itself, not Athena's reply; blank falls back to their message).
   */
  attention?: TurnAttention[];
  /**
   * The name the person gave in this turn ("Dana", "Priya Shah"), as they wrote it; absent
   * or null when they gave none. Stored on the lead: the first word is the first name, the
   * rest the last name. A first name alone fills an empty name and never replaces one; a
   * full name (two words or more) replaces the lead's, so a correction ("it's Priya Shah,
   * not Priya Sharma") is a full name. Text with an '@' or a digit is never taken for a name.
   */
  prospectName?: string | null;
  /** An e-mail address the prospect gave (only asked and taken when `needsEmail`). */
  prospectEmail?: string | null;
}

/** One thing a turn hands to a person (see TurnOutput.attention). */
export interface TurnAttention {
  kind: 'ACCOMMODATION_REQUEST' | 'VIEWING_REQUEST' | 'MAINTENANCE_REQUEST';
  text: string;
  /**
   * MAINTENANCE_REQUEST only: EMERGENCY for a water leak or flooding, gas, fire or smoke, no
   * heat in winter, a lock-out (listed first, mailed to the manager at once); ROUTINE, or
   * absent, for any other repair (mailed as the manager chose: at once or in the digest).
   */
  urgency?: MaintenanceUrgency;
}

/** One interface, two providers: the built-in one, and an OpenAI-compatible model. */
export interface AssistantProvider {
  readonly name: string;
  reply(input: TurnInput): Promise<TurnOutput>;
}
