import { describe, expect, it } from 'vitest';
import { accessibilityReply, incomeSourceReply, lookUpParts, questionParts } from './respond.ts';
import { turnInput } from './turn.fixtures.ts';

describe('the questions of one message', () => {
  it.each([
    [
      'what hours is the gym open and til when can we use the roof',
      ['what hours is the gym open', 'til when can we use the roof'],
    ],
    ['is there a pool and why is it closed', ['is there a pool', 'why is it closed']],
    // The answer before the question is not part of it.
    [
      'no. is the wood stove hard to run? never had one',
      ['is the wood stove hard to run?', 'never had one'],
    ],
    // A statement of one's own before a question is what the question is about.
    ['we got a 20ft fishing boat, where would that live', []],
    // What announces the questions is not part of them.
    [
      'Two things: are cats okay, and how much is the security deposit?',
      ['are cats okay', 'how much is the security deposit?'],
    ],
    [
      'whats the late fee on 2S and is there a grace period',
      ['whats the late fee on 2S', 'is there a grace period'],
    ],
    // A dash between two questions parts them; after a statement it does not.
    [
      'Four of us. Is the Nave big enough — how many bedrooms does it have?',
      ['Four of us. Is the Nave big enough', 'how many bedrooms does it have?'],
    ],
    ["I'm Remote most days so the lounge matters — how late can I use it?", []],
  ])('%s', (message, parts) => {
    expect(questionParts(message)).toEqual(parts);
  });
});

describe('the reply to an accessibility question', () => {
  it('looks up the home it names with the thing asked about', () => {
    const ramp = 'Unit 22: "The side door has a wooden ramp with handrails."';
    const message =
      'I need to roll in through the side door of 22 — is the ramp wide enough for a power chair?';
    const input = turnInput(message, {
      // Only a look-up that names the home finds its facts (another home's, as in the index).
      lookUp: (question) =>
        /\bunit (?:22|a)\b/i.test(question) && /ramp/.test(question)
          ? { answer: ramp, sources: [] }
          : null,
    });
    const reply = accessibilityReply(input, message);
    expect(reply).toContain('wooden ramp');
    expect(reply).toContain('passed your message to the property manager');
    // 'a power chair' names no home 'A'.
    expect(
      accessibilityReply(
        turnInput('i use a power chair, is there a ramp?', input),
        'i use a power chair, is there a ramp?',
      ),
    ).not.toContain('wooden ramp');
  });

  it('says how the thing named is reached when nothing else answers', () => {
    const lift = 'Property details: "The pool has a lift chair."';
    const message =
      "can someone who can't climb a ladder get into the pool? i have a spinal injury";
    const input = turnInput(message, {
      lookUp: (question) =>
        /^is the pool accessible/.test(question) ? { answer: lift, sources: [] } : null,
    });
    expect(accessibilityReply(input, message)).toContain('lift chair');
  });

  it('says the accessible spaces when a space near the door is asked beside other needs', () => {
    const facts: [RegExp, string][] = [
      [/^accessible parking/, 'Two van-accessible parking spaces are next to the ramp.'],
      [/elevator/, 'The elevator reaches every floor.'],
      [/ramp/, 'The entrance has a ramp.'],
      [/parking space/, 'Garage spaces are $90 a month.'],
      [/walker/, 'The gym has a treadmill.'],
    ];
    const message =
      'i use a walker on bad days (MS). is there an elevator, and could i get a parking space close to the door?';
    const input = turnInput(message, {
      lookUp: (question) => {
        const found = facts.find(([asked]) => asked.test(question));
        return found ? { answer: found[1], sources: [] } : null;
      },
    });
    expect(accessibilityReply(input, message)).toContain('van-accessible');
  });

  it('gives the fact nearest the need when it says how a home is reached, and no other', () => {
    const message =
      'My husband uses a walker. Is there an apartment without stairs and with a shower he can step into safely?';
    const nearest = (fact: string) =>
      turnInput(message, {
        lookUp: Object.assign(() => null, { sentences: () => [], nearest: () => fact }),
      });
    const ramp = 'The Vestry has its own step-free entrance by a gentle ramp.';
    expect(accessibilityReply(nearest(ramp), message)).toContain(ramp);
    const stairs = 'Resident keeps stairways clear.';
    expect(accessibilityReply(nearest(stairs), message)).not.toContain(stairs);
    const trapped = 'Emergencies include a person trapped in an elevator.';
    expect(accessibilityReply(nearest(trapped), message)).not.toContain(trapped);
  });

  it('looks for what the facts call the features for a sense, in the place named', () => {
    const listening =
      'The auditorium has four wheelchair spaces and an assistive listening system.';
    const message =
      "I'm hard of hearing and I love the movie nights. Would there be some kind of hearing help in the auditorium for me?";
    const input = turnInput(message, {
      lookUp: (question) =>
        /assistive listening in the auditorium/.test(question)
          ? { answer: listening, sources: [] }
          : null,
    });
    expect(accessibilityReply(input, message)).toContain('assistive listening');
  });
});

