import { describe, expect, it } from 'vitest';
import { EQUAL_OPPORTUNITY_STATEMENT } from '../guardrails/index.ts';
import { builtInAssistant } from './built-in.ts';
import { NO_ANSWERS, type ScreeningAnswers, type ScreeningStep } from './questions.ts';
import { turnInput } from './turn.fixtures.ts';
import type { TurnInput } from './turn.ts';

/** A prospect's turn in the middle of pre-screening, with the answers already stored. */
function turn(
  message: string,
  pending: ScreeningStep | null,
  stored: Partial<ScreeningAnswers>,
  before: TurnInput['history'] = [],
  rules: Partial<TurnInput['property']> = {},
) {
  const input: TurnInput = {
    now: new Date('2026-11-24T17:00:00Z'),
    timeZone: 'UTC',
    audience: 'prospect',
    property: {
      address: '12 Elm Street, Springfield, IL 62701',
      questions: 'PETS,SMOKING,MOVE_IN_DATE,MONTHLY_INCOME,TOTAL_RESIDENTS',
      petQuestions: '',
      amenities: '',
      dogsAllowedCount: 1,
      catsAllowedCount: 2,
      petsAllowedCount: 2,
      restrictedDogBreeds: '',
      maxDogSizeLbs: null,
      ...rules,
    },
    unitLabel: 'Unit 2',
    status: 'PRE_SCREENING',
    answers: { ...NO_ANSWERS, ...stored },
    pendingQuestion: pending,
    reaskCount: 0,
    skipped: [],
    newMessages: [message],
    history: [...before, { role: 'user', content: message }],
    viewingMode: 'CALENDAR',
    lookUp: () => null,
  };
  return builtInAssistant.reply(input);
}

const earlier = { pets: false, smoking: false, moveInDate: '2027-03-01' };

