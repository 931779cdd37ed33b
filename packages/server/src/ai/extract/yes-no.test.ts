import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { extractYesNo } from './yes-no.ts';

describe('extractYesNo', () => {
  it.each([
    ['reads a plain yes', 'yes', true],
    ['reads yeah', 'Yeah!', true],
    ['reads yep', 'yep', true],
    ['reads sure', 'sure', true],
    ['reads correct', 'correct', true],
    ['reads a stretched yes', 'yesss', true],
    ['reads a thumbs up', '\u{1F44D}', true],
    ['reads "I do" inside a sentence', 'I do, two of them', true],
    ['reads a plain no', 'no', false],
    ['reads nope', 'Nope.', false],
    ['reads not at all', 'not at all', false],
    ['reads none', 'none', false],
    ['reads "not really" as no', 'not really', false],
    ['reads "I don\'t" as no', "I don't", false],
    ['reads a negated yes word as no', 'absolutely not', false],
    ['reads the first word when an explanation follows', 'no, but thanks for asking', false],
    ['does not read "not sure" as sure', 'not sure', null],
    ['does not read "I don\'t know" as no', "I don't know", null],
    ['gives null for maybe', 'maybe', null],
    ['gives null for a question back', 'what do you mean?', null],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractYesNo(text, at())).toBe(expected);
  });
});
