import { describe, expect, it } from 'vitest';
import { yesOrNoFirst } from './yes-no.ts';

describe('yesOrNoFirst', () => {
  it('says yes first when the fact plainly says the thing asked', () => {
    expect(
      yesOrNoFirst('is there a dishwasher?', 'Property details: "Every home has a dishwasher."'),
    ).toBe('Yes — property details: "Every home has a dishwasher."');
  });

  it('says no first when the clause naming it is negated', () => {
    expect(
      yesOrNoFirst(
        'can I smoke on the balcony?',
        'Smoking policy: "Smoking is not allowed on balconies or anywhere inside."',
      ),
    ).toMatch(/^No — smoking policy:/);
  });

  it('leaves a conditional fact, an either-or question and an inverted one as they are', () => {
    const approval = 'Alterations: "Painting requires written approval from the landlord."';
    expect(yesOrNoFirst('can I paint the bedroom?', approval)).toBe(approval);
    const laundry = 'Property details: "There is a laundry room in the basement."';
    expect(yesOrNoFirst('is the laundry in the unit or shared?', laundry)).toBe(laundry);
    expect(yesOrNoFirst('is a laundry room a problem?', laundry)).toBe(laundry);
  });

  it('does not say yes about a thing the fact does not name', () => {
    const yard = 'Your lease, section 8, says: "Tenant picks up dog waste in the yard."';
    expect(yesOrNoFirst('is the yard fenced?', yard)).toBe(yard);
  });
});

describe('a fact that names the thing but does not decide the question', () => {
  it.each([
    ['Is heat included?', 'Utilities: "Tenant pays for heat, gas and electricity."'],
    ['is parking free?', 'Parking policy: "Parking costs $75 per month per space."'],
    [
      'Can I smoke on the balcony?',
      'Smoking policy: "Smoking on the balcony may result in a fine."',
    ],
    ['Are dogs allowed?', 'Pet policy: "No more than two dogs are allowed."'],
    ['Is there a washer and dryer?', 'Laundry: "There is no dryer, but each unit has a washer."'],
    ['Is there a pool?', 'Amenities: "The pool closed permanently in 2023."'],
    ['Is there a washer in the unit?', 'Laundry: "There is a shared washer in the basement."'],
    ['Can I sublet?', 'Per the lease (section 9): "Tenant can sublet with written approval."'],
  ])('gets no yes or no: %s', (question, answer) => {
    expect(yesOrNoFirst(question, answer)).toBe(answer);
  });
});

describe('a utility asked of the utilities sentence', () => {
  const utilities = 'Tenants pay electricity; the landlord pays water, internet and trash.';
  it.each([
    ['is wifi included?', 'Yes — internet is included in the rent.'],
    [
      'is wifi something i gotta set up and pay for on my own or',
      'No — internet is included in the rent.',
    ],
    ['is electric included?', 'No — you pay for electricity.'],
    ['do I pay for electricity?', 'Yes — you pay for electricity.'],
    [
      "Would I receive a separate bill from the county for what comes out of the faucets, or is that part of what I'd pay each month?",
      'Yes — water is included in the rent.',
    ],
  ])('says its yes or no first: %s', (question, verdict) => {
    expect(yesOrNoFirst(question, utilities)).toBe(`${verdict} ${utilities}`);
  });

  it('says nothing first of a utility the sentence does not name, or of two at once', () => {
    expect(yesOrNoFirst('is cable included?', utilities)).toBe(utilities);
    expect(yesOrNoFirst('are water and electric included?', utilities)).toBe(utilities);
  });
});