describe('what a turn stores', () => {
  it.each([
    'can I sublet it over the summer?',
    'is the pool open in june?',
    'could we renew for another year after august?',
    'my buddy wants to crash for a week in april, is that allowed?',
    'my sister is bringing the rest of my stuff in her truck on the 12th, a few days after i move in. where can she park while we unload?',
  ])('takes no move-in date from a later question: %s', async (message) => {
    const out = await turn(message, 'MONTHLY_INCOME', earlier);
    expect(out.updates.moveInDate).toBeUndefined();
  });

  it.each([
    "I'm subletting in Oakland thru June but could get out early. when is the top flat free?",
    "we're coming up for Boom Days in August anyway... when is B free though?",
  ])(
    'takes no move-in date from a day something else is done, even when asked: %s',
    async (message) => {
      const out = await turn(message, 'MOVE_IN_DATE', { pets: false, smoking: false });
      expect(out.updates.moveInDate).toBeUndefined();
    },
  );

  it.each([
    ["we'd like early march", '2027-03-01'],
    ['hoping to move in around feb 1', '2027-02-01'],
    ['sorry I meant february not march!', '2027-02-01'],
    ['early jan. is the boathouse actually warm enough in the winter though?', '2027-01-01'],
  ])('still takes a day that only times the move: %s', async (message, day) => {
    const out = await turn(message, 'MOVE_IN_DATE', { pets: false, smoking: false });
    expect(out.updates.moveInDate).toBe(day);
  });

  it.each([
    ['during jazz fest in may could we rent our couch out to visitors?', 'MONTHLY_INCOME'],
    ['if I take the other unit could I get in before feb 1?', 'MOVE_IN_DATE'],
    ['hold on, are dogs even allowed in a place like this', 'PETS'],
  ] as const)('takes no answer from a clause put as a question: %s', async (message, step) => {
    const out = await turn(message, step, earlier);
    expect(out.updates).toEqual({});
  });

  it("reads 'no.' before a question as the answer", async () => {
    const out = await turn('no. where can my friends smoke when they come over tho', 'SMOKING', {
      pets: false,
    });
    expect(out.updates.smoking).toBe(false);
  });

  it('takes a stated total of incomes as it is, and a range of income as an answer', async () => {
    const total = await turn(
      'me + roommate, we each make around 4k a month so 8k total',
      'MONTHLY_INCOME',
      earlier,
    );
    expect(total.updates.monthlyIncome).toBe(8000);
    const range = await turn(
      'between 6 and 7 thousand a month depending on commission',
      'MONTHLY_INCOME',
      earlier,
    );
    expect(range.updates.monthlyIncome).toBe(6000);
  });

  it.each([
    ['could we do feb 1?', 'MOVE_IN_DATE', 'moveInDate', '2027-02-01'],
    ['can we say around 5k a month?', 'MONTHLY_INCOME', 'monthlyIncome', 5000],
    ['is it ok if we move in march 1', 'MOVE_IN_DATE', 'moveInDate', '2027-03-01'],
  ] as const)('reads an answer proposed as a question: %s', async (message, step, field, value) => {
    const out = await turn(message, step, { pets: false, smoking: false });
    expect(out.updates[field]).toBe(value);
    expect(out.unanswered).toEqual([]);
  });

  it('takes no move-in date from a tour proposed for a day', async () => {
    const out = await turn('could we do a tour saturday?', 'MOVE_IN_DATE', {
      pets: false,
      smoking: false,
    });
    expect(out.updates.moveInDate).toBeUndefined();
  });

  it('takes the day the home opens as the move-in day, and hears no question in it', async () => {
    const out = await turn(
      'asap honestly, like dec 20 when it opens. 3 ppl total',
      'MOVE_IN_DATE',
      {
        pets: false,
        smoking: false,
      },
    );
    expect(out.updates).toMatchObject({ moveInDate: '2026-12-20', totalResidents: 3 });
    expect(out.unanswered).toEqual([]);
    const named = await turn('jan 16 when west opens. 3 of us total', 'MOVE_IN_DATE', {
      pets: false,
      smoking: false,
    });
    expect(named.updates).toMatchObject({ moveInDate: '2027-01-16', totalResidents: 3 });
  });

  it.each([
    ['would move in on the 3rd of january', 'MOVE_IN_DATE', { moveInDate: '2027-01-03' }],
    ['aug 15 and no i dont smoke', 'MOVE_IN_DATE', { moveInDate: '2027-08-15', smoking: false }],
  ] as const)(
    'takes an answer said without its subject or beside another: %s',
    async (message, step, want) => {
      const out = await turn(message, step, { pets: false });
      expect(out.updates).toMatchObject(want);
    },
  );

  it('takes the no before a question about guests smoking, and answers the question', async () => {
    const out = await turn(
      'no, but would my guests have to leave the property to smoke?',
      'SMOKING',
      {
        pets: false,
      },
    );
    expect(out.updates.smoking).toBe(false);
    expect(out.text).not.toMatch(/^Noted/);
  });

  it('takes no refusal from a question asked before the answer', async () => {
    const out = await turn(
      "what's the income requirement first? don't want to waste anyone's time",
      'MONTHLY_INCOME',
      earlier,
    );
    expect(out.skipped).not.toContain('MONTHLY_INCOME');
    expect(out.text).not.toContain("That's completely fine");
  });

  it('takes a refusal the reader hears in words no rule has', async () => {
    const out = await turn(
      'I prefer to discuss my finances with a person, not a chatbot.',
      'MONTHLY_INCOME',
      earlier,
    );
    expect(out.skipped).toContain('MONTHLY_INCOME');
    expect(out.text).toContain("That's completely fine");
  });

  it('takes no pet from a question about the rules announced first', async () => {
    const out = await turn(
      'Two things: are cats okay, and how much is the security deposit?',
      'PETS',
      {},
    );
    expect(out.updates.pets).toBeUndefined();
  });

  it('still reads the answer given beside a question', async () => {
    const out = await turn(
      'about 6k a month. can I sublet over the summer?',
      'MONTHLY_INCOME',
      earlier,
    );
    expect(out.updates.monthlyIncome).toBe(6000);
    expect(out.updates.moveInDate).toBeUndefined();
  });
});

describe('how a turn acknowledges', () => {
  it('thanks once when the last answer completes pre-screening', async () => {
    const out = await turn('just me', 'TOTAL_RESIDENTS', {
      ...earlier,
      monthlyIncome: 6000,
    });
    expect(out.status).toBe('PRE_SCREENING_COMPLETE');
    expect(out.text.match(/thank/gi)).toHaveLength(1);
  });

  it('answers a question asked by its form after a greeting', async () => {
    const utilities = 'Tenants pay electricity; the landlord pays water, internet and trash.';
    const out = await builtInAssistant.reply(
      turnInput('hi! is wifi something i gotta set up and pay for on my own or', {
        lookUp: (q) => (/wifi/.test(q) ? { answer: utilities, sources: [] } : null),
      }),
    );
    expect(out.text).toContain('No — internet is included in the rent.');
  });

  it('answers a question put in Spanish as what one wanted to know', async () => {
    const utilities = 'Tenants pay electricity; the landlord pays water, internet and trash.';
    const message =
      'Buenas tardes, me llamo Zulema Ibáñez Ocampo y quería saber si el internet está incluido en la renta.';
    const out = await builtInAssistant.reply(
      turnInput(message, {
        lookUp: (q) => (/internet/.test(q) ? { answer: utilities, sources: [] } : null),
      }),
    );
    expect(out.text).toContain('internet');
    expect(out.text).not.toContain('thank you for letting me know');
  });

  it.each([
    ['hey! how are you doing today?', "I'm doing well, thanks for asking!"],
    ["good morning! hope you're having a great week, how are things?", "I'm doing well"],
    ['hello! are you a real person?', "I'm Athena, an AI leasing assistant"],
    ['are you a bot', "I'm Athena, an AI leasing assistant"],
  ])('answers a pleasantry or who answers, not the home: %s', async (message, reply) => {
    const out = await builtInAssistant.reply(turnInput(message));
    expect(out.text).toContain(reply);
    expect(out.unanswered).toEqual([]);
  });

  it("takes a remark with a 'what' that asks nothing as a remark", async () => {
    const out = await builtInAssistant.reply(
      turnInput("perfect, that's what i was hoping", { status: 'PRE_SCREENING_COMPLETE' }),
    );
    expect(out.unanswered).toEqual([]);
    expect(out.text).not.toContain("don't have that information");
  });

  it('does not open every answer with the same words', async () => {
    const replies = await Promise.all(
      ['no pets', 'nope no animals', 'none', 'no pets at all', 'zero pets'].map(
        async (message) => (await turn(message, 'PETS', {})).text.split('\n')[0],
      ),
    );
    expect(new Set(replies).size).toBeGreaterThan(1);
  });
});

