/**
 * What is never shown to a prospect, whatever a fact says: access codes, bank routing and
 * account numbers, and other people's names with their phone numbers. Sentences that
 * hold a code or an account are dropped; a neighbour's name and number are cut out.
 */
import { splitSentences } from './excerpt.ts';

const CODE =
  /\b(?:codes?|combination|lockbox|lock box|keypad|pin|password|passcode)\b[^.]{0,40}?\d{3,}|\d{3,}[#*]|\b(?:routing|account|acct)(?: number| no\.?| #)?\s*:?\s*\d{5,}/i;

/** A person named next to their phone number: '… the Unit B resident, Marisol Ortega, (602) 555-0143'. */
const PERSON_PHONE =
  /\b(?:the\s+)?(?:Unit \w+\s+)?(?:resident|neighbou?r|tenant|occupant|captain)s?,?\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}(?:\s*\([^)]*\))?,?(?:\s*(?:at\s*)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})?/g;
/**
 * A name written right before or after a phone number ('Loretta Simms, (404) 555-0128'):
 * someone's own number, cut out even in a sentence about emergencies.
 */
const NAMED_PHONE =
  /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2},?\s*(?:at\s*)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4},?\s*\(?[A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2}\)?/g;
/** A phone number in a sentence that is not about the office, maintenance or emergencies. */
const PHONE = /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/g;
const PUBLIC_LINE =
  /maintenance|emergenc|office|management|leasing|manager|line|hotline|after[- ]hours|call/i;

export function withoutSecrets(text: string): string {
  const kept = splitSentences(text)
    .filter((sentence) => !CODE.test(sentence))
    .map((sentence) => {
      const cut = sentence
        .replace(NAMED_PHONE, 'someone the manager can put you in touch with')
        .replace(PERSON_PHONE, 'the other resident');
      return PUBLIC_LINE.test(cut) ? cut : cut.replace(PHONE, '');
    });
  return kept
    .join(' ')
    .replace(/"\s*$/, (m) => m)
    .trim();
}
