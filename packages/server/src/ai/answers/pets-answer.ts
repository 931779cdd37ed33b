/**
 * The pet rules applied to the animals a person names: 'can I bring my 60 lb lab?' is a
 * No where dogs may weigh up to 35 lb, 'can we have a Doberman?' a No where Dobermans are
 * restricted, '2 cats and a dog' a Yes where three pets are allowed. Decided from the
 * fields; a 'no' says that assistance animals are not pets, so no one who needs one is
 * turned away.
 */
import { counted, joinWords, spelled } from './format.ts';
import { pluralBreed } from './pet-facts.ts';
import type { Question } from './question.ts';
import type { PetRules } from './types.ts';
import type { Composed } from './value-answer.ts';

const NOT_FOR_ASSISTANCE =
  "Assistance animals aren't pets, so this does not apply to service or support animals.";

const no = (text: string): Composed => ({ text: `${text} ${NOT_FOR_ASSISTANCE}`, polarity: 'no' });

/** What the rules allow, said in one sentence: 'Cats (up to two) and small dogs (up to one) are allowed.' */
export function allowedText(rules: PetRules): string {
  if (rules.noPets) return "Pets aren't allowed.";
  const kinds: string[] = [];
  if (rules.cats.allowed)
    kinds.push(`cats${rules.cats.max ? ` (up to ${spelled(rules.cats.max)})` : ''}`);
  if (rules.dogs.allowed) {
    const limits = [
      rules.dogs.max ? `up to ${spelled(rules.dogs.max)}` : null,
      rules.dogs.maxLbs ? `${rules.dogs.maxLbs} lb at most` : null,
    ].filter((part) => part !== null);
    const which = rules.dogs.smallOnly ? 'small dogs' : 'dogs';
    kinds.push(`${which}${limits.length ? ` (${limits.join(', ')})` : ''}`);
  }
  const text = `${joinWords(kinds)} are allowed`;
  const total = rules.total ? `, with no more than ${counted(rules.total, 'pet')} per home` : '';

  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${total}.`;
}

/** The verdict for a dog of this breed, weight and number; null when nothing is against it. */
function dogVerdict(rules: PetRules, asked: NonNullable<Question['pets']>): Composed | null {
  const { dogs } = rules;
  if (!dogs.allowed)
    return no(
      rules.cats.allowed
        ? `Dogs aren't allowed here; cats are${rules.cats.max ? ` (up to ${spelled(rules.cats.max)})` : ''}.`
        : "Dogs aren't allowed here.",
    );
  if (
    asked.breed &&
    rules.restrictedBreeds.some((b) => b.toLowerCase() === asked.breed?.toLowerCase())
  )
    return no(`${joinWords(rules.restrictedBreeds.map(pluralBreed))} aren't allowed.`);
  if (asked.lbs && dogs.maxLbs && asked.lbs > dogs.maxLbs)
    return no(`Dogs can weigh up to ${dogs.maxLbs} lb here.`);
  if (asked.dogs && dogs.max && asked.dogs > dogs.max)
    return no(`Up to ${counted(dogs.max, 'dog')} ${dogs.max === 1 ? 'is' : 'are'} allowed.`);
  return null;
}

/**
 * The answer from the pet rules for the animals named; null when the question names none
 * (the sentence ranked best is then said as is).
 */
export function petsAnswer(rules: PetRules, question: Question): Composed | null {
  const asked = question.pets;
  if (!asked) return null;
  if (rules.noPets) return no("Pets aren't allowed here.");
  // 'Any breeds you don't allow?': the list, when the listing gives one.
  if (!asked.breed && /\bbreeds?\b/i.test(question.text) && rules.restrictedBreeds.length)
    return {
      text: `${joinWords(rules.restrictedBreeds.map(pluralBreed))} aren't allowed.`,
      polarity: null,
    };
  if (asked.dogs !== null || asked.breed) {
    const verdict = dogVerdict(rules, asked);
    if (verdict) return verdict;
  }
  if (asked.cats !== null && !rules.cats.allowed)
    return no(`Cats aren't allowed here.${rules.dogs.allowed ? ' Dogs are.' : ''}`);
  if (asked.cats && rules.cats.max && asked.cats > rules.cats.max)
    return no(
      `Up to ${counted(rules.cats.max, 'cat')} ${rules.cats.max === 1 ? 'is' : 'are'} allowed.`,
    );
  const count = (asked.cats ?? 0) + (asked.dogs ?? 0);
  if (rules.total && count > rules.total)
    return no(`No more than ${counted(rules.total, 'pet')} are allowed per home.`);
  // Nothing named is against the rules: yes, with the limits that apply.
  return { text: allowedText(rules), polarity: 'yes' };
}
