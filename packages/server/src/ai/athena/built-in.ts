import { petWarnings } from '@porchlight/domain';
import { checkProspectMessage, fairHousingReply, injectionReply } from '../guardrails/index.ts';
import { isQuestion } from '../knowledge/index.ts';
import { readStep } from './answers.ts';
import {
  nextStep,
  questionText,
  reaskText,
  type ScreeningAnswers,
  type ScreeningStep,
} from './questions.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from './turn.ts';

const MAX_REASKS = 2;

/** Saying what the household has or does: 'I have two cats', 'our dog', 'we smoke'. */
const ABOUT_SELF = /\b(?:i|we)(?:'ve|'m| have| own| got| am| are| will| smoke)\b|\b(?:my|our)\b/i;
/** Asking for permission says nothing of what one has: 'can I have a cat?'. */
const ASKING_LEAVE = /\b(?:can|could|may|might)\s+(?:i|we)\s+(?:have|bring|keep|smoke)\b/gi;

/**
 * A question about the property's rules on pets or smoking ('Do you allow cats?', 'Is
 * smoking allowed on the balcony?') is not the prospect's answer about their own home:
 * Athena answers it and asks her question again. 'I have two cats, is that OK?' answers.
 */
function asksRulesOnly(step: string, text: string): boolean {
  if (!(step === 'PETS' || step.startsWith('PET_') || step === 'SMOKING')) return false;
  return isQuestion(text) && !ABOUT_SELF.test(text.replace(ASKING_LEAVE, ' '));
}
const VIEWING_WORDS =
  /\b(view(ing)?|tour|visit|see (it|the (place|unit|apartment|home|house))|showing|appointment)\b/i;

function viewingOffer(input: TurnInput): string {
  return input.viewingMode === 'CALENDAR'
    ? 'Would you like to see it in person? Pick a time that suits you here: CALENDAR'
    : 'Would you like to see it in person? Tell me which days and times work best for you, and I will pass them to the manager.';
}

/** A gentle note when the prospect's pets break the property's rules; no scores, no verdict. */
function petNote(input: TurnInput, answers: ScreeningAnswers): string | null {
  const p = input.property;
  const warnings = petWarnings(
    {
      dogCount: answers.dogCount,
      catCount: answers.catCount,
      totalPetCount: answers.totalPetCount,
      dogBreeds: answers.dogBreeds,
      dogSizeLbs: answers.dogSizeLbs,
    },
    {
      dogsAllowedCount: p.dogsAllowedCount,
      catsAllowedCount: p.catsAllowedCount,
      petsAllowedCount: p.petsAllowedCount,
      restrictedDogBreeds: p.restrictedDogBreeds,
      maxDogSizeLbs: p.maxDogSizeLbs,
    },
  );
  if (!warnings.hasWarning || answers.emotionalSupportPet === 'ESA') return null;
  const notes: string[] = [];
  if (warnings.countWarnings.dogs)
    notes.push(`up to ${p.dogsAllowedCount} dog${p.dogsAllowedCount === 1 ? '' : 's'}`);
  if (warnings.countWarnings.cats)
    notes.push(`up to ${p.catsAllowedCount} cat${p.catsAllowedCount === 1 ? '' : 's'}`);
  if (warnings.countWarnings.totalPets) notes.push(`up to ${p.petsAllowedCount} pets in all`);
  const breeds = warnings.breeds.filter((b) => b.restricted).map((b) => b.label);
  const parts: string[] = [];
  if (notes.length) parts.push(`this property allows ${notes.join(' and ')}`);
  if (breeds.length)
    parts.push(`${breeds.join(' and ')} ${breeds.length === 1 ? 'is' : 'are'} not allowed here`);
  if (warnings.sizeWarning && p.maxDogSizeLbs)
    parts.push(`dogs are limited to ${p.maxDogSizeLbs} lb`);
  if (!parts.length) return null;
  return `Just so you know, ${parts.join('; ')}. The manager will review your application with you.`;
}

/**
 * Athena's built-in provider: offline, free and deterministic. It pre-screens with the
 * property's questions one at a time, reads answers from free text, answers questions
 * from the property's facts, policies and lease, follows Fair Housing rules, and offers a
 * viewing when pre-screening is complete.
 */
