/**
 * What is never shown to a prospect, whatever a fact says (answers/secrets.ts decides it
 * for each sentence): access codes, bank accounts, and other people's names and numbers.
 */
import { withoutPrivate } from '../answers/secrets.ts';
import { balancedQuotes } from '../answers/text.ts';
import { splitSentences } from './excerpt.ts';

export function withoutSecrets(text: string): string {
  // A quote whose first sentence was left out keeps no closing mark of its own. The text
  // is an answer already cut to what it quotes: a terse sentence in it ('Unfurnished.') stays.
  return balancedQuotes(
    splitSentences(text, true)
      .map(withoutPrivate)
      .filter((sentence) => sentence)
      .join(' ')
      .trim(),
  );
}
