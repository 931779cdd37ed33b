import { describe, expect, it } from 'vitest';
import { knowledgeFacts } from './facts.ts';
import { MAPLE_COURT } from './knowledge.fixtures.ts';
import { buildSentenceIndex, readQuestion } from './sentences.ts';

describe('what a question is about', () => {
  const index = buildSentenceIndex(knowledgeFacts(MAPLE_COURT));
  const missing = (question: string) => readQuestion(index, question).missing;

  it.each([
    // Who one would be with is company.
    ['any outdoor space to grab a beer with the neighbors?', 'neighbor'],
    // The asker's own place is where it would happen.
    ['can I smoke on my own porch?', 'porch'],
    // What the question sets aside.
    ['is there any storage space besides the closet', 'closet'],
  ])('%j does not lack %j', (question, word) => {
    expect(missing(question).join(' ')).not.toContain(word);
  });

  it('still lacks a thing asked to exist that the facts never name', () => {
    expect(missing('is there a sauna?').join(' ')).toContain('sauna');
  });
});