export const builtInAssistant: AssistantProvider = {
  name: 'built-in',
  async reply(input) {
    const out: TurnOutput = {
      text: '',
      updates: {},
      pendingQuestion: input.pendingQuestion,
      reaskCount: input.reaskCount,
      skipped: [...input.skipped],
      status: input.status,
      unanswered: [],
      accessibilityQuestion: null,
    };
    const parts: string[] = [];
    const text = input.newMessages.join('\n').trim();
    let answers: ScreeningAnswers = { ...input.answers };
    let reasked = false;

    if (!text) {
      parts.push(
        `Hi! I'm Athena, the leasing assistant for ${input.property.address}${input.unitLabel ? `, ${input.unitLabel}` : ''}. I can answer your questions about the home and help you book a viewing.`,
      );
    } else {
      const guard = checkProspectMessage(text);
      if (guard.kind === 'injection') {
        parts.push(injectionReply());
      } else if (guard.kind === 'steering' || guard.kind === 'protected_class') {
        parts.push(fairHousingReply(guard.kind, guard.characteristics));
      } else {
        const step = input.pendingQuestion;
        const reading =
          step && !asksRulesOnly(step, text)
            ? readStep(step, text, input.now, input.timeZone)
            : null;
        const found = reading && 'found' in reading ? reading.found : null;
        const declined = step !== null && reading !== null && 'declined' in reading;
        if (declined) {
          // 'I'd rather not say' is an answer too: move on without pressing.
          out.skipped.push(step);
          out.reaskCount = 0;
          parts.push("That's fine, you don't have to share that here.");
        }
        if (found) {
          answers = { ...answers, ...found };
          out.updates = { ...out.updates, ...found };
          out.reaskCount = 0;
          const note = step?.startsWith('PET') ? petNote(input, answers) : null;
          if (note) parts.push(note);
        }
        const asking = isQuestion(text) || guard.kind === 'accessibility';
        if (asking) {
          const known = input.lookUp(text);
          if (guard.kind === 'accessibility') out.accessibilityQuestion = text;
          if (known) parts.push(known.answer);
          else {
            out.unanswered.push(text.slice(0, 500));
            parts.push(
              guard.kind === 'accessibility'
                ? "That's an important question, and I've passed it to the property manager right away so they can give you an exact answer. Reasonable accommodation requests are always welcome."
                : "I don't have that information, but I've noted your question and the property manager will follow up with you.",
            );
          }
        } else if (VIEWING_WORDS.test(text) && input.status !== 'PRE_SCREENING') {
          parts.push(viewingOffer(input));
        }
        if (step && !found && !declined && !asking) {
          out.reaskCount = input.reaskCount + 1;
          if (out.reaskCount > MAX_REASKS) {
            out.skipped.push(step);
            out.reaskCount = 0;
            parts.push(
              'No problem, we can skip that one; the property manager can go over it with you.',
            );
          } else {
            parts.push(reaskText(step));
            reasked = true;
          }
        }
      }
    }

    if (!reasked) {
      const remaining = skipSteps(input, answers, out.skipped);
      if (remaining) {
        if (remaining !== out.pendingQuestion || !text) out.reaskCount = 0;
        out.pendingQuestion = remaining;
        parts.push(questionText(remaining));
      } else {
        out.pendingQuestion = null;
        if (input.status === 'PRE_SCREENING') {
          out.status = 'PRE_SCREENING_COMPLETE';
          parts.push(`Thank you, that's everything I need for now. ${viewingOffer(input)}`);
        }
      }
    }
    out.text = parts.join('\n\n');
    return out;
  },
};

/** The next open step that was not skipped. */
function skipSteps(
  input: TurnInput,
  answers: ScreeningAnswers,
  skipped: ScreeningStep[],
): ScreeningStep | null {
  const filled: ScreeningAnswers = { ...answers };
  // Treat skipped steps as answered for ordering purposes, without storing anything.
  for (;;) {
    const step = nextStep(input.property.questions, input.property.petQuestions, filled);
    if (!step || !skipped.includes(step)) return step;
    markAnswered(filled, step);
  }
}

function markAnswered(a: ScreeningAnswers, step: ScreeningStep): void {
  const placeholder: Record<ScreeningStep, Partial<ScreeningAnswers>> = {
    PETS: { pets: false },
    SMOKING: { smoking: false },
    MOVE_IN_DATE: { moveInDate: 'skipped' },
    MONTHLY_INCOME: { monthlyIncome: -1 },
    TOTAL_RESIDENTS: { totalResidents: -1 },
    PET_COUNT: { totalPetCount: -1 },
    PET_TYPE: { dogCount: -1, catCount: -1 },
    PET_EMOTIONAL_SUPPORT: { emotionalSupportPet: 'skipped' },
    PET_DOG_BREED: { dogBreeds: 'skipped' },
    PET_DOG_SIZE: { dogSizeLbs: -1 },
  };
  Object.assign(a, placeholder[step]);
}