describe('the reply to a way of communicating asked for', () => {
  it('grants it and answers the question of the home asked beside it', () => {
    const alarms = 'Accessibility: "Three apartments have strobe smoke alarms."';
    const message =
      "i'm deaf. is there an apartment with the flashing smoke alarms? and can the office text me instead of calling";
    const asked: string[] = [];
    const input = turnInput(message, {
      lookUp: (question) => {
        asked.push(question);
        return /smoke alarms/.test(question) && !/text me/.test(question)
          ? { answer: alarms, sources: [] }
          : null;
      },
    });
    const reply = accessibilityReply(input, message);
    expect(reply).toContain('by text message from now on');
    expect(reply).toContain('strobe smoke alarms');
    // The request to be texted is no question of the home.
    expect(asked.some((q) => /text me/.test(q))).toBe(false);
  });
});

describe('the parts of a compound question', () => {
  /** Every question the turn looks up for a message, in order (no fact answers any). */
  const asked = (message: string) => {
    const questions: string[] = [];
    lookUpParts(
      turnInput(message, {
        lookUp: (question) => {
          questions.push(question);
          return null;
        },
      }),
      message,
    );
    return questions;
  };

  it('reads a pronoun as the thing the part before asked to be allowed', () => {
    expect(asked('cats ok? any fees for them')).toContain('any fees for cats');
  });

  it('reads a short question about "it" with the part it points back at, first', () => {
    const questions = asked('is there a pool? what months is it open');
    expect(questions.indexOf('is there a pool? what months is it open')).toBeLessThan(
      questions.indexOf('what months is it open'),
    );
  });

  it('asks the first of two questions put as alternatives, not of a quality and its other', () => {
    expect(asked('is mowing on us or do yall have a crew')).toContain('is mowing on us');
    expect(asked('is the basement finished or is it just storage')).not.toContain(
      'is the basement finished',
    );
  });

  it('reads "he" as the animal named before, never as a person named', () => {
    expect(asked('i have a sweet old golden retriever, hes super calm, would he be ok?')).toContain(
      'would a dog be ok?',
    );
    expect(
      asked('my son has a cat, would he be ok to visit?').some((q) => q.includes('a cat be ok')),
    ).toBe(false);
  });

  it('reads "it" after a doing as the thing the part before named', () => {
    expect(asked('whats the deposit and can i split it into chunks')).toContain(
      'can i split the deposit into chunks',
    );
  });

  it('reads "up there" as the place the part before asked about', () => {
    expect(
      asked('does the loft have an oven? and is there a dishwasher up there').some(
        (q) => /dishwasher up the \w+/.test(q) && !/up there/.test(q),
      ),
    ).toBe(true);
  });

  it.each([
    ['Hello, Sam Reyes here. Is the heat included?', 'Is the heat included'],
    [
      'Old brick buildings are always drafty in my experience — do I pay for heat on top of rent?',
      'do I pay for heat on top of rent',
    ],
  ])('looks up the question without the sentence said before it: %s', (message, question) => {
    const heat = 'Heat is included in the rent.';
    const input = turnInput(message, {
      lookUp: (asked) => (asked === question ? { answer: heat, sources: [] } : null),
    });
    expect(lookUpParts(input, message).answers).toEqual([heat]);
  });

  /** Facts that answer only renter's insurance, cats and AC, whatever else is asked. */
  const insurance = "Keep renter's insurance with $100,000 of liability coverage.";
  const cats = 'Cats are allowed (up to 2).';
  const cooling = 'Each room has its own mini-split for heating and cooling.';
  const known = turnInput('', {
    lookUp: (question) => {
      const answer = /insurance/i.test(question)
        ? insurance
        : /cats/i.test(question)
          ? cats
          : /\bAC\b/.test(question)
            ? cooling
            : null;
      return answer ? { answer, sources: [] } : null;
    },
  });

  it('passes on a question the answer beside it does not answer', () => {
    for (const message of [
      'is it in a flood zone? do i need renters insurance?',
      'do i need renters insurance? is it in a flood zone?',
    ])
      expect(lookUpParts(known, message)).toEqual({
        answers: [insurance],
        missing: ['is it in a flood zone?'],
      });
  });

  it.each([
    'are cats ok? how many can i have',
    'does it matter? are cats allowed either way',
    'so theres no AC?? am i gonna melt in july',
  ])('lets the question beside it answer a part that leans on it: %s', (message) => {
    expect(lookUpParts(known, message).missing).toEqual([]);
  });

  it('takes a part as answered when the fact nearest to it is in an answer already given', () => {
    const gym =
      'The fitness center is open 24 hours, and the coworking lounge has four private phone rooms.';
    const lookUp = Object.assign(
      (question: string) => (/gym/i.test(question) ? { answer: gym, sources: [] } : null),
      {
        nearest: (question: string) =>
          /work/i.test(question)
            ? 'the coworking lounge has four private phone rooms'
            : /pool/i.test(question)
              ? 'The pool is open from May to September.'
              : null,
      },
    );
    const input = turnInput('', { lookUp });
    expect(
      lookUpParts(
        input,
        "is there a gym, and is there anywhere to work that isn't my kitchen table",
      ),
    ).toEqual({ answers: [gym], missing: [] });
    // A nearest fact no answer says leaves the part unanswered.
    expect(lookUpParts(input, 'is there a gym, and is the pool heated?').missing).toEqual([
      'is the pool heated?',
    ]);
  });

  it('takes a part about what was just asked as answered by what was said of it', () => {
    const room = 'The community room can be reserved for events of up to 40 people.';
    const input = turnInput('', {
      lookUp: (question) =>
        /^could we use the community room/i.test(question) ? { answer: room, sources: [] } : null,
    });
    expect(
      lookUpParts(
        input,
        "could we use the community room for my daughter's quince? and how many people can fit in there",
      ),
    ).toEqual({ answers: [room], missing: [] });
  });

  it('keeps a second verb of the same question with it', () => {
    expect(
      questionParts('what happens if i get a job in another city and have to leave early'),
    ).toEqual([]);
  });
});