describe('Fair Housing in words no rule names', () => {
  it.each([
    'would people like me fit in there?',
    'is the area kinda sketchy after dark',
    'where do the young crowd live in the building?',
  ])('gives the equal-housing answer, never a hand-off: %s', async (message) => {
    const out = await turn(message, 'PETS', {});
    expect(out.text).toContain('equal housing opportunity');
    expect(out.unanswered).toEqual([]);
  });

  it('is not given for a room named after people', async () => {
    const message = "could we use the community room for my daughter's quince?";
    const out = await builtInAssistant.reply(turnInput(message, { pendingQuestion: null }));
    expect(out.text).not.toContain('equal housing opportunity');
  });
});

describe("the home's age status", () => {
  const lines = [
    { text: 'Quiet courtyards and a pool with a lift chair.', source: 'Property details' },
    {
      text: 'It is not an age-restricted community and residents of all ages are welcome.',
      source: 'Property details',
    },
  ];
  const lookUp = Object.assign(() => null, { sentences: () => lines });

  it('is said from the facts after the equal-housing answer when asked', async () => {
    const message = 'Is Saguaro Gardens a 55+ community or can anybody apply';
    const out = await builtInAssistant.reply(turnInput(message, { lookUp }));
    expect(out.text).toContain('equal housing opportunity');
    expect(out.text).toContain('not an age-restricted community');
  });

  it('says who may rent when renting to students only is asked', async () => {
    const students = Object.assign(() => null, {
      sentences: () => [
        {
          text: 'The house is rented by the bedroom to students and non-students alike.',
          source: 'Property details',
        },
      ],
    });
    const message = 'do u have to be a uw student to live there?';
    const out = await builtInAssistant.reply(turnInput(message, { lookUp: students }));
    expect(out.text).toContain('students and non-students alike');
  });

  it('is not said for a question about the people who live there', async () => {
    const message = 'are most of the neighbors retirees?';
    const out = await builtInAssistant.reply(turnInput(message, { lookUp }));
    expect(out.text).toContain('equal housing opportunity');
    expect(out.text).not.toContain('age-restricted');
  });
});

describe('answers that are easy to misread', () => {
  it.each([
    ['PETS', 'we had a cat, she passed last spring', { pets: false }],
    ['SMOKING', 'stopped years ago', { smoking: false }],
    ['SMOKING', 'I quit in 2019', { smoking: false }],
    ['MONTHLY_INCOME', 'both of us bring home about 5k', { monthlyIncome: 10_000 }],
    ['TOTAL_RESIDENTS', 'me, and my daughter is with me half the week', { totalResidents: 2 }],
  ] as const)('%s: %s', async (pending, message, want) => {
    const out = await turn(message, pending, { pets: false, smoking: false });
    expect(out.updates).toMatchObject(want);
    expect(out.updates.moveInDate).toBeUndefined();
  });

  it('moves the stored move-in day when the move is pushed back', async () => {
    const out = await turn(
      "We'll have to push it back to mid March, the movers can't come any sooner.",
      null,
      { pets: false, smoking: false, moveInDate: '2027-02-01', totalResidents: 2 },
    );
    expect(out.updates.moveInDate).toBe('2027-03-15');
  });

  it('takes the day one would come as the move-in day', async () => {
    const out = await turn("two dogs actually. i'd come jan 10", 'PET_TYPE', { pets: true });
    expect(out.updates.moveInDate).toBe('2027-01-10');
  });

  it('takes no smoking from a smoker who will not live there', async () => {
    const out = await turn(
      "My brother smokes but he won't be living with me. It's just me and my dog, she's 25 lb.",
      'SMOKING',
      { pets: false },
    );
    expect(out.updates.smoking).toBe(false);
  });

  it('takes a household that earns about the same twice', async () => {
    const out = await turn(
      'I make 5,200 a month and my roommate makes about the same. neither of us smokes',
      'MONTHLY_INCOME',
      { pets: false },
    );
    expect(out.updates.monthlyIncome).toBe(10400);
  });

  it.each([
    ['uhh define smoke 😅', 'SMOKING', 'smoking'],
    ["we've been talking about getting a puppy", 'PETS', 'pets'],
  ] as const)('stores nothing from a question back or a plan: %s', async (message, step, field) => {
    const out = await turn(message, step, {});
    expect(out.updates[field]).toBeUndefined();
  });

  it('takes no pet from a phone that died', async () => {
    const out = await turn('lol sorry my phone died', 'PETS', {});
    expect(out.updates.pets).toBeUndefined();
  });
});

