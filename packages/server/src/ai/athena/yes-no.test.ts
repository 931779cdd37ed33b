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
