import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { extractTotalResidents } from './residents.ts';

describe('extractTotalResidents', () => {
  it.each([
    ['counts the speaker and each person named', "it's me, my partner and our kid", 3],
    ['reads "just me" as one', 'just me', 1],
    ['reads living alone with pets as one', 'I live alone with 2 cats', 1],
    ['adds up adults and children', 'two adults and two children', 4],
    ['counts the speaker among the adults', '3 adults and a baby', 4],
    ['counts a child named in two words once', "it'd be me, my wife and our baby girl", 3],
    ['reads a family of five', 'a family of five', 5],
    ['reads "my wife and I" as two', 'my wife and I', 2],
    ['reads a bare digit', '3', 3],
    ['reads a bare number word', 'Three.', 3],
    ['reads "just 2"', 'just 2', 2],
    ['counts the speaker with numbered roommates', 'me and my 2 roommates', 3],
    ['counts the speaker when only others are named', 'my husband and I plus our 3 kids', 5],
    ['counts the speaker even when unnamed', 'my wife and 2 kids', 4],
    ['reads "the two of us"', 'just the two of us', 2],
    ['reads "both of us"', 'both of us', 2],
    ['reads "we are 4"', 'we are 4', 4],
    ['does not take "we are 2" from "we are 2 adults"', 'we are 2 adults and a kid', 3],
    ['prefers a stated total to the people listed', '3 people: me and 2 kids', 3],
    ['reads twins as two', 'my wife and our twins', 4],
    ['counts a child given by age', 'me, my partner and our 6 yr old', 3],
    ['counts a child given by age once with its noun', 'just me and my 9 yr old son', 2],
    ['takes the sum said at the end', 'Just myself and my live-in aide, so two.', 2],
    ['counts a live-in aide', 'me and my caregiver', 2],
    ['reads "ppl" as people', 'two ppl. we both smoke but only outdoors', 2],
    ['does not count pets as residents', 'me and my dog', 1],
    ['does not count the speaker when they will not live there', 'for my daughter', 1],
    ['finds the count inside chatter', 'hi, it will be me, my girlfriend and her son', 3],
    ['adds the people named after "the two of us"', 'the two of us and our son', 3],
    ['adds the people named after "us 2"', 'us 2 plus my daughter', 3],
    ['takes "4 of us" with who they are as four', '4 of us (me, husband, 2 kids)', 4],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractTotalResidents(text, at('TOTAL_RESIDENTS'))).toBe(expected);
  });

  it.each([
    ['gives null for children without a number', 'me and my kids'],
    [
      'gives null for someone who helps with the move and stays the first weekend',
      'my daughter is coming to help me move in and will stay the first weekend — where can she leave her car?',
    ],
    ['gives null when "we" is not counted', 'we have 2 kids'],
    ['gives null for a name it cannot count', 'me and Sarah'],
    ['gives null for more people than a home holds', '30'],
    ['gives null for a question back', 'how many bedrooms?'],
    ['gives null for someone who keeps their own place', 'my boyfriend is keeping his own place'],
    ['gives null for someone left out of a count', 'forgot to count the baby'],
    ['gives null for someone forgotten', 'forgot the baby'],
    [
      'gives null for someone who comes for a while',
      'my brother wants to come ski for two weeks in february and stay with us',
    ],
  ])('%s: "%s"', (_, text) => {
    expect(extractTotalResidents(text, at('TOTAL_RESIDENTS'))).toBeNull();
  });

  it('ignores a bare number given in answer to another question', () => {
    expect(extractTotalResidents('2', at('PET_COUNT'))).toBeNull();
  });

  it('reads a bare number when the question is not known', () => {
    expect(extractTotalResidents('2', at())).toBe(2);
  });

  it('returns only a number, never who the residents are', () => {
    expect(extractTotalResidents('me, my wife and our son', at())).toBe(3);
  });
});
