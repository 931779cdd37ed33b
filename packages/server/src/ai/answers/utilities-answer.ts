/**
 * Who pays which utility, said for the question asked: 'Yes — water and trash are
 * included; you pay for electricity and internet.' Decided from the two utility fields,
 * never guessed: a utility the fields do not name ('heat') gets no answer from here.
 */
import { joinWords } from './format.ts';
import { UTILITY_WORDS } from './policy-facts.ts';
import type { Question } from './question.ts';
import type { UtilityCode } from './types.ts';
import type { Composed } from './value-answer.ts';

/** 'Do I pay for water?', 'is water extra?': yes means the tenant pays. */
const TENANT_FRAME =
  /\b(?:(?:do|would|will|should|have to|need to|gotta)\s+(?:i|we|you|tenants?)\s+(?:have to\s+|need to\s+)?pay|on me|on us|on the tenant|extra|separate(?:ly)?|in my name|my responsibility|am i responsible|are we responsible)\b/i;

const words = (codes: readonly UtilityCode[]) => joinWords(codes.map((c) => UTILITY_WORDS[c]));
const isAre = (codes: readonly UtilityCode[]) => (codes.length === 1 ? 'is' : 'are');

/** The two sides said as one clause each: 'you pay for electricity', 'water is included'. */
function sides(tenant: UtilityCode[], landlord: UtilityCode[]) {
  return {
    you: tenant.length ? `you pay for ${words(tenant)}` : null,
    covered: landlord.length ? `${words(landlord)} ${isAre(landlord)} included` : null,
  };
}

const join = (...parts: (string | null)[]) => parts.filter((p) => p !== null).join('; ');

/** A clause as a sentence: a capital first. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The answer when the question names no utility: 'which bills are on me', 'utilities included?'. */
function allUtilities(
  tenant: UtilityCode[],
  landlord: UtilityCode[],
  question: Question,
): Composed {
  const { you, covered } = sides(tenant, landlord);
  if (!question.yesNo) {
    return { text: sentence(`${join(you, covered)}.`), polarity: null };
  }
  const tenantFrame = TENANT_FRAME.test(question.text);
  if (!landlord.length)
    return tenantFrame
      ? { text: `You pay for all the utilities: ${words(tenant)}.`, polarity: 'yes' }
      : { text: `Utilities aren't included: you pay for ${words(tenant)}.`, polarity: 'no' };
  if (!tenant.length)
    return tenantFrame
      ? { text: `Utilities are included: ${words(landlord)}.`, polarity: 'no' }
      : { text: `Utilities are included: ${words(landlord)}.`, polarity: 'yes' };
  // 'Do you cover any utilities?' is a yes; 'are utilities included?' only partly.
  if (/\bany\b/i.test(question.text) && !tenantFrame)
    return { text: sentence(`${join(covered, you)}.`), polarity: 'yes' };
  return { text: `Some are: ${join(covered, you)}.`, polarity: null };
}

/**
 * The answer from the utility fields, or null when they cannot tell (a side not filled
 * in, or a utility asked that neither side names).
 */
export function utilitiesAnswer(
  tenantPays: UtilityCode[] | null,
  landlordPays: UtilityCode[] | null,
  question: Question,
): Composed | null {
  const tenant = tenantPays ?? [];
  const landlord = landlordPays ?? [];
  const asked = question.utilities;
  if (!asked.length) {
    // 'Is anything included?' needs both sides; one side alone cannot say what the other pays.
    if (question.yesNo && (tenantPays === null || landlordPays === null)) return null;
    return allUtilities(tenant, landlord, question);
  }
  if (asked.some((code) => !tenant.includes(code) && !landlord.includes(code))) return null;
  const paid = asked.filter((code) => tenant.includes(code));
  const covered = asked.filter((code) => landlord.includes(code));
  // Each side with the utilities asked about first: 'water and trash are included; you
  // pay for electricity and internet.'
  const first = (side: UtilityCode[]) => [
    ...side.filter((code) => asked.includes(code)),
    ...side.filter((code) => !asked.includes(code)),
  ];
  const { you, covered: included } = sides(first(tenant), first(landlord));
  const text = sentence(
    `${covered.length || !paid.length ? join(included, you) : join(you, included)}.`,
  );
  if (!question.yesNo || (paid.length && covered.length)) return { text, polarity: null };
  const tenantFrame = TENANT_FRAME.test(question.text);
  const yes = tenantFrame ? paid.length > 0 : covered.length > 0;
  return { text, polarity: yes ? 'yes' : 'no' };
}
