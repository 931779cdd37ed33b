import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { extractMonthlyIncome, isMonthlyIncome } from './income.ts';

const income = (monthly: number, period: string, approximate = false) => ({
  monthly,
  period,
  approximate,
});

describe('extractMonthlyIncome', () => {
  it.each([
    ['reads a monthly dollar amount', '$6,500 a month', income(6500, 'month')],
    ['reads /mo', '6500/mo', income(6500, 'month')],
    [
      'takes the pay before tax said beside the same pay after it',
      'i take home 3,100 but gross is 4,000 a month',
      income(4000, 'month'),
    ],
    [
      'takes the pay before tax over what is brought home',
      "I bring home around 3,500 but before taxes it's 4,200 a month",
      income(4200, 'month'),
    ],
    [
      'takes the correction to pay before tax',
      'sorry the 1200 i gave u was after taxes, before taxes its about 1,380',
      income(1380, 'assumed', true),
    ],
    ['reads a hedged k amount as approximate', 'about 6.5k monthly', income(6500, 'month', true)],
    ['divides a yearly salary by twelve, to the cent', '$85,000 a year', income(7083.33, 'year')],
    ['reads annually', '85k annually', income(7083.33, 'year')],
    ['reads per year', '85k per year', income(7083.33, 'year')],
    [
      'reads a yearly period named before the amount',
      'annual salary of 85k',
      income(7083.33, 'year'),
    ],
    [
      'reads a monthly period named before the amount',
      'my monthly income is 6500',
      income(6500, 'month'),
    ],
    [
      'adds up two earners into the household income',
      'we make 4000 and 3000',
      income(7000, 'assumed'),
    ],
    [
      'gives one stated period to every earner',
      'I make 4000 and my wife makes 3000 a month',
      income(7000, 'month'),
    ],
    [
      'adds earners paid over different periods',
      'I make $30 an hour and my wife makes 4000 a month',
      income(9200, 'hour', true),
    ],
    ['converts hourly pay at 40 hours a week', 'I earn $30 an hour', income(5200, 'hour', true)],
    [
      'converts hourly pay at the hours stated',
      'I work 20 hours a week at $15/hr',
      income(1300, 'hour', true),
    ],
    ['converts weekly pay', 'I make 1500 a week', income(6500, 'week', true)],
    ['converts pay every two weeks', '2000 biweekly', income(4333.33, 'week', true)],
    ['reads number words', 'six thousand a month', income(6000, 'month')],
    ['reads spoken hundreds', 'sixty five hundred a month', income(6500, 'month')],
    ['reads grand', '7 grand a month', income(7000, 'month')],
    ['assumes a large amount without a period is yearly', '85000', income(7083.33, 'assumed')],
    ['assumes 20,000 without a period is yearly', '20000', income(1666.67, 'assumed')],
    ['assumes a smaller amount without a period is monthly', '19,999', income(19999, 'assumed')],
    [
      'treats every unstated amount as yearly when one is large',
      'we make 50k and 15k',
      income(5416.67, 'assumed'),
    ],
    ['keeps the lower end of a range', '5-6k a month', income(5000, 'month', true)],
    [
      'keeps the lower end of a "between" range',
      'between 4000 and 5000 a month',
      income(4000, 'month', true),
    ],
    [
      'does not add the same income said twice',
      '$6500 a month, so about 78k a year',
      income(6500, 'month'),
    ],
    ['ignores an age', "I'm 25 and make 4000 a month", income(4000, 'month')],
    ['ignores years at a job', "I've been at my job 5 years, 4500 a month", income(4500, 'month')],
    [
      'ignores a budget for rent',
      'our budget is 2000 and we make 6000 a month',
      income(6000, 'month'),
    ],
    ['ignores a phone number', 'call me at 555-123-4567, I make 5k a month', income(5000, 'month')],
    ['ignores a year', 'starting in 2027 I will make 5000 a month', income(5000, 'month')],
    ['reads a misspelt period', 'I make 6500 montly', income(6500, 'month')],
    ['reads no income as zero', "I'm unemployed right now", income(0, 'month')],
    [
      'ignores a hedge that is not about the amount',
      "I'm about to start a new job, 5000 a month",
      income(5000, 'month'),
    ],
  ])('%s: "%s"', (_, text, expected) => {
    expect(extractMonthlyIncome(text, at('MONTHLY_INCOME'))).toEqual(expected);
  });

  it.each([["I'd rather not say"], ['I prefer not to share that'], ["that's private"]])(
    'returns a distinct declined answer for a refusal: "%s"',
    (text) => {
      const answer = extractMonthlyIncome(text, at('MONTHLY_INCOME'));
      expect(answer).toEqual({ declined: true });
      expect(isMonthlyIncome(answer)).toBe(false);
    },
  );

  it('prefers a figure given alongside a refusal', () => {
    expect(extractMonthlyIncome("I'd rather not say exactly, around 5k a month", at())).toEqual(
      income(5000, 'month', true),
    );
  });

  it.each([
    ['gives null for a greeting', 'hi'],
    ['gives null for a question back', 'what does the income requirement mean?'],
    ['gives null for a small count that is not money', 'I have two kids'],
    ['gives null for a vague answer', 'enough to cover rent'],
  ])('%s: "%s"', (_, text) => {
    expect(extractMonthlyIncome(text, at('MONTHLY_INCOME'))).toBeNull();
  });
});
