import { describe, expect, it } from 'vitest';
import { splitStatements } from './statements.ts';

describe('what a message states and what it asks', () => {
  it('hears no question in a remark after "so"', () => {
    const { asks } = splitStatements(
      "I'm Outdoorsy so all the bike stuff is a big plus. is there a trail nearby?",
      'PETS',
    );
    expect(asks).toEqual(['is there a trail nearby?']);
  });

  it('hears the question put beside an answer said on its own', () => {
    const { says, asks } = splitStatements(
      'this week if possible — is east actually ready right now?',
      'MOVE_IN_DATE',
    );
    expect(asks).toEqual(['is east actually ready right now?']);
    expect(says).toBe('this week if possible');
  });

  it('still hears the question a scene or "so" leads to', () => {
    expect(splitStatements('no pets. so can we paint the walls?', 'PETS').asks).toHaveLength(1);
  });
});
