/** A turn's input for tests: one message to a property with no pre-screening questions. */
import { NO_ANSWERS } from './questions.ts';
import type { TurnInput } from './turn.ts';

export function turnInput(message: string, overrides: Partial<TurnInput> = {}): TurnInput {
  return {
    now: new Date('2026-11-24T17:00:00Z'),
    timeZone: 'UTC',
    audience: 'prospect',
    property: {
      address: '12 Elm Street',
      questions: '',
      petQuestions: '',
      amenities: '',
      dogsAllowedCount: 0,
      catsAllowedCount: 0,
      petsAllowedCount: 0,
      restrictedDogBreeds: '',
      maxDogSizeLbs: null,
    },
    unitLabel: null,
    status: 'PRE_SCREENING',
    answers: { ...NO_ANSWERS },
    pendingQuestion: null,
    reaskCount: 0,
    skipped: [],
    newMessages: [message],
    history: [{ role: 'user', content: message }],
    viewingMode: 'CALENDAR',
    lookUp: () => null,
    ...overrides,
  };
}
