/**
 * What the manager taught Athena from a question she could not answer: the answer is the
 * manager's own words, quoted; the question's words are its keywords, so the next prospect
 * who asks the same (in other words too) finds it.
 */
import { cleanText } from './format.ts';
import type { Fact, LearnedFact } from './types.ts';

export const LEARNED_SOURCE = 'From the property manager';

export function learnedFacts(learned: readonly LearnedFact[] | null | undefined): Fact[] {
  if (!Array.isArray(learned)) return [];
  return learned.flatMap((fact, index) => {
    const answer = cleanText(fact?.answer);
    if (!answer) return [];
    const question = cleanText(fact?.question) ?? '';
    return [
      {
        id: `learned-${index + 1}`,
        topic: 'learned',
        text: answer,
        keywords: question ? [question] : [],
        source: LEARNED_SOURCE,
        kind: 'quoted' as const,
      },
    ];
  });
}
