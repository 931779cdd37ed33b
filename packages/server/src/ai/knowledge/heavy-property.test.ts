import { describe, expect, it } from 'vitest';
import { largeKnowledge } from './knowledge.fixtures.ts';
import { answerQuestion, buildKnowledgeIndex } from './retrieve.ts';

const QUESTIONS = [
  'how much is rent?',
  'can I have a dog?',
  'what is the late fee?',
  'when is rent due?',
  'is there a gym?',
  'can my girlfriend stay over on weekends?',
  'who is responsible for snow removal?',
  'what happens if I break the lease?',
  'is parking included?',
  'how much notice do I need to give?',
];

describe('a heavy property (60 policies, a 20-page lease)', () => {
  it('is indexed and answers most of 100 questions', () => {
    const knowledge = largeKnowledge();
    expect(knowledge.attributes).toHaveLength(60);
    expect(knowledge.leaseChunks).toHaveLength(60);
    const index = buildKnowledgeIndex(knowledge);
    let answered = 0;
    for (let i = 0; i < 100; i += 1) {
      if (answerQuestion(index, QUESTIONS[i % QUESTIONS.length] ?? '')) answered += 1;
    }
    // Its speed is measured by `npm run bench` (reply latency), never asserted here.
    expect(answered).toBeGreaterThan(50);
  });
});
