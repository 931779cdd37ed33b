/**
 * What is never shown to a prospect or a resident, whatever a fact says: access codes,
 * bank routing and account numbers, and other people's names with their phone numbers.
 * A sentence that holds a code or an account is never quoted; a neighbour's name and
 * number are cut out of one that is.
 */

/** A code, a combination or a bank account with its digits. */
export const CODE =
  /\b(?:codes?|combinations?|lock ?box(?:es)?|keypads?|pins?|passwords?|passcodes?)\b[^.]{0,80}?\d(?:[ -]?\d){2,}|\b\d(?:[ -]?\d){2,}\b[^.]{0,40}?\b(?:codes?|combinations?|passwords?|passcodes?)\b|\d{3,}[#*]|\b(?:routing|account|acct)(?: number| no\.?| #)?\s*:?\s*\d{5,}/i;

/** A person named next to their phone number: '… the Unit B resident, Marisol Ortega, (602) 555-0143'. */
export const PERSON_PHONE =
  /\b(?:[Tt]he\s+)?(?:Unit \w+\s+)?(?:resident|[Nn]eighbou?r|tenant|occupant|captain|[Ww]arden|[Ss]uperintendent)s?,?\s+(?:is\s+)?[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}(?:\s*\([^)]*\))?,?(?:\s*(?:at\s*)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})?/g;

/**
 * A name written right before or after a phone number ('Loretta Simms, (404) 555-0128'):
 * someone's own number, cut out even in a sentence about emergencies.
 */
export const NAMED_PHONE =
  /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2},?\s*(?:at\s*)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4},?\s*\(?[A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2}\)?/g;

/** A phone number (no global flag: `test` keeps no state between sentences). */
export const PHONE = /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/;

/** Words of a sentence about a line that is there to be called. */
export const PUBLIC_LINE =
  /maintenance|emergenc|office|management|leasing|manager|line|hotline|after[- ]hours|call/i;

/**
 * A number said to be someone's own or not to be called ('personal cell (505) 555-0188,
 * must not be called by residents'): private, even in a sentence about the emergency line.
 */
const PRIVATE_NUMBER =
  /\b(?:personal|private|own|home|cell|mobile)\s+(?:cell(?:phone)?|phone|number|mobile|line)\b|\b(?:his|her|their)\s+(?:cell|mobile|phone|number)\b|\b(?:must|should|may)\s+not\s+be\s+(?:called|texted|shared|given)\b/i;

/** A question that asks for a code or a password: never answered, whatever the facts hold. */
const ASKS_SECRET =
  /\b(?:pass(?:word|code)s?|pin (?:codes?|numbers?)|(?:lock|safe|door|gate|lockbox|mailbox) combinations?|(?:door|gate|lockbox|lock box|alarm|entry|access|garage|key|building|internet|wifi|wi-fi|security|keypad|pool) codes?|routing number|account number|bank account)\b/i;

/** True when a sentence holds a code or a bank account: it is never quoted. */
export function holdsSecret(sentence: string): boolean {
  return CODE.test(sentence);
}

/** True when the question asks for a code, a password or an account number. */
export function asksForSecret(question: string): boolean {
  return ASKS_SECRET.test(question);
}

/**
 * A sentence fit to quote: other people's names and numbers cut out, a private number
 * dropped; null when it holds a code or an account.
 */
export function withoutPrivate(sentence: string): string | null {
  if (holdsSecret(sentence)) return null;
  const cut = sentence
    .replace(NAMED_PHONE, 'someone the manager can put you in touch with')
    .replace(PERSON_PHONE, 'the other resident');
  // A number left that is not a line to call belongs to someone, and so does one given with
  // a person's name ('call Dana at …'): the sentence is about them.
  if (
    givesPersonsNumber(cut) ||
    (PHONE.test(cut) && (!PUBLIC_LINE.test(sentence) || PRIVATE_NUMBER.test(cut)))
  )
    return null;
  return cut
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Words for a line or an office, which may stand before its number: not a person's name. */
const LINE_WORDS = new Set(
  `office maintenance management leasing concierge security emergency front desk line hotline
  manager agent landlord superintendent super company services service team staff dispatch
  answering center centre portal support`.split(/\s+/),
);

/**
 * Whether a sentence gives a person's own number: a name right before it ('call Dana at
 * (602) 555-0199'), or 'call her' / 'text him'. A line or an office ('the Office at …')
 * is not a person.
 */
export function givesPersonsNumber(sentence: string): boolean {
  if (/\b(?:call|text|reach|ring|contact)\s+(?:her|him)\b/i.test(sentence) && PHONE.test(sentence))
    return true;
  for (const [, name] of sentence.matchAll(NAME_BEFORE_PHONE))
    if (!LINE_WORDS.has(name!.toLowerCase())) return true;
  return false;
}

const NAME_BEFORE_PHONE =
  /\b([A-Z][a-z]+)(?:\s[A-Z][a-z]+)?,?\s*(?:at|on)?\s*\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/g;
