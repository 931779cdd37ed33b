import { describe, expect, it } from 'vitest';
import { isQuestion } from './question.ts';

describe('isQuestion', () => {
  it.each([
    'is parking included?',
    'pool?',
    'what is the late fee',
    'How much is rent',
    'can I have a dog',
    'is there a washer',
    'do you allow cats',
    'Hi! Is it still available',
    'I was wondering if you take vouchers',
    'tell me about the lease',
    'We have two cats. Are they ok',
    'any parking',
    "old houses are always freezing in my experience, how's the heat in this one",
    'two cats - is there pet rent',
    'whens the 2 bedroom free',
  ])('treats %j as a question', (text) => {
    expect(isQuestion(text)).toBe(true);
  });

  it.each([
    'two cats and a small dog',
    'March 1st',
    'no, nobody smokes',
    'I make $6,000 a month',
    'just me and my partner',
    'thanks!',
    'Island kitchen sounds great', // starts with 'is' only as part of a word
    'june, when the lease ends', // a subordinate clause after a comma
    'no pets, will be just me',
    '',
  ])('treats %j as an answer, not a question', (text) => {
    expect(isQuestion(text)).toBe(false);
  });

  it('does not throw on non-text or very long input', () => {
    expect(isQuestion(undefined)).toBe(false);
    expect(isQuestion(42)).toBe(false);
    expect(isQuestion('a'.repeat(10_000))).toBe(false);
    expect(isQuestion('<b>Is</b> it available')).toBe(true);
  });
});
