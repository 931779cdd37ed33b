/**
 * A correction that names no field ('scratch that, my oldest leaves for college so just
 * 3', '*june'): it corrects the answer given just before. Which answer that was is read
 * from the person's previous message: the step whose stored value that message gives is
 * the one corrected, and the correction is read as a new answer to it.
 */
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';
import { fieldsOf, readMessage } from './read-message.ts';
import type { TurnInput } from './turn.ts';

/** The steps a bare correction can be about: values, not yes-or-no answers. */
const CORRECTABLE: readonly ScreeningStep[] = [
  'TOTAL_RESIDENTS',
  'MONTHLY_INCOME',
  'MOVE_IN_DATE',
  'PET_COUNT',
  'PET_DOG_SIZE',
];

/** A message's clauses, the last first, then the whole message. */
function clausesFromLast(text: string): string[] {
  const clauses = text
    .split(/,(?!\d{3})|[;!?]+|\.(?!\d)|\s+(?:so|but|and)\s+/i)
    .map((c) => c.trim())
    .filter(Boolean);
  return [...clauses.reverse(), text];
}

/** The person's message before this turn's, if any. */
function previousMessage(input: TurnInput): string | null {
  const said = input.history.filter((m) => m.role === 'user').map((m) => m.content);
  const current = input.newMessages.length;
  return said.at(-1 - current) ?? null;
}

/** The new values of the answer a bare correction corrects, or null. */
export function correctedAnswer(
  input: TurnInput,
  text: string,
  answers: ScreeningAnswers,
): Partial<ScreeningAnswers> | null {
  const before = previousMessage(input);
  if (!before) return null;
  for (const step of CORRECTABLE) {
    const fields = fieldsOf(step);
    if (fields.some((f) => answers[f] === null)) continue;
    // The earlier message gave this step's stored value…
    const earlier = readMessage(step, before, input.now, input.timeZone).found;
    if (!fields.every((f) => earlier[f] === answers[f])) continue;
    // …and this one gives another: its last clause that gives one ('my son moves out for
    // college, so just 3': the 3, not the son).
    for (const clause of clausesFromLast(text)) {
      const now = readMessage(step, clause, input.now, input.timeZone).found;
      if (fields.every((f) => now[f] !== undefined) && fields.some((f) => now[f] !== answers[f]))
        return Object.fromEntries(fields.map((f) => [f, now[f]]));
    }
  }
  return null;
}
