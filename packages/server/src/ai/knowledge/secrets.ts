/**
 * What is never shown to a prospect, whatever a fact says: access codes, bank routing and
 * account numbers, and other people's names with their phone numbers. Sentences that
 * hold a code or an account are dropped; a neighbour's name and number are cut out.
 */
import { CODE, NAMED_PHONE, PERSON_PHONE, PHONE, PUBLIC_LINE } from '../answers/secrets.ts';
import { splitSentences } from './excerpt.ts';

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
