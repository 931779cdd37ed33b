import { describe, expect, it } from 'vitest';
import { answerFits } from './sentences.ts';

describe('answerFits: the kind of answer a question wants', () => {
  it('wants an amount for what a bill is like', () => {
    expect(answerFits('whats the electric bill like in july', 'Tenants pay electricity.')).toBe(
      false,
    );
    expect(answerFits('whats the electric bill like in july', 'Expect about $180 in July.')).toBe(
      true,
    );
  });

  it('wants a name for which company or whom to set an account up with', () => {
    const question = 'who would i set up the electric bill with';
    expect(answerFits(question, 'Tenants pay electricity and internet.')).toBe(false);
    expect(answerFits(question, 'Electricity is billed by Hawaiian Electric in your name.')).toBe(
      true,
    );
    expect(answerFits('which utilities do i pay', 'Tenants pay electricity.')).toBe(true);
  });
});
