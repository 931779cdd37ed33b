import { describe, expect, it } from 'vitest';
import { extractForStep } from './answers.ts';
import type { ScreeningStep } from './questions.ts';

const now = new Date(2026, 10, 22, 12, 0); // 22 November 2026, local time

const cases: [ScreeningStep, string, object | null][] = [
  [
    'PETS',
    'two cats and a 40 lb beagle',
    { pets: true, catCount: 2, dogCount: 1, totalPetCount: 3, dogBreeds: 'Beagle', dogSizeLbs: 40 },
  ],
  ['PETS', 'yes, two cats', { pets: true, catCount: 2, dogCount: 0, totalPetCount: 2 }],
  ['PETS', 'no pets', { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 }],
  ['PETS', 'nope', { pets: false }],
  ['PETS', 'yes', { pets: true }],
  [
    'PETS',
    'a German Shepherd, about 70 pounds',
    { pets: true, dogCount: 1, dogBreeds: 'GERMAN_SHEPHERD', dogSizeLbs: 70 },
  ],
  ['PETS', 'one pitbull mix', { dogBreeds: 'PIT_BULL', dogCount: 1 }],
  ['PETS', 'a hamster', { pets: true, dogCount: 0, catCount: 0, totalPetCount: 1 }],
  ['PETS', 'an emotional support dog', { pets: true, dogCount: 1, emotionalSupportPet: 'ESA' }],
  ['PETS', 'three dogs', { dogCount: 3, totalPetCount: 3 }],
  ['PETS', 'we have a cat and a dog', { catCount: 1, dogCount: 1, totalPetCount: 2 }],
  ['PETS', 'what is the weather', null],
  ['SMOKING', 'no, nobody smokes', { smoking: false }],
  ['SMOKING', 'non-smoker', { smoking: false }],
  ['SMOKING', 'nope', { smoking: false }],
  ['SMOKING', 'I vape', { smoking: true }],
  ['SMOKING', 'my partner smokes', { smoking: true }],
  ['SMOKING', 'yes', { smoking: true }],
  ['SMOKING', 'hmm', null],
  ['MOVE_IN_DATE', "we'd like to move in around March 3rd", { moveInDate: '2027-03-03' }],
  ['MOVE_IN_DATE', 'ASAP', { moveInDate: '2026-11-22' }],
  ['MOVE_IN_DATE', 'as soon as possible', { moveInDate: '2026-11-22' }],
  ['MOVE_IN_DATE', 'January 15', { moveInDate: '2027-01-15' }],
  ['MOVE_IN_DATE', '12/20', { moveInDate: '2026-12-20' }],
  ['MOVE_IN_DATE', 'in two weeks', { moveInDate: '2026-12-06' }],
  ['MOVE_IN_DATE', 'not sure yet', null],
  ['MONTHLY_INCOME', '$6,500 a month', { monthlyIncome: 6500 }],
  ['MONTHLY_INCOME', 'about 6.5k monthly', { monthlyIncome: 6500 }],
  ['MONTHLY_INCOME', '$85,000 a year', { monthlyIncome: 7083.33 }],
  ['MONTHLY_INCOME', '85k', { monthlyIncome: 7083.33 }],
  ['MONTHLY_INCOME', 'I earn $30 an hour', { monthlyIncome: 5200 }],
  ['MONTHLY_INCOME', 'six thousand a month', { monthlyIncome: 6000 }],
  ['MONTHLY_INCOME', "I'd rather not say", null],
  ['TOTAL_RESIDENTS', "it's me, my partner and our kid", { totalResidents: 3 }],
  ['TOTAL_RESIDENTS', 'just me', { totalResidents: 1 }],
  ['TOTAL_RESIDENTS', 'my wife and I', { totalResidents: 2 }],
  ['TOTAL_RESIDENTS', 'a family of five', { totalResidents: 5 }],
  ['TOTAL_RESIDENTS', '3', { totalResidents: 3 }],
  ['TOTAL_RESIDENTS', 'me and my roommate', { totalResidents: 2 }],
  ['TOTAL_RESIDENTS', 'two adults and two children', { totalResidents: 4 }],
  ['PET_COUNT', '2', { totalPetCount: 2 }],
  ['PET_DOG_SIZE', 'about 40 pounds', { dogSizeLbs: 40 }],
  ['PET_DOG_SIZE', '25', { dogSizeLbs: 25 }],
  ['PET_DOG_BREED', 'a beagle', { dogBreeds: 'Beagle' }],
  ['PET_DOG_BREED', 'rottweiler', { dogBreeds: 'ROTTWEILER' }],
  ['PET_EMOTIONAL_SUPPORT', 'yes, she is an ESA', { emotionalSupportPet: 'ESA' }],
  ['PET_EMOTIONAL_SUPPORT', 'no', { emotionalSupportPet: 'NO' }],
];

