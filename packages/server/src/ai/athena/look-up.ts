/**
 * The turn's look-up, one composition for the server and the evaluation: ai/knowledge's
 * answer, else ai/answers' (by meaning) when it is confident enough and is the kind of
 * answer the question wants ('what's the electric bill like in july' wants an amount, not
 * who pays it).
 */
import { type AnswerIndex, answerQuestion as answerByMeaning } from '../answers/index.ts';
import { answerQuestion, type KnowledgeIndex } from '../knowledge/index.ts';
import { answerFits } from '../knowledge/sentences.ts';
import type { LookUp } from './turn.ts';

type Found = ReturnType<LookUp>;

export function lookUpBoth(
  knowledge: KnowledgeIndex,
  answers: AnswerIndex,
  question: string,
): Found {
  const found = answerQuestion(knowledge, question);
  if (found) return found;
  const meant = answerByMeaning(answers, question);
  return meant && answerFits(question, meant.answer) ? meant : null;
}