describe('the prospect’s name', () => {
  it('takes a name given alone before an answer, never a place of the address', async () => {
    const given = await turn('Marcus. no pets', 'PETS', {});
    expect(given.prospectName).toBe('Marcus');
    expect(given.updates.pets).toBe(false);
    const place = await turn("I'm Springfield born and raised lol, no pets", 'PETS', {});
    expect(place.prospectName ?? null).toBeNull();
  });

  it.each([
    ['Dana here. no pets', 'Dana'],
    ['this is Priya Shah, one cat', 'Priya Shah'],
    ["it's marcus btw, two of us and no pets", 'Marcus'],
    ['dana here', 'Dana'],
    // A name that is no word at all, which the reader has never seen.
    ['Aurélie again! two cats, like I said', 'Aurélie'],
    ['Siobhán here, 2 of us', 'Siobhán'],
  ])('is taken when given in passing: %s', async (message, name) => {
    expect((await turn(message, 'PETS', {})).prospectName).toBe(name);
  });

  it.each([
    "I'm Looking for a 2 bed",
    'im good thanks',
    'this is perfect, thanks',
    "I'm Curious how old the building is",
  ])('is not read into other words: %s', async (message) => {
    expect((await turn(message, 'PETS', {})).prospectName).toBeNull();
  });

  it('is invited once, early, when the lead has none', async () => {
    const first = await turn('no pets', 'PETS', {});
    expect(first.text).toContain('Feel free to tell me your name');
    const history = [
      { role: 'user' as const, content: 'no pets' },
      { role: 'assistant' as const, content: first.text },
    ];
    const later = await turn('no smoking', 'SMOKING', { pets: false }, history);
    expect(later.text).not.toContain('Feel free to tell me your name');
  });
});

describe('the e-mail of a prospect who texted', () => {
  /** A texting prospect's turn: known by their number, named already or not. */
  const texted = async (
    message: string,
    named: string | null,
    before: TurnInput['history'] = [],
  ) => {
    const input = {
      ...turnInput(message),
      prospectName: named,
      needsEmail: true,
      history: [...before, { role: 'user' as const, content: message }],
    };
    return builtInAssistant.reply(input);
  };

  it('is asked once, after the name, and never of a prospect whose address is known', async () => {
    const first = await texted('no pets', 'Sam');
    expect(first.text).toContain('send me your e-mail address');
    const history = [
      { role: 'user' as const, content: 'no pets' },
      { role: 'assistant' as const, content: first.text },
    ];
    expect((await texted('no smoking', 'Sam', history)).text).not.toContain('e-mail address');
    const unnamed = await texted('no pets', null);
    expect(unnamed.text).toContain('Feel free to tell me your name');
    expect(unnamed.text).not.toContain('e-mail address');
    const known = await builtInAssistant.reply({ ...turnInput('no pets'), prospectName: 'Sam' });
    expect(known.text).not.toContain('e-mail address');
  });

  it.each([
    ['sure, it is Sam.Lee+rent@Example.com', 'sam.lee+rent@example.com'],
    ['email me at dana_w@mail.example.co.uk thanks', 'dana_w@mail.example.co.uk'],
  ])('is taken when given: %s', async (message, email) => {
    expect((await texted(message, 'Sam')).prospectEmail).toBe(email);
  });

  it('is not read from text without an address', async () => {
    expect((await texted('no pets, I will email you later', 'Sam')).prospectEmail).toBeNull();
  });
});