describe('reading pre-screening answers from free text', () => {
  it.each(cases)('%s: %j', (step, text, expected) => {
    const found = extractForStep(step, text, now);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });

  it('never throws on odd input', () => {
    for (const text of [
      '',
      '   ',
      '🐶🐱',
      '<script>alert(1)</script>',
      'x'.repeat(10_000),
      "'; drop table users; --",
    ]) {
      for (const step of [
        'PETS',
        'SMOKING',
        'MOVE_IN_DATE',
        'MONTHLY_INCOME',
        'TOTAL_RESIDENTS',
      ] as const) {
        expect(() => extractForStep(step, text, now)).not.toThrow();
      }
    }
  });
});

describe('a guest coming to stay', () => {
  it('names no household member and no move-in day, unless the step asked is that one', async () => {
    const { readMessage } = await import('./read-message.ts');
    const all = ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'] as const;
    const visit = 'my mom wants to come stay for 2 weeks over christmas';
    expect(readMessage('PETS', visit, now, 'UTC', all).found).toEqual({});
    const brother = "my brother's coming to stay about 5 nights after christmas";
    expect(readMessage(null, brother, now, 'UTC', all).found).toEqual({});
    expect(
      readMessage(null, 'my boyfriend will be visiting on weekends', now, 'UTC', all).found,
    ).toEqual({});
    // Asked how many will live there, the people named still count.
    expect(
      readMessage(
        'TOTAL_RESIDENTS',
        'me and my mom, she is coming to stay for good',
        now,
        'UTC',
        all,
      ).found,
    ).toEqual({ totalResidents: 2 });
  });
});

describe('several answers in one message', () => {
  const all = ['PETS', 'SMOKING', 'MOVE_IN_DATE', 'MONTHLY_INCOME', 'TOTAL_RESIDENTS'] as const;
  it.each([
    [
      'MOVE_IN_DATE',
      "feb 1st works. i make about 5200 a month and it'd be me + my 2 kids",
      { monthlyIncome: 5200, totalResidents: 3 },
    ],
    [
      'SMOKING',
      "non smoker. we're looking to move jan 1, it'd be me, my wife and our toddler",
      { smoking: false, totalResidents: 3 },
    ],
    [
      'MOVE_IN_DATE',
      "mid january. we both work, i make 2800 a month and my husband around 3100, and it's us plus our 2 girls",
      { monthlyIncome: 5900, totalResidents: 4 },
    ],
    // A day said with 'wait' or 'get there' still times the move.
    ['MONTHLY_INCOME', 'wait sorry i meant jan 18 not jan 4', { moveInDate: '2027-01-18' }],
    [
      'TOTAL_RESIDENTS',
      "change of plans on the date, we can't get there til the middle of february",
      { moveInDate: '2027-02-15' },
    ],
  ] as const)('%s: %s', async (step, text, want) => {
    const { readMessage } = await import('./read-message.ts');
    expect(readMessage(step, text, now, 'UTC', all).found).toMatchObject(want);
  });

  it('keeps "not an ESA" with the animal, and a good boy out of the household', async () => {
    const { readMessage } = await import('./read-message.ts');
    const found = readMessage(
      'PETS',
      'one dog, a 30 lb corgi mix. not an ESA just a very good boy',
      now,
      'UTC',
      all,
    ).found;
    expect(found).toMatchObject({ dogCount: 1, emotionalSupportPet: 'NO' });
    expect(found.totalResidents).toBeUndefined();
  });
});

describe('a refusal, however it is worded', () => {
  it('is taken as one', async () => {
    const { refusesToSay, communicationRequest } = await import('./intents.ts');
    for (const text of [
      "i'll discuss that with the landlord directly",
      "I don't give out my income over text, sorry",
      "i'm not going to get into that yet",
      "I'll share financials when I actually apply, not now",
      'nah not answering that',
      "I'd prefer to keep my timeline private for now.",
      "don't feel like sharing that tbh",
      'not something i want to say right now',
      "I'll tell the owners that in person, not a bot",
      "I'll talk about dates with the office, not here.",
      "I'll share that on the actual application, not in a chat",
      "I'll put that on the actual application, not here",
      "I'd prefer to discuss who is living with me in person, not over text.",
      'I prefer to discuss my finances with a person, not a chatbot.',
      "i'm not giving details about my family to a chatbot, sorry",
      "pretty sure i don't have to tell you that",
      'prefiero no contestar eso por ahora',
    ])
      expect(refusesToSay(text), text).toBe(true);
    expect(refusesToSay('two cats and a dog')).toBe(false);
    expect(refusesToSay('can I see it in person on saturday?')).toBe(false);
    expect(
      communicationRequest('could the lease be sent in a bigger font or read to me over the phone'),
    ).toContain('in large print');
  });
});
