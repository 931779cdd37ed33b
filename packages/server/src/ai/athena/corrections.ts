/**
 * A correction that names no field ('scratch that, my oldest leaves for college so just
 * 3', '*june'): it corrects the answer given just before. Which answer that was is read
 * from the person's previous message: the step whose stored value that message gives is
 * the one corrected, and the correction is read as a new answer to it.
 */
import { PERSON } from '../extract/resident-words.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';
import { fieldsOf, readMessage, SUMS_UP } from './read-message.ts';
import type { TurnInput } from './turn.ts';

/**
 * The steps a bare correction can be about: values, and a yes or no taken back ('wait I said
 * yes to smoking but I quit back in august, so no').
 */
const CORRECTABLE: readonly ScreeningStep[] = [
  'PETS',
  'SMOKING',
  'TOTAL_RESIDENTS',
  'MONTHLY_INCOME',
  'MOVE_IN_DATE',
  'PET_COUNT',
  'PET_DOG_SIZE',
];

/**
 * 'not 4000', 'not the 15th', 'instead of march', 'I said jan 1 before': a value taken back,
 * never the answer.
 */
const SAID_AWAY =
  /\b(?:not|instead of|rather than|i (?:said|typed|wrote|put|told you|gave you))\s+(?:the\s+|on\s+|in\s+)?(?:[$\d][\d,.]*\s*(?:k|st|nd|rd|th)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)(?![\w$])/gi;

/** A value said not to work: 'the 15th is too soon', '4000 won't work'. */
const TURNED_DOWN =
  /\b(?:the\s+)?(?:[$\d][\d,.]*\s*(?:k|st|nd|rd|th)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)\s+(?:is|was|'s)\s+(?:too (?:soon|early|late|much|far off)|no good|not (?:going to|gonna) work|(?:won'?t|doesn'?t|does not|will not) work)\b/gi;

/** A part of a list of people: 'my wife', 'our baby)', 'and 2 kids'. */
const LISTED_PERSON = new RegExp(
  `^(?:and |plus |& )?(?:(?:my|our|his|her|their|the|a|an|\\d+|one|two|three|four)\\s+)*(?:${PERSON.source})\\W*$`,
  'i',
);

/**
 * A message's clauses, the last first, then the whole message; 'not 4000' said away. A list
 * of people stays one clause ('3 (me, my wife, our baby)' is not 'our baby').
 */
function clausesFromLast(text: string): string[] {
  const said = text.replace(SAID_AWAY, ' ').replace(TURNED_DOWN, ' ');
  const clauses: string[] = [];
  for (const part of said.split(
    /,(?!\d{3})|[;!?]+|\.(?!\d)|\s[-–—]+\s|\s+(?:but|and)\s+|\s+(?=so\s)/i,
  )) {
    // 'so' stays only before a count it sums up ('my mom moves in too, so 3').
    const trimmed = part.trim();
    const clause = SUMS_UP.test(trimmed) ? trimmed : trimmed.replace(/^so\s+/i, '');
    if (!clause) continue;
    // A person listed, or the sum of the people the clause before names ('my mom moves in
    // too, so 3'), is read with that clause.
    const before = clauses.at(-1);
    if (
      before !== undefined &&
      (LISTED_PERSON.test(clause) || (SUMS_UP.test(clause) && before.search(PERSON) >= 0))
    )
      clauses.push(`${clauses.pop()}, ${clause}`);
    else clauses.push(clause);
  }
  return [...clauses.reverse(), said];
}

/** What 'no pets' says besides itself: no dogs, no cats, none at all. */
const PET_COUNTS = new Set(['dogCount', 'catCount', 'totalPetCount']);

/** Words of each step's question, to tell which one the person last answered. */
const ASKED: Readonly<Record<string, RegExp>> = {
  TOTAL_RESIDENTS:
    /\b(?:people|person|live|living|household|residents?|occupants?|moving in with)\b/i,
  MONTHLY_INCOME: /\b(?:income|earn|make|salary|pay)\b/i,
  MOVE_IN_DATE: /\b(?:move|moving|start|date)\b/i,
  PET_COUNT: /\bhow many\b[^?]*\b(?:pets?|animals?)\b/i,
  PET_DOG_SIZE: /\b(?:weigh|weight|size|how big|lbs?|pounds)\b/i,
  PETS: /\b(?:pets?|animals?|dogs?|cats?)\b/i,
  SMOKING: /\b(?:smoke|smokes|smoking|smoker|vape|vaping)\b/i,
};

const MOST_SPECIFIC: readonly ScreeningStep[] = [
  'PET_COUNT',
  'PET_DOG_SIZE',
  'SMOKING',
  'PETS',
  'MONTHLY_INCOME',
  'MOVE_IN_DATE',
  'TOTAL_RESIDENTS',
];

/** The person's message before this turn's, and what Athena asked just before it. */
function previousExchange(input: TurnInput): { answer: string; asked: string } | null {
  const current = input.newMessages.length;
  const history = input.history;
  let users = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i]!.role !== 'user') continue;
    users++;
    if (users <= current) continue;
    const asked = history
      .slice(0, i)
      .reverse()
      .find((m) => m.role === 'assistant');
    return { answer: history[i]!.content, asked: asked?.content ?? '' };
  }
  return null;
}

/** Answers that are a date or a number: a correction's last value for them wins. */
const LAST_WINS = ['moveInDate', 'monthlyIncome', 'totalResidents'] as const;