describe('a question about a source of income', () => {
  const POLICY = {
    answer:
      'Rent assistance programs: "We accept Housing Choice Vouchers and other rental assistance."',
    sources: [{ topic: 'rent_assistance' }],
  };

  const asks = (message: string, lookUp: TurnInput['lookUp']) =>
    builtInAssistant.reply(turnInput(message, { lookUp }));

  it('says yes first when the policy welcomes vouchers', async () => {
    const out = await asks('r u guys voucher friendly', (q) =>
      /voucher/i.test(q) ? POLICY : null,
    );
    expect(out.text).toMatch(/^Yes — /);
    expect(out.text).toContain('Housing Choice Vouchers');
    expect(out.unanswered).toEqual([]);
  });

  it('names the source asked about and has the manager confirm what the policy leaves out', async () => {
    const out = await asks('does child support count towards the income requirement?', (q) =>
      /voucher/i.test(q) ? POLICY : null,
    );
    expect(out.text).toContain('child support counts as income');
    expect(out.text).toContain('confirm');
    expect(out.unanswered.length).toBe(1);
  });

  it('names every source asked about', async () => {
    const out = await asks(
      'most of my money comes from child support and alimony, is that ok for income?',
      (q) => (/voucher/i.test(q) ? POLICY : null),
    );
    expect(out.text).toContain('child support and alimony count as income');
  });

  it('needs no confirming when another sentence of the facts names the source', async () => {
    const out = await asks('does a pension count? if so its 2,600/mo', (q) =>
      /voucher/i.test(q)
        ? POLICY
        : /pension/i.test(q)
          ? { answer: 'The building\'s policies say: "Pensions and SSI count as income."' }
          : null,
    );
    expect(out.text).toContain('Pensions and SSI count as income');
    expect(out.text).not.toContain('confirm');
    expect(out.unanswered).toEqual([]);
  });
});

describe('a correction that names no field', () => {
  it.each([
    [
      "oh wait I said jan 1 before but it's really feb 1, sorry. and it's 2 of us",
      'TOTAL_RESIDENTS',
      { moveInDate: '2027-01-01' },
      { moveInDate: '2027-02-01', totalResidents: 2 },
    ],
    [
      'oops the income I typed was wrong, its 3,800 a month not 3200',
      'TOTAL_RESIDENTS',
      { monthlyIncome: 3200 },
      { monthlyIncome: 3800 },
    ],
    [
      'update, my roommate backed out so it will just be me',
      'PETS',
      { totalResidents: 2 },
      { totalResidents: 1 },
    ],
    [
      'oh actually my mom is moving in with us too, so 3',
      'PETS',
      { totalResidents: 2 },
      { totalResidents: 3 },
    ],
    [
      'can we do march 15 instead of the 1st?',
      'PETS',
      { moveInDate: '2027-03-01' },
      { moveInDate: '2027-03-15' },
    ],
    [
      'actually make it feb 1st, the 15th is too soon for us',
      'MONTHLY_INCOME',
      { moveInDate: '2027-01-15' },
      { moveInDate: '2027-02-01' },
    ],
    [
      'Sorry, I got my dates mixed up - it should be the end of January.',
      'TOTAL_RESIDENTS',
      { moveInDate: '2027-03-01' },
      { moveInDate: '2027-01-31' },
    ],
    [
      'sorry the 1200 i gave u was after taxes, before taxes its about 1,380',
      'TOTAL_RESIDENTS',
      { monthlyIncome: 1200 },
      { monthlyIncome: 1380 },
    ],
  ] as const)(
    'takes the last value a correction gives: %s',
    async (message, step, stored, want) => {
      const out = await turn(message, step, { pets: false, smoking: false, ...stored });
      expect(out.updates).toMatchObject(want);
    },
  );

  it('corrects the answer given just before', async () => {
    const out = await turn(
      'scratch that, my son moves out for college so just 3',
      'MONTHLY_INCOME',
      { ...earlier, totalResidents: 4 },
      [
        { role: 'assistant', content: 'How many people will live there?' },
        { role: 'user', content: '4' },
        { role: 'assistant', content: 'What is your monthly income?' },
      ],
    );
    expect(out.updates.totalResidents).toBe(3);
    expect(out.updates.monthlyIncome).toBeUndefined();
  });

  it('adds an income said to come on top of the one given', async () => {
    const out = await turn(
      'my bad, 4000 was just my partner. i get paid 1,150 every two weeks on top of that',
      'TOTAL_RESIDENTS',
      { ...earlier, monthlyIncome: 4000 },
      [
        { role: 'assistant', content: "What's your household's monthly income before taxes?" },
        { role: 'user', content: '4000' },
        { role: 'assistant', content: 'How many people would be living there, including you?' },
      ],
    );
    expect(out.updates.monthlyIncome).toBeCloseTo(4000 + (1150 * 26) / 12, 0);
    const added = await turn(
      'i said 2200 but i forgot my VA check, add 800 to that',
      'TOTAL_RESIDENTS',
      { ...earlier, monthlyIncome: 2200 },
      [
        { role: 'assistant', content: "What's your household's monthly income before taxes?" },
        { role: 'user', content: '2200' },
        { role: 'assistant', content: 'How many people would be living there, including you?' },
      ],
    );
    expect(added.updates.monthlyIncome).toBe(3000);
  });

  it.each([
    ['make that 1, my boyfriend is keeping his own place', '2', 1],
    ['sorry, 4 — forgot to count the baby 😅', '3', 4],
  ])('corrects the count given just before: %s', async (message, before, want) => {
    const out = await turn(message, 'SMOKING', { ...earlier, totalResidents: Number(before) }, [
      { role: 'assistant', content: 'How many people will live there?' },
      { role: 'user', content: before },
      { role: 'assistant', content: 'Does anyone who will live there smoke?' },
    ]);
    expect(out.updates.totalResidents).toBe(want);
  });

  it('reads a list of people as one answer, not its last part', async () => {
    const out = await turn(
      "3 (me, my wife, our baby). I make 85k/yr, she's on leave",
      'TOTAL_RESIDENTS',
      { pets: false, smoking: false },
    );
    expect(out.updates.totalResidents).toBe(3);
  });

  it('takes back a yes: pets, smoking', async () => {
    const pets = await turn(
      'scratch that, my dog is staying with my parents so no pets',
      'SMOKING',
      { pets: true },
      [
        { role: 'assistant', content: 'Do you have any pets?' },
        { role: 'user', content: 'yes a dog' },
        { role: 'assistant', content: 'Does anyone who will live there smoke?' },
      ],
    );
    expect(pets.updates.pets).toBe(false);
    const smoking = await turn(
      'wait I said yes to smoking but I quit back in august, so no',
      'MOVE_IN_DATE',
      { pets: false, smoking: true },
      [
        { role: 'assistant', content: 'Does anyone who will live there smoke?' },
        { role: 'user', content: 'yes' },
        { role: 'assistant', content: 'When are you hoping to move in?' },
      ],
    );
    expect(smoking.updates.smoking).toBe(false);
  });

  it('leaves out the date it takes back', async () => {
    const out = await turn(
      'correction - we actually need to be in by january 1st, not the 15th',
      'MONTHLY_INCOME',
      { pets: false, smoking: false, moveInDate: '2027-01-15' },
      [
        { role: 'assistant', content: 'When are you hoping to move in?' },
        { role: 'user', content: 'jan 15' },
        { role: 'assistant', content: "What's your household's total monthly income?" },
      ],
    );
    expect(out.updates.moveInDate).toBe('2027-01-01');
  });
});

