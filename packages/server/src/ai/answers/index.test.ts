import { describe, expect, it } from 'vitest';
import { LEASE, larkspur } from './answers.fixtures.ts';
import { answerQuestion, buildAnswerIndex, buildAnswerIndexAsync, explainAnswer } from './index.ts';
import type { PropertyKnowledge } from './knowledge.ts';
import { chunkLease } from './lease-passages.ts';
import { thingAsked } from './subject.ts';

const index = buildAnswerIndex(larkspur());
const ask = (question: string, at = index) => answerQuestion(at, question)?.answer ?? null;
const withLease = (lease: string): PropertyKnowledge =>
  larkspur({ leaseChunks: chunkLease(lease).map((content, position) => ({ position, content })) });

describe('answerQuestion: the thing asked must be said', () => {
  it('a common thing the facts never name is not answered by the room it would be in', () => {
    const shared = withLease(
      '2. PREMISES. The Premises are the bedroom named on the signature page, together with the shared use of the kitchen, dining room, living room and laundry.',
    );
    const at = buildAnswerIndex(shared);
    expect(ask('is there a tv in the living room we can all use', at)).toBeNull();
    expect(ask('is there a shared living room?', at)).toContain('living room');
  });
});

describe('answerQuestion: yes or no first, decided by the fields', () => {
  it('an amenity says yes only to every word asked of it', () => {
    expect(ask('is there air conditioning?')).toMatch(/^Yes — /);
    expect(ask('does it have central air conditioning?') ?? '').not.toMatch(/^Yes/);
  });

  it('utilities', () => {
    expect(ask('is water included?')).toBe(
      'Yes — water and trash are included; you pay for electricity and internet.',
    );
    expect(ask('is electricity included?')).toBe(
      'No — you pay for electricity and internet; water and trash are included.',
    );
    const none = buildAnswerIndex(
      larkspur({
        attributes: [
          {
            attributeType: 'TENANT_UTILITIES',
            textContent: 'ELECTRICITY, GAS, WATER',
            numericValue: null,
          },
          { attributeType: 'LANDLORD_UTILITIES', textContent: 'NONE', numericValue: null },
        ],
      }),
    );
    expect(ask('do you cover any utilities?', none)).toBe(
      "No — utilities aren't included: you pay for water, gas and electricity.",
    );
  });

  it('pets, by the animal, its weight and its breed', () => {
    expect(ask('do you allow cats?')).toMatch(/^Yes — cats \(up to two\)/);
    expect(ask("can i bring my dog? he's 60 lb")).toMatch(/^No — dogs can weigh up to 35 lb/);
    expect(ask('can we have a doberman')).toMatch(/^No — .*Dobermans aren't allowed/);
    const noPets = buildAnswerIndex(
      larkspur({ property: { ...larkspur().property, amenities: ['NO_PETS'] } }),
    );
    const answer = ask('can i have a cat?', noPets);
    expect(answer).toMatch(/^No — pets aren't allowed here\./);
    expect(answer).toContain("Assistance animals aren't pets");
    // A doing and a place asked of the animal are not whether it is allowed.
    expect(ask('can the dog run loose in the courtyard?') ?? '').not.toMatch(/^Yes — /);
    expect(ask('does a cat count?')).toMatch(/^Yes — cats/);
  });

  it('amenities and parking', () => {
    expect(ask('does it have AC?')).toBe('Yes — the home has air conditioning.');
    expect(ask('is there a pool?')).toBe('Yes — there is a pool.');
    expect(ask('is parking included?')).toBe('No — parking is $85 a month.');
  });

  it('from a plain sentence: a negation says no, a condition says neither', () => {
    expect(ask('can i sublet?')).toMatch(
      /^No — your lease, section 6, says: "Tenant may not sublet/,
    );
    expect(ask('can i paint the bedroom?')).toBe(
      `Your lease, section 4, says: "Tenant shall not paint, wallpaper or alter the Premises without Landlord's written consent."`,
    );
  });
});

describe('answerQuestion: values in a sentence', () => {
  it('says the value asked for', () => {
    expect(ask('how much is parking')).toBe('Parking is $85 a month.');
    expect(ask("what's the deposit")).toBe("The security deposit is one month's rent ($1,950).");
    expect(ask('when is it available')).toBe('Unit 4B is available now.');
    expect(ask('how big is the unit')).toBe('Unit 4B is 880 square feet.');
    expect(ask('how many bathrooms')).toBe('It has 1 bathroom.');
  });

  it('reads a misspelt question', () => {
    expect(ask('secuirty depost?')).toBe("The security deposit is one month's rent ($1,950).");
  });

  it('reads other words for the same thing', () => {
    expect(ask('someone at the front desk?')).toContain('A concierge staffs the front lobby');
    expect(ask('which bills are on me')).toBe(
      'You pay for electricity and internet; water and trash are included.',
    );
  });
});

describe('explainAnswer: the facts ranked for a question', () => {
  it('reads what the sentence before the question names as what the question asks of', () => {
    const index = buildAnswerIndex(
      larkspur({
        property: {
          ...larkspur().property,
          description:
            'Larkspur Flats is a six-story building near Union Park. Each apartment has one boat slip at the dock, for boats up to 20 feet, from Memorial Day to October 15. Nobody may rent an apartment out for the summer weekends.',
        },
      }),
    );
    const first = explainAnswer(
      index,
      'we have a little 18 ft fishing boat. anywhere to tie it up for the summer?',
    )?.ranked[0];
    expect(first?.fact.text).toContain('boat slip');
  });
});

describe('answerQuestion: what it never says', () => {
  const questions = [
    'is water included?',
    'can i sublet?',
    'can i paint the bedroom?',
    'who has a spare key',
    'how do i pay rent',
    'where do packages go',
    'can i grill on the balcony',
    'how do i get into the lobby',
    'is there a dishwasher?',
  ];

  it('quotes at most one whole sentence, with no clause number or heading', () => {
    for (const question of questions) {
      const answer = ask(question) ?? '';
      expect(answer.split('says: "').length - 1, question).toBeLessThanOrEqual(1);
      expect(answer, question).not.toMatch(/"\d+\.|ALTERATIONS|SUBLETTING|\bsection \d+\.\s/);
    }
  });

  it('never gives a code, an account or a neighbour', () => {
    expect(ask('whats the door code')).toBeNull();
    expect(ask('whats the bank account for rent')).toBeNull();
    for (const question of [
      ...questions,
      'how do i get in the building',
      'how do i pay by transfer',
    ])
      expect(ask(question) ?? '', question).not.toMatch(/4417|123456789|9876543210|Dana|201-3344/);
  });

  it('prefers the more specific fact and never says both sides of a disagreement', () => {
    const disagreeing = buildAnswerIndex(
      withLease(
        `${LEASE}\n\n10. PARKING. No parking is provided to Tenant.\n\n11. TERM. The term is six (6) months.`,
      ),
    );
    const parking = ask('is there parking?', disagreeing) ?? '';
    expect(parking).toMatch(/^Yes — on-site parking is available for \$85 a month\.$/);
    expect(ask('how long is the lease?', disagreeing)).toBe(
      'Leases are 12 months long (one year).',
    );
  });

  it('says it does not know rather than answer something else', () => {
    expect(ask('is there a gym?')).toBeNull();
    expect(ask('is heat included?')).toBeNull();
    expect(ask('whats the application fee')).toBeNull();
    expect(ask('')).toBeNull();
  });

  it('keeps the turn look-up contract', async () => {
    const found = answerQuestion(await buildAnswerIndexAsync(larkspur()), 'can i sublet?');
    expect(found).toMatchObject({
      answer: expect.any(String),
      sources: [{ topic: 'lease', source: 'your lease, section 6' }],
    });
    expect(found?.confidence).toBeGreaterThan(0.5);
  });
});

describe('the thing a question asks about', () => {
  it.each([
    ["how's the cell service out there?", ['cell', 'service']],
    ['is there a doorman at night?', ['doorman']],
    ['what is the application fee?', ['application', 'fee']],
  ])('%j asks about %j', (question, thing) => {
    expect(thingAsked(question)).toEqual(thing);
  });
});
