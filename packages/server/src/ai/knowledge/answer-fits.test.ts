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

  it('wants something of sound for what one can hear from inside', () => {
    const question = 'can you hear the trains at night from inside? im a light sleeper';
    expect(answerFits(question, 'A five-minute walk from the light rail station.')).toBe(false);
    expect(answerFits(question, 'The walls are insulated against sound.')).toBe(true);
  });

  it('wants how often, how long, a speed or an amount spent when that is asked', () => {
    expect(answerFits('how often does the power go out', 'Tenants pay electricity.')).toBe(false);
    expect(answerFits('how often is trash picked up', 'Trash goes out every Tuesday.')).toBe(true);
    expect(answerFits('how long can guests stay', 'Guests may stay 14 consecutive days.')).toBe(
      true,
    );
    expect(
      answerFits(
        'How long can guests stay?',
        'Guests may stay no longer than fourteen consecutive nights.',
      ),
    ).toBe(true);
    expect(answerFits('How long is the wait for an elevator?', 'There are four elevators.')).toBe(
      false,
    );
    expect(answerFits('how fast is the fiber??', 'Fiber internet is included.')).toBe(false);
    expect(answerFits('what do people spend on pellets a month', 'Burn premium pellets.')).toBe(
      false,
    );
  });

  it('wants a time of day for the hours of a place or a wish at an hour', () => {
    const question = 'can i go for a swim on the roof at like 11pm after my shift';
    expect(answerFits(question, 'The rooftop has a heated pool.')).toBe(false);
    expect(answerFits(question, 'The rooftop pool is open 7 a.m. to 10 p.m.')).toBe(true);
    expect(answerFits('what are the gym hours', 'The gym is open 24 hours.')).toBe(true);
    // How late rent may be is no time of day.
    expect(
      answerFits('how late can rent be before i get charged', 'Rent is late after the 3rd.'),
    ).toBe(true);
  });

  it('takes a measure written with a hyphen for how high or wide', () => {
    expect(answerFits('how high are the ceilings', 'The lofts have 14-foot ceilings.')).toBe(true);
    expect(answerFits('how wide is the door', 'A 36-inch front door.')).toBe(true);
    expect(answerFits('how high are the ceilings', 'The lofts have tall windows.')).toBe(false);
  });

  it('wants a distance or a time for how far, and a speed for how fast the internet is', () => {
    const far = 'How far is the closest hospital?';
    expect(answerFits(far, 'No fee if you move into hospital care; give 30 days of notice.')).toBe(
      false,
    );
    expect(answerFits(far, 'Mission Hospital is a ten-minute drive.')).toBe(true);
    expect(answerFits(far, 'The Clay Street lot is a two-minute walk away.')).toBe(true);
    const fast = 'how fast is the internet in the building';
    expect(answerFits(fast, 'Internet (Spectrum or AT&T Fiber) is in your name.')).toBe(false);
    expect(answerFits(fast, 'Fiber internet up to 940 Mbps is wired to every loft.')).toBe(true);
  });

  it('wants a day for which day, and a name for who the company is', () => {
    const day = 'which day is trash pickup';
    expect(answerFits(day, 'Landlord pays for water, sewer and trash collection.')).toBe(false);
    expect(answerFits(day, 'Set the cart at the alley on the morning of pickup, Friday.')).toBe(
      true,
    );
    const company = 'who is the gas company out there';
    expect(answerFits(company, 'Tenants pay gas, electricity and internet.')).toBe(false);
    expect(answerFits(company, 'Gas service is from Southwest Gas.')).toBe(true);
  });

  it('wants an amount, or the very thing included, for what a bill for use costs', () => {
    const power = "roughly what's the power bill in august";
    expect(answerFits(power, 'Tenants pay water, gas, electricity and internet.')).toBe(false);
    expect(answerFits(power, 'In August the power bill runs about $140.')).toBe(true);
    // An amount beside it for something else is no answer.
    const electricity = 'what does electricity usually cost per month';
    expect(
      answerFits(
        electricity,
        'The late fee is $10.00 per month. Resident opens an electricity account with City Light.',
      ),
    ).toBe(false);
    expect(
      answerFits(
        'what does propane run in the dead of winter',
        'Propane (expect roughly $250 to $350 a month in deep winter) is in your name.',
      ),
    ).toBe(true);
    // Included, said of what was asked and not of its neighbour.
    const water = 'how much is the water bill usually';
    expect(answerFits(water, 'Water, sewer and trash are included in the rent.')).toBe(true);
    expect(answerFits(water, 'You pay for water and gas; trash is included.')).toBe(false);
    // Not a bill for use: a home's rent, a water heater.
    expect(
      answerFits('how much does the 2 bed run', 'The rent for Unit 2 is $2,000 a month.'),
    ).toBe(true);
    expect(answerFits("what's the water heater like", 'A new 50-gallon water heater.')).toBe(true);
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