describe('a household of one said in passing', () => {
  it.each([
    "one cat, she's 12 and super chill. it would just be me",
    "march 1st works, i'll be living alone",
  ])('counts one resident: %s', async (message) => {
    const out = await turn(message, 'PETS', {});
    expect(out.updates.totalResidents).toBe(1);
  });

  it.each([
    "yep that's me! we'd like to move in march",
    "Hi, it's me again! is it still available?",
  ])('counts no one from a greeting: %s', async (message) => {
    const out = await turn(message, 'MOVE_IN_DATE', { pets: false, smoking: false });
    expect(out.updates.totalResidents).toBeUndefined();
  });
});

describe('a steering question about the people one would live with', () => {
  it.each([
    "i'm 34, would i be way older than everyone else in the house?",
    'are the housemates mostly grad students or young professionals?',
  ])('gets the equal-housing answer, never the manager: %s', async (message) => {
    const out = await builtInAssistant.reply(turnInput(message));
    expect(out.text).toContain(EQUAL_OPPORTUNITY_STATEMENT);
    expect(out.unanswered).toEqual([]);
  });
});

describe('who lives there, asked beside a need or an origin', () => {
  it.each([
    "are there other families like ours? we're vietnamese and just moved to the state",
    'are there other wheelchair users in the building? my son would like to meet others like him',
  ])('gets the equal-housing answer, not the accommodation reply: %s', async (message) => {
    const out = await builtInAssistant.reply(turnInput(message));
    expect(out.text).toContain(EQUAL_OPPORTUNITY_STATEMENT);
    expect(out.text).not.toContain('Reasonable accommodation');
  });
});

