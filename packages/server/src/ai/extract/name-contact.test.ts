import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { extractEmail, extractName, extractPhone } from './name-contact.ts';

describe('extractName', () => {
  it.each([
    [
      'title-cases a name given in lower case',
      'my name is jane doe',
      { firstName: 'Jane', lastName: 'Doe' },
    ],
    ['reads a first name after "I\'m"', "Hi, I'm Jane", { firstName: 'Jane' }],
    [
      'reads "this is" with a full name',
      'this is Jane Doe, 555-201-0100',
      { firstName: 'Jane', lastName: 'Doe' },
    ],
    ['reads "<name> here"', 'Jane Doe here', { firstName: 'Jane', lastName: 'Doe' }],
    ['reads a signature', 'Thanks, Maria', { firstName: 'Maria' }],
    ['reads a short signature', 'whats the pet fee. thx, Marcus', { firstName: 'Marcus' }],
    [
      'reads a name beside "me"',
      '4 — me (Priya), my husband and our two boys',
      { firstName: 'Priya' },
    ],
    ['keeps accented letters', "my name's José García", { firstName: 'José', lastName: 'García' }],
    ['stops at a word that is not a name', 'I am Sam and I am looking', { firstName: 'Sam' }],
    [
      'reads a name of three words',
      'hello my name is Hoang Van Minh, i want to ask the price of A3',
      { firstName: 'Hoang', lastName: 'Van Minh' },
    ],
    [
      'keeps a name written in mixed case',
      "my name's Jo-Ellen McKay btw",
      { firstName: 'Jo-Ellen', lastName: 'McKay' },
    ],
    ['reads "<name> again"', 'Aurélie again! two cats', { firstName: 'Aurélie' }],
    ['reads a name before where one is from', 'This is Beth from Rutland', { firstName: 'Beth' }],
    [
      'reads "its <name>" without its apostrophe',
      'hey its Kayleigh, travel RN',
      { firstName: 'Kayleigh' },
    ],
    [
      'reads a Spanish introduction',
      'hola, soy Guadalupe Ríos',
      { firstName: 'Guadalupe', lastName: 'Ríos' },
    ],
    [
      'reads "<name> writing"',
      'Hello, Francine Oduya writing for my father',
      { firstName: 'Francine', lastName: 'Oduya' },
    ],
    ['keeps a first name that is also a word', "I'm Grace, two cats", { firstName: 'Grace' }],
    [
      'keeps a full name whose first is an adjective',
      "I'm Rich Johnson",
      { firstName: 'Rich', lastName: 'Johnson' },
    ],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractName(text, at())).toEqual(expected);
  });

  it.each([
    ['does not read "I\'m interested" as a name', "I'm interested in the unit"],
    ['does not read a capitalised adjective as a name', "I'm Very excited"],
    ['does not read lower-case words after "im" as a name', 'im looking for a 2br'],
    ['does not read a word that describes the speaker', "I'm Done with smoking, quit 3 yrs ago"],
    ['does not read a place one is from', "I'm Colorado born and raised lol"],
    ['does not read what one is curious about', "I'm Curious how old the building is"],
    ['does not read a joke about oneself', "I'm Broke lol, kidding. about 4,800 a month"],
    // What the speaker is, capitalised: an adjective, a demonym, a past participle.
    ['does not read where one belongs', "I'm Canadian, so I'm only down for the winters"],
    ['does not read a capitalised description', 'Im Local, grew up in the NE heights'],
    ['does not read a state one is in', "I'm Retired as of last month, finally!"],
    ['does not read a description followed by more', "I'm Nocturnal Basically (nights)"],
    ['does not read a word made to describe', "I'm Broke-ish rn, which one is cheapest"],
    ['does not read an adverb', "I'm Newly engaged and we're hunting for our first place"],
  ])('%s: "%s"', (_, text) => {
    expect(extractName(text, at())).toBeNull();
  });
});

describe('extractEmail', () => {
  it('finds an address in a sentence, lower-cased and without the full stop', () => {
    expect(extractEmail('reach me at Jane.Doe@Example.com.', at())).toBe('jane.doe@example.com');
  });

  it('ignores an address without a dot in its domain', () => {
    expect(extractEmail('user@localhost', at())).toBeNull();
  });
});

describe('extractPhone', () => {
  it.each([
    ['reads a number with brackets', '(212) 555-0100', '2125550100'],
    ['keeps the country code as domain normalizePhone does', '+1 212-555-0100', '12125550100'],
    ['finds a number inside a sentence', 'this is Jane Doe, 555-201-0100', '5552010100'],
    ['takes the first of two numbers', 'call 2125550100 or 3125550100', '2125550100'],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractPhone(text, at())).toBe(expected);
  });

  it.each([
    ['rejects an area code starting with 1', 'my number is 123-456-7890'],
    ['does not cut a phone number out of a longer digit string', 'ref 12125550100999'],
  ])('%s: "%s"', (_, text) => {
    expect(extractPhone(text, at())).toBeNull();
  });
});
