import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { extractSmoking } from './smoking.ts';

describe('extractSmoking', () => {
  it.each([
    ['reads "nobody smokes" as no', 'no, nobody smokes', false],
    [
      'leaves out a smoker who will not live there',
      "My brother smokes but he won't be living with me. It's just me and my dog, she's 25 lb.",
      false,
    ],
    [
      'leaves out a relative said in another sentence only to visit',
      'my dad smokes a pipe. when he visits at christmas, where would he be allowed to smoke?',
      null,
    ],
    [
      'leaves out a smoker who comes for a while',
      'my cousin who smokes is crashing with us one weekend in march',
      null,
    ],
    ['reads non-smoker as no', 'non-smoker', false],
    ['reads zero smokers as no', 'zero animals, zero smokers in our household', false],
    [
      'leaves out a visitor who vapes',
      'my little brother is visiting for a weekend in feb and he vapes, can he at least do it out back?',
      null,
    ],
    ['reads smoke free as no', 'we are a smoke free household', false],
    ['reads "neither of us" as no', 'neither of us smoke', false],
    ['reads a missing apostrophe', 'i dont smoke', false],
    ['reads no vaping either as no', 'nobody in our house smokes or vapes', false],
    ['reads a former smoker as no', 'I quit smoking 2 years ago', false],
    ['treats vaping as smoking', 'I vape', true],
    ['treats smoking only outside as smoking', 'only outside', true],
    ['treats not smoking inside as smoking outside', "we don't smoke inside", true],
    ["counts a partner's smoking for the household", 'my partner smokes', true],
    ['reads "does" after a no about someone else', "I don't smoke but my husband does", true],
    ['counts someone trying to quit as a smoker', "I'm trying to quit smoking", true],
    ['treats cannabis as smoking', 'I smoke weed sometimes', true],
    ['ignores a smoke detector', 'does the unit have a smoke detector', null],
    ['ignores a question back', 'is smoking allowed?', null],
    ['does not read a bare no without the smoking question', 'no', null],
    ['does not read nope without the smoking question', 'nope', null],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractSmoking(text, at())).toBe(expected);
  });

  it.each([
    ['reads a bare no to the smoking question as no', 'no', false],
    ['reads nope to the smoking question as no', 'nope', false],
    ['reads "not really" to the smoking question as no', 'not really', false],
    ['reads a bare yes to the smoking question as yes', 'yes', true],
    ['reads "occasionally" to the smoking question as yes', 'occasionally', true],
    ['reads "no, but my wife does" as yes', 'no but my wife does', true],
    ['reads a later sentence about a smoker', 'No. My boyfriend smokes though.', true],
    ['gives null for an unsure answer', 'not sure', null],
    [
      'reads the no before a question about guests',
      'no, but would my guests have to leave the property to smoke?',
      false,
    ],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractSmoking(text, at('SMOKING'))).toBe(expected);
  });
});