describe("a place's rule on children", () => {
  const lines = [
    {
      text: 'The gymnasium is open 6 a.m. to 10 p.m., and children under 14 come with an adult.',
      source: 'Common area policy',
    },
    { text: 'Guests may use the gym with a resident present.', source: 'Guest policy' },
  ];
  const lookUp = Object.assign(() => null, { sentences: () => lines });

  it('answers a question of the place from the rule', async () => {
    const out = await builtInAssistant.reply(
      turnInput('are kids allowed in the gym if a parent is with them?', { lookUp }),
    );
    expect(out.text).toContain('children under 14 come with an adult');
    expect(out.text).not.toContain('equal housing opportunity');
  });

  it('leaves whether children may live there to the equal-housing answer', async () => {
    const out = await builtInAssistant.reply(turnInput('do you allow kids?', { lookUp }));
    expect(out.text).toContain('equal housing opportunity');
  });
});

describe('an animal counted beside a question that names it', () => {
  it.each([
    ['depends — are cats ok? I have one', { catCount: 1, dogCount: 0 }],
    ['does a dog count? bc i have a little one, like 12 lbs', { dogCount: 1, dogSizeLbs: 12 }],
  ])('%s', async (message, stored) => {
    const out = await turn(message, 'PETS', {});
    expect(out.updates).toMatchObject({ pets: true, ...stored });
  });
});

describe('a statement with "when" in it', () => {
  it.each([
    "ha my dad drove 66 in a '57 bel air when i was a kid. this place looks like one of his postcards",
    "k i'll text when i land",
  ])('asks nothing of the manager: %s', async (message) => {
    const out = await turn(message, null, {});
    expect(out.unanswered).toEqual([]);
  });
});

describe('a rule asked of an animal', () => {
  it('is never read as a question about who lives there', async () => {
    const out = await turn(
      'do dogs have to stay out of that old cemetery next to the building? we walk ours a lot. thanks - Keisha',
      null,
      {},
    );
    expect(out.text).not.toContain('equal housing opportunity');
  });
});

describe("a dog's weight asked about", () => {
  it('says a weight within the limit is within it, and one above it is noted', async () => {
    const within = await turn('my pup is 35 lbs, does she make the cut?', 'PETS', {}, [], {
      maxDogSizeLbs: 40,
    });
    expect(within.text).toContain('A 35 lb dog is within the 40 lb limit here.');
    const above = await turn('my dog is 55 lbs, is that ok?', 'PETS', {}, [], {
      maxDogSizeLbs: 40,
    });
    expect(above.text).not.toContain('within');
    expect(above.text).toContain('dogs are limited to 40 lb');
    // Another question beside the weight is not about the limit.
    const loose = await turn('about 35 lbs. can he run loose in the yard?', 'PETS', {}, [], {
      maxDogSizeLbs: 40,
    });
    expect(loose.text).not.toContain('within the 40 lb limit');
  });
});

describe('a question asked beside the answer', () => {
  it('is looked up without the date that answered', async () => {
    const lookUp = (question: string) => {
      return /bathtub/.test(question) && !/january/i.test(question)
        ? { answer: 'Loft 2B has a walk-in shower.', sources: [] }
        : null;
    };
    const out = await builtInAssistant.reply(
      turnInput('January 1st. does 2B have a bathtub?', {
        pendingQuestion: 'MOVE_IN_DATE',
        lookUp,
      }),
    );
    expect(out.updates.moveInDate).toMatch(/-01-01$/);
    expect(out.text).toContain('walk-in shower');
  });
});

describe('a correction when two answers were the same number', () => {
  const before: TurnInput['history'] = [
    { role: 'assistant', content: 'How many people will live there?' },
    { role: 'user', content: '2' },
    { role: 'assistant', content: 'How many pets will live with you?' },
    { role: 'user', content: '2' },
    { role: 'assistant', content: 'What is your monthly income?' },
  ];
  const stored = { ...earlier, pets: true, totalResidents: 2, totalPetCount: 2 };

  it('corrects the one Athena had asked last', async () => {
    const out = await turn('sorry, I meant 3', 'MONTHLY_INCOME', stored, before);
    expect(out.updates.totalPetCount).toBe(3);
    expect(out.updates.totalResidents).toBeUndefined();
  });

  it('reads the value said, not the one said away', async () => {
    const out = await turn('oops, 3 not 2', 'MONTHLY_INCOME', stored, before);
    expect(out.updates.totalPetCount).toBe(3);
  });
});

describe('a visit that is not a viewing', () => {
  it('takes a question about guests coming over for a question, not a wish to see the home', async () => {
    const out = await builtInAssistant.reply(
      turnInput('is there a guest suite my parents could book when they come visit', {
        status: 'PRE_SCREENING_COMPLETE',
      }),
    );
    expect(out.text).not.toMatch(/see it in person/);
    expect(out.unanswered.length).toBe(1);
  });

  it('still takes a viewing with someone else along', async () => {
    const out = await builtInAssistant.reply(
      turnInput('can my mom come see it with me saturday', { status: 'PRE_SCREENING_COMPLETE' }),
    );
    expect(out.text).toMatch(/see it in person/);
  });
});

