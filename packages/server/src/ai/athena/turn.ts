import type { LeadStatus } from '@porchlight/domain';
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
    dogsAllowedCount: number;
    catsAllowedCount: number;
    petsAllowedCount: number;
    restrictedDogBreeds: string;
    maxDogSizeLbs: number | null;
  };
  unitLabel: string | null;
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
  lookUp(question: string): { answer: string; sources?: readonly { topic: string }[] } | null;
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
   * What needs a person now: an accessibility or accommodation request, or (TEXT mode)
   * the times a prospect wishes to see the home, in their words.
   */
  attention?: { kind: 'ACCOMMODATION_REQUEST' | 'VIEWING_REQUEST'; text: string }[];
}

/** One interface, two providers: the built-in one, and an OpenAI-compatible model. */
export interface AssistantProvider {
  readonly name: string;
  reply(input: TurnInput): Promise<TurnOutput>;
}
