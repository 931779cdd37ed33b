import { describe, expect, it } from 'vitest';
import { at, NOW } from './extract.fixtures.ts';
import { extractMoveInDate } from './move-in.ts';

// NOW is Sunday 22 November 2026.
const exact = (date: string) => ({ date, approximate: false });
const about = (date: string) => ({ date, approximate: true });

describe('extractMoveInDate', () => {
  it.each([
    [
      'moves a month already past to next year',
      "we'd like to move in around March 3rd",
      about('2027-03-03'),
    ],
    [
      'finds the date inside chatter',
      'hi! so we are hoping to move in around march 3rd if possible',
      about('2027-03-03'),
    ],
    ['reads ASAP as today', 'ASAP', about('2026-11-22')],
    [
      'reads a weekday beside a date as that date',
      'the sunday before classes start, jan 10',
      exact('2027-01-10'),
    ],
    ['reads a weekday alone as the coming one', 'this friday', exact('2026-11-27')],
    [
      'reads days said as alternatives after a day as days of its month',
      'right after new years, like the 2nd or 3rd',
      about('2027-01-02'),
    ],
    [
      'reads the day ASAP means when it is said',
      'want to move in ASAP, like dec 1',
      exact('2026-12-01'),
    ],
    [
      'reads the day ASAP means with a word between',
      'asap honestly, like dec 20 when it opens',
      exact('2026-12-20'),
    ],
    ["counts a day from New Year's Day", "the day after new year's", exact('2027-01-02')],
    ['reads "as soon as possible" as today', 'As soon as possible please', about('2026-11-22')],
    ['reads "right away" as today', 'right away', about('2026-11-22')],
    ['reads "immediately" as today', 'immediately', about('2026-11-22')],
    ['reads next month as its first day', 'next month', about('2026-12-01')],
    [
      'reads "beginning of next month" as its first day',
      'beginning of next month',
      about('2026-12-01'),
    ],
    ['reads early June as 1 June', 'early June', about('2027-06-01')],
    ['reads mid June as 15 June', 'mid June', about('2027-06-15')],
    ['reads end of June as its last day', 'end of June', about('2027-06-30')],
    ['reads late February as its last day', 'late feb', about('2027-02-28')],
    ['reads a hyphenated mid-month', 'mid-January', about('2027-01-15')],
    ['reads a month alone as its first day', 'sometime in february', about('2027-02-01')],
    ['reads the current month as today', 'November', about('2026-11-22')],
    ['moves a past part of the current month to next year', 'early november', about('2027-11-01')],
    ['reads end of the month', 'end of the month', about('2026-11-30')],
    ['reads a relative number of weeks', 'in two weeks', about('2026-12-06')],
    ['reads a range of weeks by its later end', 'in 2-3 weeks', about('2026-12-13')],
    ['reads tomorrow as an exact day', 'tomorrow', exact('2026-11-23')],
    ['reads a US month/day', '3/15', exact('2027-03-15')],
    ['moves a month/day already past to next year', '11/20', exact('2027-11-20')],
    ['keeps a month/day still ahead this year', '12/20', exact('2026-12-20')],
    ['reads an ISO date', '2027-01-10', exact('2027-01-10')],
    ['reads "the first of April"', 'the first of April', exact('2027-04-01')],
    ['reads "the 1st of next month"', 'the 1st of next month', exact('2026-12-01')],
    ['reads a bare day of the month as the next such day', 'on the 15th', exact('2026-12-15')],
    ['skips a month too short for the day', 'the 31st', exact('2026-12-31')],
    ['reads today as a valid move-in', 'Nov 22', exact('2026-11-22')],
    ['reads a misspelt month', 'Marhc 3', exact('2027-03-03')],
    ['reads another misspelt month', 'febuary 1st', exact('2027-02-01')],
    ['reads an abbreviated month with a dot', 'Jan. 10th', exact('2027-01-10')],
    ['reads the date after "the week of"', 'the week of january 5th', exact('2027-01-05')],
    ['reads a deadline as approximate', 'by Dec 15', about('2026-12-15')],
    ['reads a named weekday', 'next friday', exact('2026-11-27')],
    ['reads a season as its first month', 'spring', about('2027-03-01')],
    ['reads a season already under way as today', 'this fall', about('2026-11-22')],
    ['reads next year as 1 January', 'sometime next year', about('2027-01-01')],
    ['prefers a named month to "next year"', 'March next year', about('2027-03-01')],
    ['accepts a date exactly two years out', '2 years from now', about('2028-11-22')],
    ['ignores HTML around the date', '<b>March 3</b>', exact('2027-03-03')],
    ['skips a negated month for the next one', 'not in march, april', about('2027-04-01')],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractMoveInDate(text, at())).toEqual(expected);
  });

  it.each([
    ['gives null when the prospect is unsure', 'not sure yet'],
    ['gives null for "whenever"', 'whenever works'],
    ['gives null for a day in the past', 'yesterday'],
    ['gives null for a dated day in the past', 'June 1 2020'],
    ['gives null for a date more than two years out', 'Nov 23 2028'],
    ['gives null for a month more than two years out', 'dec 2029'],
    ['gives null for a relative date past two years', 'in 3 years'],
    ['gives null for a time without a day', 'at 5pm'],
    ['gives null for an answer about something else', 'two bedrooms please'],
    ['does not read a pay rate as a date a month away', '$6,500 a month'],
    ['does not read "remember" as December', 'I remember seeing it'],
  ])('%s: "%s"', (_, text) => {
    expect(extractMoveInDate(text, at())).toBeNull();
  });

  it('reads the date, and only hedges near it, in a message that answers everything', () => {
    const text =
      'Hi! Me, my husband and our 2 kids. We make about 9k a month and want to move Jan 1st.';
    expect(extractMoveInDate(text, at())).toEqual(exact('2027-01-01'));
  });

  it("counts today in the property's time zone", () => {
    // 22 November 12:00 UTC is already 23 November 01:00 in Auckland.
    const context = { now: NOW, timeZone: 'Pacific/Auckland' };
    expect(extractMoveInDate('ASAP', context)).toEqual(about('2026-11-23'));
    expect(extractMoveInDate('tomorrow', context)).toEqual(exact('2026-11-24'));
  });

  it('counts in UTC when the time zone is not a real one', () => {
    expect(extractMoveInDate('tomorrow', { now: NOW, timeZone: 'Mars/Olympus' })).toEqual(
      exact('2026-11-23'),
    );
  });

  it('gives null when now is not a valid date', () => {
    expect(extractMoveInDate('March 3', { now: new Date(Number.NaN) })).toBeNull();
  });
});