describe('a school asked about', () => {
  it('is a fact to pass on when it asks which school serves the home', async () => {
    const out = await turn('what elementary school would my kids go to', 'PETS', {});
    expect(out.text).not.toContain(EQUAL_OPPORTUNITY_STATEMENT);
    expect(out.unanswered).toEqual(['what elementary school would my kids go to']);
  });

  it('gets the equal-housing answer when it asks how good the schools are', async () => {
    const out = await turn('which schools would my kids go to and are they any good?', 'PETS', {});
    expect(out.text).toContain(EQUAL_OPPORTUNITY_STATEMENT);
  });
});

describe('an elevator asked of moving furniture in', () => {
  it('is no accommodation request; one with a need named is', async () => {
    const kinds = async (message: string) =>
      ((await turn(message, 'PETS', {})).attention ?? []).map((a) => a.kind);
    expect(
      await kinds('how would i even get my sectional up there without an elevator'),
    ).not.toContain('ACCOMMODATION_REQUEST');
    expect(await kinds('is there an elevator? my knees are bad and the couch is heavy')).toContain(
      'ACCOMMODATION_REQUEST',
    );
  });
});

describe('help asked for because of a health condition', () => {
  it('is an accommodation request, flagged to the manager', async () => {
    const out = await turn(
      'I get dizzy spells from a heart condition, could someone else handle the mowing rule for me',
      'PETS',
      {},
    );
    expect(out.attention?.map((a) => a.kind)).toContain('ACCOMMODATION_REQUEST');
  });

  it('is not heard in a repair asked for with no need', async () => {
    const out = await turn(
      'Could someone change the bulb in the hallway? the ladder is too short',
      'PETS',
      {},
    );
    expect(out.attention?.map((a) => a.kind) ?? []).not.toContain('ACCOMMODATION_REQUEST');
  });
});

describe('a way of communicating asked for because of a need', () => {
  it('is granted and flagged, the way that is the trouble left out', async () => {
    const out = await turn(
      'my son is autistic and gets really overwhelmed on the phone, can we do everything by text or email',
      'PETS',
      {},
    );
    expect(out.attention?.map((a) => a.kind)).toContain('ACCOMMODATION_REQUEST');
    expect(out.text).toContain('by e-mail and by text message');
    expect(out.text).not.toMatch(/by phone/);
  });

  it('grants a call when texting is what is hard', async () => {
    const out = await turn(
      'could someone call me instead? texting is really hard for me with my hands',
      'PETS',
      {},
    );
    expect(out.text).toContain('by phone call');
    expect(out.text).not.toContain('by text message');
  });
});

describe('a statement that asks to be confirmed', () => {
  it('after an answer only checks the answer: stored, nothing passed to the manager', async () => {
    for (const [message, step] of [
      ['march 1st works, right?', 'MOVE_IN_DATE'],
      ['just the 2 of us, right', 'TOTAL_RESIDENTS'],
    ] as const) {
      const out = await turn(message, step, { pets: false, smoking: false });
      expect(Object.keys(out.updates).length).toBeGreaterThan(0);
      expect(out.unanswered).toEqual([]);
    }
  });

  it.each([
    'theres a dishwasher in the kitchen right',
    'water and trash on us or the owner',
    'if one of my roommates doesnt pay rent am i on the hook for it',
    'my lab is 64 lbs can she come',
  ])('is a question, not a statement to thank: %s', async (message) => {
    const out = await turn(message, 'PETS', {});
    expect(out.text).not.toContain('thank you for letting me know');
    expect(out.unanswered.length).toBeGreaterThan(0);
  });

  it.each([
    ['never weighed him. medium-ish?', 'PET_DOG_SIZE'],
    ["he's a puppy, still growing, no clue what he'll end up at", 'PET_DOG_SIZE'],
    ["I've never actually weighed him. Medium-ish?", 'PET_DOG_SIZE'],
    ['no clue what he weighs tbh, medium-ish?', 'PET_DOG_SIZE'],
  ] as const)(
    'asks again after a hedge, even one said as a question: %s',
    async (message, step) => {
      const out = await turn(message, step, { pets: true, dogCount: 1 });
      expect(out.unanswered).toEqual([]);
      expect(out.updates.dogSizeLbs).toBeUndefined();
      expect(out.text).toMatch(/best estimate|not sure/i);
    },
  );

  it('still moves the move-in day when the question says moving', async () => {
    const out = await turn(
      'could we move in april 1 instead, is that ok?',
      'MONTHLY_INCOME',
      earlier,
    );
    expect(out.updates.moveInDate).toBe('2027-04-01');
  });
});
