import { describe, expect, it } from 'vitest';
import { stem } from '../meaning/tokens.ts';
import { sentencePolarity } from './polarity.ts';

const asked = (...words: string[]) => words.map(stem);

describe('sentencePolarity', () => {
  it('says yes when the clause says the thing asked plainly', () => {
    expect(
      sentencePolarity('The pool is heated from May to October.', asked('pool', 'heated')),
    ).toBe('yes');
  });

  it('decides nothing when the words asked stand far apart in the clause', () => {
    const sentence =
      'The owner provides weekly pool service and pest control every other month, maintains the roof, plumbing and heat pump.';
    expect(sentencePolarity(sentence, asked('pool', 'heated'))).toBeNull();
  });

  it('never says yes of a list cut from the verb that refuses it', () => {
    const sentence =
      "Pit bulls, Rottweilers and Dobermans, and mixes of them, are not accepted under the community's insurance.";
    expect(sentencePolarity(sentence, asked('rottweilers'))).not.toBe('yes');
  });
});