/**
 * A correction's own values, each field from the last clause that gives one, with the
 * values taken back left out: 'I said jan 1 before but it's really feb 1', 'my roommate
 * backed out so it will just be me', 'its 3,800 a month not 3200'.
 */
function lastValues(
  step: ScreeningStep | null,
  text: string,
  now: Date,
  timeZone?: string,
): Partial<ScreeningAnswers> {
  const out: Partial<ScreeningAnswers> = {};
  for (const clause of clausesFromLast(text)) {
    const found = readMessage(step, clause, now, timeZone).found;
    for (const field of LAST_WINS)
      if (out[field] === undefined && found[field] !== undefined)
        (out as Record<string, unknown>)[field] = found[field];
  }
  return out;
}

/** Words that take an answer back: 'instead of', 'update', 'scratch that', 'I meant'. */
export const TAKES_BACK =
  /\b(?:instead|update[ds]?|scratch (?:that|my)|actually|correction|typo|i meant|i mean|backed out|no longer|not anymore|changed? (?:my|our|the|it)|(?:is|was) wrong|mixed up|should (?:be|have said)|make (?:that|it) \w+|forgot (?:to count|about)|push(?:ing|ed)? (?:it |that |things |the (?:date|move(?:-in)?) )?back|(?:move|moving|bump|bumping) (?:it|that|the date|things) (?:up|back)|postpone\w*|(?:i|we) (?:gave|told|sent) (?:you|u|ya)|(?:the|that) \$?[\d,.]+k? (?:i|we) (?:said|gave|told|put))\b/i;

/**
 * The values a correction means, to put over what the message was read to give: heard by
 * the reader, its last value for a field already read wins ('I said jan 1 before but it's
 * really feb 1'); said with words that take an answer back ('instead of the 1st', 'update,
 * … so it will just be me'), it also replaces a value stored before.
 */
export function correctionValues(
  input: TurnInput,
  text: string,
  says: string,
  heard: boolean,
  answers: { found: Partial<ScreeningAnswers>; stored: ScreeningAnswers },
): Partial<ScreeningAnswers> {
  // 'Actually' takes back only in what the message states: 'is it actually warm enough in
  // the winter?' asks, and takes no move-in day back; 'can we do march 15 instead?' does.
  const takesBack = TAKES_BACK.test(says) || TAKES_BACK.test(text.replace(/\bactually\b/gi, ''));
  if (!heard && !takesBack) return {};
  const last = lastValues(
    input.pendingQuestion,
    takesBack ? text : says,
    input.now,
    input.timeZone,
  );
  return Object.fromEntries(
    Object.entries(last).filter(
      ([field]) =>
        field in answers.found ||
        (takesBack && answers.stored[field as keyof ScreeningAnswers] != null),
    ),
  );
}

/** An amount said to come besides the one given: 'on top of that', 'in addition'. */
const ADDED_TO =
  /\b(?:on top of (?:that|it|this)|in addition|as well|besides that|plus that|add (?:\$?[\d,.]+k? )?(?:to|onto) (?:that|it|this|the \w+))\b|\badd \$?[\d,.]+k?\b/i;

/** The new values of the answer a bare correction corrects, or null. */
export function correctedAnswer(
  input: TurnInput,
  text: string,
  answers: ScreeningAnswers,
): Partial<ScreeningAnswers> | null {
  const before = previousExchange(input);
  if (!before) return null;
  // The steps whose stored value the earlier message gave…
  const given = CORRECTABLE.filter((step) => {
    const fields = fieldsOf(step);
    if (fields.some((f) => answers[f] === null)) return false;
    const earlier = readMessage(step, before.answer, input.now, input.timeZone).found;
    return fields.every((f) => earlier[f] === answers[f]);
  });
  // …and of those, the one Athena had asked ('2' answers the pets or the people question).
  // The pet questions are looked for first: 'how many pets will live with you?' is not
  // the people question.
  const asked = MOST_SPECIFIC.find(
    (step) => given.includes(step) && ASKED[step]?.test(before.asked),
  );
  const step = given.length === 1 ? given[0] : asked;
  if (!step) return null;
  const fields = fieldsOf(step);
  // This message's last clause that gives another value for it and names no other field
  // ('my son moves out for college, so just 3': the 3, not the son).
  for (const clause of clausesFromLast(text)) {
    const others = readMessage(null, clause, input.now, input.timeZone).found;
    if (
      Object.keys(others).some(
        (f) =>
          !fields.includes(f as keyof ScreeningAnswers) && !(step === 'PETS' && PET_COUNTS.has(f)),
      )
    )
      continue;
    const now = readMessage(step, clause, input.now, input.timeZone).found;
    // '4000 was just my partner. i get paid 1,150 every two weeks on top of that': the
    // amount said is added to the one stored, not put in its place.
    if (
      step === 'MONTHLY_INCOME' &&
      ADDED_TO.test(text) &&
      typeof now.monthlyIncome === 'number' &&
      typeof answers.monthlyIncome === 'number'
    )
      return { monthlyIncome: answers.monthlyIncome + now.monthlyIncome };
    if (fields.every((f) => now[f] !== undefined) && fields.some((f) => now[f] !== answers[f]))
      return Object.fromEntries(fields.map((f) => [f, now[f]]));
  }
  return null;
}
