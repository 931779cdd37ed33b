import { describe, expect, it } from 'vitest';
import { readQuestion } from './question.ts';

describe('readQuestion: the kind of value wanted', () => {
  it.each([
    ['when can I move in?', 'date'],
    ['do you know when the lease starts', 'date'],
    ['where do I park?', 'place'],
    ['how much is parking?', 'money'],
  ])('%s wants a %s', (question, kind) => {
    expect(readQuestion(question).wanted).toBe(kind);
  });

  it.each([
    "What are we supposed to do with the patio chairs when there's a hurricane coming?",
    'what happens when the rent is late',
    'who do I call when the power goes out',
  ])('a "when" after another question word wants no date: %s', (question) => {
    expect(readQuestion(question).wanted).not.toBe('date');
  });
});
