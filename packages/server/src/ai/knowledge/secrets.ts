/**
 * What is never shown to a prospect, whatever a fact says: access codes, bank routing and
 * account numbers, and other people's names with their phone numbers. Sentences that
 * hold a code, an account or someone's own number are dropped; in a sentence about a line
 * to call, a neighbour's name and number are cut out.
 */
import {
  CODE,
  givesPersonsNumber,
  NAMED_PHONE,
  PERSON_PHONE,
  PHONE,
  PUBLIC_LINE,
} from '../answers/secrets.ts';
import { splitSentences } from './excerpt.ts';

/** PHONE without its global flag: `test` keeps no state between sentences. */
const HAS_PHONE = new RegExp(PHONE.source);

export function withoutSecrets(text: string): string {
  const kept = splitSentences(text)
    .filter((sentence) => !CODE.test(sentence))
    .map((sentence) => {
      const cut = sentence
        .replace(PERSON_PHONE, 'the other resident')
        .replace(NAMED_PHONE, 'someone the manager can put you in touch with');
      // A number left that is not a line to call belongs to someone: the sentence is about
      // them; so does one given with a person's name ('call Dana at …', 'call her at …').
      if (givesPersonsNumber(cut)) return null;
      return PUBLIC_LINE.test(sentence) || !HAS_PHONE.test(cut) ? cut : null;
    })
    .filter((sentence) => sentence !== null);
  return kept
    .join(' ')
    .replace(/"\s*$/, (m) => m)
    .trim();
}
