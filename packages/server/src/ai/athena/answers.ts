import {
  dogBreedsField,
  extractMonthlyIncome,
  extractMoveInDate,
  extractPets,
  extractSmoking,
  extractTotalResidents,
  extractYesNo,
  findNumbers,
  type PetsAnswer,
} from '../extract/index.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

type Found = Partial<ScreeningAnswers>;

/** What a message says to the step Athena asked: answers, a refusal to say, or nothing. */
export type StepReading = { found: Found } | { declined: true } | null;

/** The pet answer in the lead's columns (breeds as the comma list the domain reads). */
function petColumns(answer: PetsAnswer | null): Found | null {
  if (!answer) return null;
  const { dogBreeds, serviceAnimal: _service, dogSizeClass: _class, ...rest } = answer;
  const found: Found = { ...rest };
  if (dogBreeds?.length) found.dogBreeds = dogBreedsField(dogBreeds);
  return Object.keys(found).length ? found : null;
}

/**
 * Reads the answer to the step Athena asked with the extractors of ai/extract; the step is
 * passed on, so a bare 'no' or '3' counts as an answer to it. Null when the text does not
 * answer it, so Athena asks again.
 */
export function readStep(
  step: ScreeningStep,
  text: string,
  now: Date,
  timeZone?: string,
): StepReading {
  const context = { now, question: step, timeZone };
  const wrap = (found: Found | null) => (found ? { found } : null);
  switch (step) {
    case 'PETS':
    case 'PET_TYPE':
    case 'PET_DOG_BREED':
    case 'PET_DOG_SIZE':
    case 'PET_EMOTIONAL_SUPPORT':
      return wrap(petColumns(extractPets(text, context)));
    case 'PET_COUNT': {
      const found = petColumns(extractPets(text, context));
      if (found?.totalPetCount !== undefined) return { found };
      const [only] = findNumbers(text);
      return only && Number.isInteger(only.value) && only.value >= 0 && only.value <= 20
        ? { found: { ...found, totalPetCount: only.value } }
        : wrap(found);
    }
    case 'SMOKING': {
      const smoking = extractSmoking(text, context) ?? extractYesNo(text, context);
      return smoking === null ? null : { found: { smoking } };
    }
    case 'MOVE_IN_DATE': {
      const date = extractMoveInDate(text, context);
      return date ? { found: { moveInDate: date.date } } : null;
    }
    case 'MONTHLY_INCOME': {
      const income = extractMonthlyIncome(text, context);
      if (!income) return null;
      return 'declined' in income
        ? { declined: true }
        : { found: { monthlyIncome: income.monthly } };
    }
    case 'TOTAL_RESIDENTS': {
      const total = extractTotalResidents(text, context);
      return total ? { found: { totalResidents: total } } : null;
    }
  }
}

/** The answers a message gives to the step asked; null when none (a refusal included). */
export function extractForStep(step: ScreeningStep, text: string, now: Date): Found | null {
  const reading = readStep(step, text, now);
  return reading && 'found' in reading ? reading.found : null;
}
