import { describe, expect, it } from 'vitest';
import { questionParts } from './respond.ts';

describe('the questions of one message', () => {
  it.each([
    [
      'what hours is the gym open and til when can we use the roof',
      ['what hours is the gym open', 'til when can we use the roof'],
    ],
    ['is there a pool and why is it closed', ['is there a pool', 'why is it closed']],
    [
      'whats the late fee on 2S and is there a grace period',
      ['whats the late fee on 2S', 'is there a grace period'],
    ],
  ])('%s', (message, parts) => {
    expect(questionParts(message)).toEqual(parts);
  });
});