describe('the reply about a voucher', () => {
  const policy = 'Rent assistance programs';
  const lines = [
    { text: 'We accept Housing Choice Vouchers (Section 8) and VASH vouchers.', source: policy },
    { text: 'Our income guideline is 2.5 times your share of the rent.', source: policy },
    { text: 'Guests may stay 14 nights.', source: 'Guest policy' },
  ];
  const lookUp = Object.assign(
    () => ({ answer: `${policy}: "${lines[0]?.text}"`, sources: [{ topic: 'rent_assistance' }] }),
    { sentences: () => lines },
  );

  it.each([
    'What is the income requirement if Section 8 pays most of my rent?',
    'all my money is SSDI, about 1,400 a month. is that gonna be enough for the little one?',
  ])('quotes the income asked when that is the question: %s', (text) => {
    const reply = incomeSourceReply(turnInput(text, { lookUp }), text).text;
    expect(reply).toContain('2.5 times your share of the rent');
    expect(reply).not.toContain('VASH');
  });

  it('answers the question asked beside the voucher from its own sentence', () => {
    const inspection =
      'Rent assistance programs: "The inspection of a rural home includes a well water test."';
    const withWell = Object.assign(
      (asked: string) =>
        /^is the well/.test(asked)
          ? { answer: inspection, sources: [] }
          : { answer: `${policy}: "${lines[0]?.text}"`, sources: [{ topic: 'rent_assistance' }] },
      { sentences: () => lines },
    );
    const text = 'section 8 thru san marcos. is the well going to be a problem for the inspection?';
    expect(incomeSourceReply(turnInput(text, { lookUp: withWell }), text).text).toContain(
      'well water test',
    );
  });

  it('quotes whether vouchers are accepted when that is the question', () => {
    const text = 'do you take section 8?';
    const reply = incomeSourceReply(turnInput(text, { lookUp }), text).text;
    expect(reply).toContain('VASH');
    expect(reply).not.toContain('2.5 times');
  });

  it('needs no confirming when the facts say the source asked counts', () => {
    const payment = 'Payment policy: "A housing stipend in a travel contract counts as income."';
    const noPolicy = Object.assign(() => ({ answer: payment, sources: [] }), {
      sentences: () => [],
    });
    const counts = 'does my housing stipend count toward that?';
    const known = incomeSourceReply(turnInput(counts, { lookUp: noPolicy }), counts);
    expect(known.known).toBe(true);
    expect(known.text).toContain('counts as income');
    expect(known.text).not.toContain('confirm the details');
    // Asked of another thing than counting, the manager still confirms it.
    const paysDirect = 'my stipend program would pay my rent straight to you, is that ok';
    const other = incomeSourceReply(turnInput(paysDirect, { lookUp: noPolicy }), paysDirect);
    expect(other.known).toBe(false);
    expect(other.text).toContain('confirm the details');
  });
});
