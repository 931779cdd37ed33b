import { describe, expect, it } from 'vitest';
import {
  asksAboutPeople,
  asksIfHeldAgainst,
  asksIncomeSource,
  isUnsure,
  needsAccessibility,
  onBenefitsOnly,
  wantsViewing,
} from './intents.ts';

describe('a hedge', () => {
  it('waits on the question after it, and is no hedge of its own', () => {
    expect(isUnsure('depends — are cats ok? I have one')).toBe(false);
    expect(isUnsure('depends on my cousin')).toBe(true);
    // A hedge with a value one can store is a best estimate.
    expect(isUnsure("she's a beagle, maybe 28 lbs")).toBe(false);
    expect(isUnsure('maybe, we are still deciding')).toBe(true);
    expect(isUnsure('maybe in the spring')).toBe(true);
    // The breed said, only its mix hedged.
    expect(isUnsure("she's a border collie, maybe a little something else mixed in")).toBe(false);
  });
});

describe('a wish to see the home', () => {
  it.each([
    'me and my husband want to walk thru the home, monday morning any good?',
    'can we do a walkthrough this weekend',
    'any chance of seeing the boathouse studio friday after 3? i get off work early fridays',
    "could we peek at the 2 bedroom while we're in town",
    // A day and an hour proposed, and a wish to see it in Chinese.
    'would sunday at 1 work?',
    '你好！我想看看515号公寓。',
    'yo can i peep the place monday around lunch',
    "Bonjour, je voudrais visiter l'appartement du haut. Est-ce possible jeudi soir ?",
    'driving up from bangor — could i stop in wed dec 16 in the afternoon?',
  ])('is one: %s', (text) => {
    expect(wantsViewing(text)).toBe(true);
  });

  it.each([
    'im seeing the doctor on friday',
    'is it worth seeing the lake in winter',
    'would sunday work for the move?',
    'could i stop in to pay rent with a money order?',
  ])('is none: %s', (text) => {
    expect(wantsViewing(text)).toBe(false);
  });
});

describe('a question about who lives there', () => {
  it.each([
    'are there a lot of older folks in the building?',
    'is it a young crowd?',
    'how old are the neighbors',
    "i'm 34, would i be way older than everyone else in the house?",
    'are there many single moms in the building',
    "we're muslim and my wife wears hijab. will we stick out there?",
    'my coworker is from Somalia and will take the other flat, will she be comfortable there?',
    'is the park a safe walk at 6am when its still dark',
    "I'm 68 and retired. Will I be surrounded by partying art students?",
    'my wife and i are both women. is a small maine town gonna be... ok with that?',
  ])('is one: %s', (text) => {
    expect(asksAboutPeople(text)).toBe(true);
  });

  it.each([
    "I'm Curious how old the building is",
    // One's own household told beside a question about the home.
    'Im Tired of apartment living with 2 kids. is there any kind of yard?',
    'are the windows double paned or the old single pane kind, street noise on Fell is brutal',
    'how old is the roof on the building',
    'Can I reserve the community room for a family gathering in April?',
    'will my couch fit in the elevator? we have two kids',
    'is the parking garage lit, I get home late',
    'how many people can live in the lower one? and can my brother crash with us for a couple weeks in august',
    // How one's own household is counted.
    'does a baby count as a resident?',
    'is there a max number of people per bedroom? we are 2 adults and 3 kids',
    // One's own children in a question about the home.
    'shes about 25 lbs. can my kids walk her in the courtyard or only out on the street?',
    // Money named after children names no one.
    'my income is mostly SSDI plus child support, does that count for your income thing?',
    'i have a cat, is the landlord ok with that?',
  ])('is not an age or a family said of a thing: %s', (text) => {
    expect(asksAboutPeople(text)).toBe(false);
  });
});

describe('a question whether something about the asker counts against them', () => {
  it.each([
    'my son is autistic and gets loud sometimes. would the owners rather rent to someone else?',
    'we have two toddlers, is that a problem for the landlord?',
    "I'm 68, will that hurt my chances?",
    'im in a wheelchair, would you still consider me',
    "i'm 34, would i be too old for this house lol",
  ])('is one: %s', (text) => {
    expect(asksIfHeldAgainst(text)).toBe(true);
  });

  it.each([
    'would a late payment hurt my chances?',
    'is parking a problem for the landlord if I have two cars?',
  ])('needs a protected characteristic: %s', (text) => {
    expect(asksIfHeldAgainst(text)).toBe(false);
  });
});

describe('a source of income', () => {
  it.each([
    "I'm on disability, no job. is that a dealbreaker",
    'pima county helps with part of my rent right now, can that continue at your place',
    'a rapid rehousing program pays part of the rent',
    'do u guys take sec 8',
  ])('is named: %s', (text) => {
    expect(asksIncomeSource(text)).toBe(true);
  });

  it('is an income, not a need, when only "on disability" is said', () => {
    expect(onBenefitsOnly("I'm on disability, no job. is that a dealbreaker")).toBe(true);
    expect(onBenefitsOnly("I'm on disability and use a wheelchair, is there a ramp?")).toBe(false);
    // Disability as where the money comes from, in other words.
    expect(onBenefitsOnly('about 1,900 a month from disability. is that enough?')).toBe(true);
    expect(onBenefitsOnly('my SSDI is 1400, would that work')).toBe(true);
    expect(
      onBenefitsOnly(
        "Is it possible to split up the deposit? I'm on disability and my check only comes once a month.",
      ),
    ).toBe(false);
  });
});

describe('a health condition behind a request', () => {
  it.each([
    'bad asthma here. could we heat with just the propane furnace and not use the wood stove at all?',
    'I get seizures from flashing lights, can the hallway lights be changed',
    'How wide are the doors? My chair is 30 inches across.',
    'im deaf. is there a way the front desk can let me know someones here without calling me',
    'my personal care attendant needs to stay overnight most nights, way more than the guest rule',
    'i do home dialysis and would need a dedicated outlet and a water line for the machine',
  ])('is an accommodation need: %s', (text) => {
    expect(needsAccessibility(text)).toBe(true);
  });
});

describe('words that are no need', () => {
  it.each(['are there blinds on the windows?', 'the old tenant was a bit of a pain'])(
    '%s',
    (text) => {
      expect(needsAccessibility(text)).toBe(false);
    },
  );
});

describe('a hedged answer', () => {
  it.each([
    ['probably late january', false],
    ['probably 2', false],
    ['sometime in spring probably', true],
    ['sometime next year probably?', true],
    ['probably 2 or 3', true],
    ['not sure yet', true],
  ])('%s: unsure %s', (text, unsure) => {
    expect(isUnsure(text)).toBe(unsure);
  });
});
