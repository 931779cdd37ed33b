import {
  PET_QUESTIONS,
  type PetQuestion,
  parseCommaList,
  SCREENING_QUESTIONS,
  type ScreeningQuestion,
} from '@porchlight/domain';

/** One step of pre-screening: a top-level question or a pet follow-up. */
export type ScreeningStep = ScreeningQuestion | `PET_${PetQuestion}`;

/** What is known so far about the prospect (the lead's answer columns). */
export interface ScreeningAnswers {
  pets: boolean | null;
  dogCount: number | null;
  catCount: number | null;
  totalPetCount: number | null;
  dogBreeds: string | null;
  dogSizeLbs: number | null;
  emotionalSupportPet: string | null;
  smoking: boolean | null;
  moveInDate: string | null;
  monthlyIncome: number | null;
  totalResidents: number | null;
}

/** A lead that has answered nothing yet (a resident, who is never pre-screened, too). */
export const NO_ANSWERS: Readonly<ScreeningAnswers> = {
  pets: null,
  dogCount: null,
  catCount: null,
  totalPetCount: null,
  dogBreeds: null,
  dogSizeLbs: null,
  emotionalSupportPet: null,
  smoking: null,
  moveInDate: null,
  monthlyIncome: null,
  totalResidents: null,
};

const WORDING: Record<ScreeningStep, string> = {
  PETS: 'Do you have any pets?',
  SMOKING: 'Does anyone in your household smoke?',
  MOVE_IN_DATE: 'When would you like to move in?',
  MONTHLY_INCOME: "What is your household's total monthly income, before taxes?",
  TOTAL_RESIDENTS: 'How many people will be living in the home, including you?',
  PET_COUNT: 'How many pets do you have?',
  PET_TYPE: 'What kind of pets are they (dogs, cats, something else)?',
  PET_EMOTIONAL_SUPPORT: 'Are any of them emotional support or service animals?',
  PET_DOG_BREED: 'What breed is your dog?',
  PET_DOG_SIZE: 'About how much does your dog weigh?',
};

/** A gentler second try, with an example of an answer Athena understands. */
const HINT: Record<ScreeningStep, string> = {
  PETS: "Could you tell me yes or no, and what kind if yes? For example: 'one cat'.",
  SMOKING: "Just a yes or no is fine, for example: 'no, nobody smokes'.",
  MOVE_IN_DATE: "A rough date is fine, for example: 'around March 1' or 'as soon as possible'.",
  MONTHLY_INCOME: "An approximate monthly figure is fine, for example: '$5,000 a month'.",
  TOTAL_RESIDENTS: "Just the number of people is fine, for example: '2'.",
  PET_COUNT: "Just the number is fine, for example: '2'.",
  PET_TYPE: "For example: 'a dog and a cat'.",
  PET_EMOTIONAL_SUPPORT: 'A yes or no is fine.',
  PET_DOG_BREED: "For example: 'a beagle' or 'a lab mix'.",
  PET_DOG_SIZE: "An estimate is fine, for example: 'about 40 pounds'.",
};

/** A stored step name (a lead's pending or skipped question) as a step. */
export const stepOf = (value: string | null) => (value as ScreeningStep | null) ?? null;

export const questionText = (step: ScreeningStep) => WORDING[step];
export const reaskText = (step: ScreeningStep) =>
  `Sorry, I didn't quite catch that. ${WORDING[step]} ${HINT[step]}`;

const answered = (value: unknown) => value !== null && value !== undefined;

/** Whether a step still needs an answer, given what is known. */
function isOpen(step: ScreeningStep, a: ScreeningAnswers): boolean {
  switch (step) {
    case 'PETS':
      return !answered(a.pets);
    case 'SMOKING':
      return !answered(a.smoking);
    case 'MOVE_IN_DATE':
      return !answered(a.moveInDate);
    case 'MONTHLY_INCOME':
      return !answered(a.monthlyIncome);
    case 'TOTAL_RESIDENTS':
      return !answered(a.totalResidents);
    case 'PET_COUNT':
      return !answered(a.totalPetCount);
    case 'PET_TYPE':
      return !answered(a.dogCount) && !answered(a.catCount);
    case 'PET_EMOTIONAL_SUPPORT':
      return !answered(a.emotionalSupportPet);
    case 'PET_DOG_BREED':
      return (a.dogCount ?? 0) > 0 && !answered(a.dogBreeds);
    case 'PET_DOG_SIZE':
      return (a.dogCount ?? 0) > 0 && !answered(a.dogSizeLbs);
  }
}

/**
 * The manager's questions in the order the property lists them, each pet follow-up right
 * after PETS and only when the prospect has pets (dog questions only for dogs).
 */
export function screeningSteps(
  questions: string,
  petQuestions: string,
  a: ScreeningAnswers,
): ScreeningStep[] {
  const steps: ScreeningStep[] = [];
  for (const question of parseCommaList(questions, SCREENING_QUESTIONS)) {
    steps.push(question);
    if (question === 'PETS' && a.pets === true) {
      for (const pet of parseCommaList(petQuestions, PET_QUESTIONS)) steps.push(`PET_${pet}`);
    }
  }
  return steps;
}

/** The next question to ask, or null when pre-screening is complete. */
export function nextStep(
  questions: string,
  petQuestions: string,
  a: ScreeningAnswers,
): ScreeningStep | null {
  return screeningSteps(questions, petQuestions, a).find((step) => isOpen(step, a)) ?? null;
}
