import type { PetQuestion, ScreeningQuestion } from '@porchlight/domain';

/**
 * The question Athena last asked: a screening question or a pet follow-up such as
 * 'PET_DOG_SIZE'. The same strings as athena's screening steps, built from the
 * domain lists so neither side retypes them.
 */
export type ExtractQuestion = ScreeningQuestion | `PET_${PetQuestion}`;

export interface ExtractContext {
  /** When the message arrived; relative dates ('next month') count from it. */
  now: Date;
  /** The question the message answers, when known: it lets a bare 'no' or '3' count. */
  question?: ExtractQuestion;
  /** IANA zone of the property, so "today" is the property's calendar day; UTC when absent. */
  timeZone?: string;
}

/**
 * Reads one answer from a prospect's free-text message. Null means "no answer in this
 * text", so Athena asks again; an extractor never throws, whatever the input.
 */
export type Extractor<R> = (text: string, context: ExtractContext) => R | null;
