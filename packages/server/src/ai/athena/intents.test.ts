import { describe, expect, it } from 'vitest';
import { asksAboutPeople } from './intents.ts';

describe('a question about who lives there', () => {
  it.each([
    'are there a lot of older folks in the building?',
    'is it a young crowd?',
    'how old are the neighbors',
    "i'm 34, would i be way older than everyone else in the house?",
    'are there many single moms in the building',
  ])('is one: %s', (text) => {
    expect(asksAboutPeople(text)).toBe(true);
  });

  it.each([
    "I'm Curious how old the building is",
    'are the windows double paned or the old single pane kind, street noise on Fell is brutal',
    'how old is the roof on the building',
  ])('is not an age said of a thing: %s', (text) => {
    expect(asksAboutPeople(text)).toBe(false);
  });
});
