import { describe, expect, it } from 'vitest';
import { MAPLE_COURT } from './knowledge.fixtures.ts';
import { answerQuestion, buildKnowledgeIndex, indexFacts, rankFacts } from './retrieve.ts';

const index = buildKnowledgeIndex(MAPLE_COURT);

/** [question, id of the fact that must answer first, words the answer must quote]. */
const ANSWERED: [string, string, string][] = [
  ['how much is rent?', 'unit-rent', 'The rent for Unit 4B is $1,850 a month.'],
  ['How much is it?', 'unit-rent', '$1,850 a month'],
  ['is parking included?', 'policy-PARKING_POLICY', 'Parking is not included in the rent.'],
  ['can I have a dog?', 'property-pets', 'Dogs are allowed (up to one), weighing up to 50 lb'],
  // A dog in the words people use for one.
  ['my pup is 35 lbs, does she make the cut?', 'property-pets', 'weighing up to 50 lb'],
  ['can my pooch come', 'property-pets', 'Dogs are allowed (up to one)'],
  ['can I have a German Shepherd?', 'property-pets', 'Pit Bull and Rottweiler are not allowed'],
  // A cap is a limit.
  ['is there a weight cap for dogs?', 'property-pets', 'weighing up to 50 lb'],
  ["what's the deposit?", 'policy-SECURITY_DEPOSIT', "one month's rent ($1,850)"],
  ['whats the deposit gonna run me', 'policy-SECURITY_DEPOSIT', "one month's rent"],
  // Cannabis as people say it; garden weeds are not.
  ['is weed ok? its legal here right', 'policy-SMOKING_POLICY', 'no smoking or vaping'],
  // Late as people say it.
  ['whats the penalty if im a few days behind', 'policy-LATE_FEE_POLICY', 'A $50 late fee'],
  // Money to hold a home is the deposit, not the front door.
  ['how much do i put down to hold it?', 'policy-SECURITY_DEPOSIT', "one month's rent"],
  ['how much do i need up front', 'policy-SECURITY_DEPOSIT', "one month's rent"],
  // Paying for an animal asks its fees, not the pet rules.
  ['do I pay something monthly for him', 'lease-9', 'pet rent of thirty-five dollars'],
  ['do I pay something monthly for them', 'lease-9', 'pet rent of thirty-five dollars'],
  // Keeping it down is being quiet.
  ['when does everybody have to keep it down at night?', 'policy-NOISE_POLICY', 'Quiet hours'],
  ['when do I get my deposit back?', 'policy-SECURITY_DEPOSIT_LIMIT_AND_RETURN', 'within 21 days'],
  ['who pays for water?', 'policy-UTILITIES', 'Tenants pay water and electricity; the landlord'],
  ['do I pay for gas?', 'policy-UTILITIES', 'the landlord pays trash'],
  ['does the rent include water?', 'policy-UTILITIES', 'Tenants pay water'],
  ['how long is the lease?', 'policy-RENTAL_DURATION_MONTHS', 'Leases are 12 months long'],
  ['how much notice do I need to give?', 'policy-MOVE_OUT_NOTICE_PERIOD', "60 days' notice"],
  ['is there a washer in the unit?', 'amenity-IN_UNIT_LAUNDRY', 'a washer and dryer'],
  // What the person tells of themselves is no thing asked about the home.
  ["I'm deaf. is there a washer in the unit?", 'amenity-IN_UNIT_LAUNDRY', 'a washer and dryer'],
  ['do you allow smoking?', 'policy-SMOKING_POLICY', 'no smoking or vaping anywhere'],
  // Smoking is asked, whatever the guests and the spot match elsewhere.
  [
    'where can my friends smoke when they come over',
    'policy-SMOKING_POLICY',
    'no smoking or vaping anywhere',
  ],
  [
    'nobody smokes. is there a smoking spot for guests tho?',
    'policy-SMOKING_POLICY',
    'no smoking or vaping anywhere',
  ],
  // The asker's own place is where it would happen, not a thing asked to exist.
  ['can I smoke on my own patio?', 'policy-SMOKING_POLICY', 'no smoking or vaping anywhere'],
  ['what is the late fee?', 'policy-LATE_FEE_POLICY', 'A $50 late fee applies on the 6th'],
  // Paying after the day rent is due is paying late; 'how much extra' is no rent.
  [
    'if rent goes in a few days after the 5th how much extra is that',
    'policy-LATE_FEE_POLICY',
    'A $50 late fee applies on the 6th',
  ],
  ['can I sublet?', 'policy-SUBLETTING_POLICY', 'Subletting and short-term rentals'],
  // A visit is a guest's stay.
  ['my bf wants to visit for 10 days, is that ok?', 'policy-GUEST_POLICY', 'up to 14 nights'],
  ['how many bedrooms?', 'unit-layout', '2 bedrooms and 1 bathroom'],
  ['how big is the apartment?', 'unit-size', 'Unit 4B is 950 square feet.'],
  ['what is the square footage?', 'unit-size', '950 square feet'],
  ['is there AC?', 'amenity-CENTRAL_AIR', 'central air conditioning'],
  ['pool?', 'amenity-POOL', 'There is a pool.'],
  // Words that only take a turn in the talk ('oh wait', 'hmm') name nothing missing.
  ['oh wait, is there a pool?', 'amenity-POOL', 'There is a pool.'],
  ['can my girlfriend stay over on weekends?', 'policy-GUEST_POLICY', 'up to 14 nights'],
  [
    'could my grandson stay with me for two weeks in July',
    'policy-GUEST_POLICY',
    'up to 14 nights',
  ],
  [
    'my buddy wants to crash for a week, is that allowed?',
    'policy-GUEST_POLICY',
    'up to 14 nights',
  ],
  ['what happens if I break the lease?', 'policy-LEASE_BREAKING_FEES', "two months' rent"],
  ['is the unit available?', 'unit-availability', 'Unit 4B is available now.'],
  ['when can I move in?', 'unit-availability', 'available now'],
  ['how do I pay rent?', 'policy-PAYMENT_METHOD', 'through the resident portal'],
  ['what are the quiet hours?', 'policy-NOISE_POLICY', '10 pm to 8 am'],
  ['where is it?', 'property-overview', '123 Maple Street, Springfield'],
  ['is there a video tour?', 'unit-video', 'https://youtu.be/dQw4w9WgXcQ'],
  ['is there a dishwasher?', 'unit-description', 'a renovated kitchen with a dishwasher'],
  ['do you take Section 8?', 'policy-RENT_ASSISTANCE_PROGRAMS', 'Housing Choice Vouchers'],
  ['is the building wheelchair accessible?', 'policy-ADA_ACCOMMODATION_REQUIREMENTS', 'step-free'],
  // Answered only by the lease text.
  ['when is rent due?', 'lease-2', 'Rent is due in advance on the first (1st) day'],
  ['can I paint the walls?', 'lease-6', 'Tenant shall not paint the walls'],
  ['are waterbeds allowed?', 'lease-6', 'No waterbeds'],
  ['do I need renters insurance?', 'lease-7', '($100,000) of personal liability coverage'],
  ['can I use a grill on the balcony?', 'lease-7', 'Electric grills may be used on balconies.'],
  ['who is responsible for snow removal?', 'lease-8', 'Landlord is responsible for snow removal'],
  ['how many keys do I get?', 'lease-10', 'two (2) keys to the Premises'],
];

describe('answerQuestion on a realistic property', () => {
  it.each(ANSWERED)('answers %j from %s', (question, sourceId, quoted) => {
    const result = answerQuestion(index, question);
    expect(result?.sources[0]?.id).toBe(sourceId);
    expect(result?.answer).toContain(quoted);
  });

  it.each([
    ['is there a gym?'],
    ["what's the wifi password?"],
    ['what is the gate code?'],
    ['is there a rooftop deck?'],
    ['do you have an EV charger?'],
    ["what's the weather like this weekend?"],
    ['is there a doorman?'],
    ['is it furnished?'],
    // A rare thing asked of a known one: the balcony is in the facts, a sprinkler is not.
    ['do the balconies have a sprinkler system?'],
    ['how close is the nearest supermarket to the apartment, I walk everywhere'],
    // What a known thing is asked to do, said nowhere of it.
    ['do the windows actually open?'],
    ['hi'],
    [''],
  ])('returns null for %j, which no fact answers', (question) => {
    expect(answerQuestion(index, question)).toBeNull();
  });

  it('reads no fact on "before" alone', () => {
    expect(answerQuestion(index, 'oh before i forget')).toBeNull();
    expect(answerQuestion(index, 'how much notice before moving out?')?.answer).toContain(
      "60 days' notice",
    );
  });

  it('reads no fact on a word like "without" alone', () => {
    expect(answerQuestion(index, 'is there one without a balcony?')?.answer).not.toContain(
      'without written consent',
    );
  });

  it('answers things asked together from the one the facts name', () => {
    // The facts give a dishwasher, never a microwave.
    expect(
      answerQuestion(
        index,
        'do i need to bring a microwave and a dishwasher or are those there already',
      )?.answer,
    ).toContain('dishwasher');
    // A kind of a thing is no second thing: 'a gas stove or electric' asks of a stove.
    expect(answerQuestion(index, 'does the kitchen have a gas stove or electric')).toBeNull();
  });

  it('reads a rare thing in a statement around the question as scene, not as what is asked', () => {
    expect(
      answerQuestion(index, 'my saxophone is loud, what are the quiet hours?')?.answer,
    ).toContain('Quiet hours are 10 pm to 8 am');
    expect(
      answerQuestion(index, 'we own a trampoline, can I use a grill on the balcony?')?.answer,
    ).toContain('grills');
  });

  it('names each source as people should see it', () => {
    expect(answerQuestion(index, 'how much is rent?')?.sources[0]?.source).toBe('Unit 4B');
    expect(answerQuestion(index, 'is there AC?')?.sources[0]?.source).toBe('Property details');
    expect(answerQuestion(index, "what's the deposit?")?.sources[0]?.source).toBe(
      'Security deposit policy',
    );
    expect(answerQuestion(index, 'can I paint the walls?')?.sources[0]?.source).toBe('the lease');
  });

  it("numbers a lease quote by the lease's own clause, never by the passage's place", () => {
    // The walls are clause 8 of the lease, in its 6th passage.
    expect(answerQuestion(index, 'can I paint the walls?')?.answer).toMatch(
      /^Per the lease \(section 8\): "Tenant shall not paint the walls/,
    );
  });

  it('quotes a lease passage as the lease, cut to the sentences that answer', () => {
    const result = answerQuestion(index, 'do I need renters insurance?');
    expect(result?.answer).toMatch(
      /^Per the lease \(section 10\): "Tenant shall keep a renter's insurance policy/,
    );
    expect(result?.answer).not.toContain('BALCONIES AND GRILLS');
    expect(result?.answer.length).toBeLessThan(360);
  });

  it("quotes the manager's policy text under its label", () => {
    expect(answerQuestion(index, 'can I sublet?')?.answer).toBe(
      'Subletting policy: "Subletting and short-term rentals (including Airbnb) are not allowed without the landlord\'s written consent."',
    );
  });

  it('adds a second fact when it is nearly as relevant as the first', () => {
    const result = answerQuestion(index, 'how much is parking?');
    expect(result?.sources.map((fact) => fact.id).sort()).toEqual([
      'amenity-ON_SITE_PARKING',
      'policy-PARKING_POLICY',
    ]);
    expect(result?.answer).toContain('On-site parking is available for $75 a month.');
  });

  it('answers with the policy alone when a lease passage only shares a word', () => {
    // Lease section 5 asks tenants to test the smoke detectors; that is no smoking rule.
    const result = answerQuestion(index, 'do you allow smoking?');
    expect(result?.sources.map((fact) => fact.id)).toEqual(['policy-SMOKING_POLICY']);
    expect(result?.answer).not.toContain('detectors');
  });

  it('ranks only relevant facts, best first', () => {
    const ranked = rankFacts(index, 'what is the late fee?');
    expect(ranked[0]?.fact.id).toBe('policy-LATE_FEE_POLICY');
    const scores = ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked.map((r) => r.fact.topic)).not.toContain('pets');
  });

  it('never answers with an access code, even when a fact mentions one', () => {
    const withCode = indexFacts([
      {
        id: 'policy-ENTRY',
        topic: 'entry',
        text: 'The door code is 4411.',
        keywords: ['door code entry'],
        source: 'Entry',
        kind: 'quoted',
      },
    ]);
    expect(answerQuestion(withCode, 'what is the door code?')).toBeNull();
  });

  it('indexes facts with a repeated id once, keeping the first', () => {
    const fact = {
      id: 'x',
      topic: 'pool',
      text: 'There is a pool.',
      keywords: ['pool'],
      source: 'Property details',
      kind: 'generated' as const,
    };
    const twice = indexFacts([fact, { ...fact, text: 'There is no pool.' }]);
    expect(answerQuestion(twice, 'pool?')?.answer).toBe('There is a pool.');
  });

  it('does not mistake a push pin for a PIN code', () => {
    expect(answerQuestion(index, 'can I hang pictures with pins or nails?')?.sources[0]?.id).toBe(
      'lease-6',
    );
  });

  it('reads a word one letter off a term of the facts as that term', () => {
    expect(answerQuestion(index, 'dishwaser?')?.answer).toContain('dishwasher');
  });

  it('does not take a real word for a misspelling of a term', () => {
    // 'flooded' is near 'floors' (the description's hardwood floors): an English word, kept.
    const answer = answerQuestion(index, 'has the apartment ever flooded?')?.answer ?? '';
    expect(answer).toContain('flooding');
    expect(answer).not.toContain('hardwood floors');
  });

  it('leaves to the manager what a home could have that no fact mentions', () => {
    expect(answerQuestion(index, 'is there a gym?')).toBeNull();
    expect(answerQuestion(index, 'what is the application fee?')).toBeNull();
    expect(answerQuestion(index, "how's the water pressure?")).toBeNull();
  });

  it('answers around the words that only set the scene', () => {
    expect(
      answerQuestion(index, 'can i sublet over the summer while im traveling')?.sources[0]?.id,
    ).toBe('policy-SUBLETTING_POLICY');
  });

  it('still ranks a question with a typo next to a real word', () => {
    expect(answerQuestion(index, 'is the secuity deposit refundable?')?.sources[0]?.topic).toBe(
      'deposit',
    );
  });
});

describe('answerQuestion quoting a policy of many topics', () => {
  it('quotes the duties only where they speak of what was asked', () => {
    const duties = buildKnowledgeIndex({
      ...MAPLE_COURT,
      attributes: [
        ...MAPLE_COURT.attributes.filter((a) => a.attributeType !== 'TENANT_RESPONSIBILITIES'),
        {
          attributeType: 'TENANT_RESPONSIBILITIES',
          textContent:
            'Clean the window AC filters monthly. Put the trash carts out the night before pickup. Shovel your own steps.',
          numericValue: null,
        },
      ],
    });
    const answer = answerQuestion(duties, 'who cleans the window ac filters?')?.answer ?? '';
    expect(answer).toContain('Clean the window AC filters monthly.');
    expect(answer).not.toContain('trash carts');
  });
});

describe('answerQuestion on something done about pests', () => {
  const pests = buildKnowledgeIndex({
    ...MAPLE_COURT,
    attributes: [
      ...MAPLE_COURT.attributes.filter(
        (a) => a.attributeType !== 'PROPERTY_MANAGER_RESPONSIBILITIES',
      ),
      {
        attributeType: 'PROPERTY_MANAGER_RESPONSIBILITIES',
        textContent: 'Pest control, including scorpions and roaches, is done every other month.',
        numericValue: null,
      },
    ],
  });
  it.each([
    'do yall spray for bugs? scorpions freak me out',
    'do you guys do anything about roaches',
  ])('%s', (question) => {
    expect(answerQuestion(pests, question)?.answer).toContain('every other month');
  });
});

/** Maple Court with no policies and one lease passage. */
const leaseOnly = (content: string) =>
  buildKnowledgeIndex({ ...MAPLE_COURT, attributes: [], leaseChunks: [{ position: 0, content }] });

describe('answerQuestion on a limit', () => {
  it('reads a limit asked of something as its rule, not a thing the home lacks', () => {
    // No policies: none of the facts says 'limit'.
    const index = leaseOnly('11. GUESTS. Guests may stay up to 14 nights in a row.');
    expect(
      answerQuestion(index, 'is there a limit on how many nights a guest can stay?')?.answer,
    ).toContain('14 nights');
  });
});

describe('answerQuestion on a view', () => {
  it('does not read looking out over something as a wish to look at the home', () => {
    const index = buildKnowledgeIndex(MAPLE_COURT);
    expect(answerQuestion(index, 'does it look out over the river?')?.answer ?? '').not.toContain(
      'viewing',
    );
  });
});

describe('answerQuestion on who may live there', () => {
  const occupancy = buildKnowledgeIndex({
    ...MAPLE_COURT,
    leaseChunks: [
      {
        position: 0,
        content:
          '8. OCCUPANCY. Only the persons named on the signature page may live in the apartment: no more than two persons in a one-bedroom and four persons in a two-bedroom. 9. CLUBHOUSE. The clubhouse may be reserved for events of up to 30 people.',
      },
    ],
  });
  it.each(['how many people are even allowed in a 1 bedroom', 'whats the occupancy limit'])(
    '%s',
    (question) => {
      const answer = answerQuestion(occupancy, question)?.answer ?? '';
      expect(answer).toContain('no more than two persons in a one-bedroom');
    },
  );
  it('finds the rule on who may live there where the facts never say "occupancy"', () => {
    const index = buildKnowledgeIndex({
      ...MAPLE_COURT,
      leaseChunks: [
        {
          position: 0,
          content:
            '15. SEPTIC. Because of the size of the septic system, no more than four persons may live in the home.',
        },
      ],
    });
    expect(answerQuestion(index, 'how many people are allowed to live here')?.answer).toContain(
      'no more than four persons',
    );
  });

  it('reads texting shorthand and a rule said as who may live there', () => {
    const index = leaseOnly(
      '8. HOUSEHOLD. Tenant arranges internet. No more than four persons may live in Half A and no more than three persons in Half B.',
    );
    for (const question of ['how many ppl max in B', 'how many people can live in B'])
      expect(answerQuestion(index, question)?.answer).toContain('no more than three persons');
  });

  it('reads how many a room of the building holds as that room, not the occupancy rule', () => {
    const answer = answerQuestion(occupancy, 'how many people can fit in the clubhouse')?.answer;
    expect(answer).toContain('up to 30 people');
    expect(answer).not.toContain('two persons');
  });
});

describe('answerQuestion and the fair housing statement', () => {
  const index = buildKnowledgeIndex({
    ...MAPLE_COURT,
    attributes: [
      ...MAPLE_COURT.attributes.filter((a) => a.attributeType !== 'FAIR_HOUSING_ACT_COMPLIANCE'),
      {
        attributeType: 'FAIR_HOUSING_ACT_COMPLIANCE',
        textContent:
          'We follow the federal Fair Housing Act. This is not a senior community: people of every age are welcome.',
        numericValue: null,
      },
    ],
  });

  it('is no answer to a question that shares only the law name', () => {
    expect(
      answerQuestion(index, 'everyone keeps telling me all the old houses are haunted')?.answer ??
        '',
    ).not.toContain('Fair Housing');
  });

  it('answers what it says', () => {
    expect(answerQuestion(index, 'is this one of those senior communities?')?.answer).toContain(
      'not a senior community',
    );
  });
});

describe('answerQuestion on when something happens', () => {
  const index = buildKnowledgeIndex({
    ...MAPLE_COURT,
    leaseChunks: [
      {
        position: 0,
        content:
          '17. TRASH. Put the trash carts out after 6 p.m. Monday and bring them in by 8 p.m. Tuesday. 18. RENT. Rent is due on the first day of each month.',
      },
    ],
  });
  it.each(['what day is trash pickup', 'what day does the garbage get picked up'])(
    'answers with the sentence that gives the time: %s',
    (question) => {
      expect(answerQuestion(index, question)?.answer).toContain('Monday');
    },
  );
});

describe('answerQuestion on income asked as what one must make', () => {
  const withGuideline = buildKnowledgeIndex({
    ...MAPLE_COURT,
    attributes: [
      ...MAPLE_COURT.attributes,
      {
        attributeType: 'PAYMENT_POLICY',
        textContent: 'Household income should be at least 3 times the monthly rent.',
        numericValue: null,
      },
    ],
  });
  it.each([
    'what do I need to make to qualify for the 2 bed',
    'how much do i have to earn',
    'do we make enough on 4k a month?',
  ])('%s', (question) => {
    expect(answerQuestion(withGuideline, question)?.answer).toContain('3 times the monthly rent');
  });
});

describe('answerQuestion on any input', () => {
  it.each([
    ['a 10,000-character message', `is there parking? ${'blah '.repeat(2_000)}`],
    ['HTML', '<p onclick="x()">Is <b>parking</b> included?</p><script>alert(1)</script>'],
    ['object property names', 'constructor __proto__ toString hasOwnProperty'],
    ['emoji and symbols', '🐶🐱?? $$$ ### %%%'],
    ['only stop words', 'is it there and what?'],
  ])('does not throw on %s', (_, question) => {
    expect(() => answerQuestion(index, question)).not.toThrow();
  });

  it('reads HTML as its text', () => {
    expect(answerQuestion(index, '<p>Is <b>parking</b> included?</p>')?.sources[0]?.topic).toBe(
      'parking',
    );
  });

  it('searches only the start of a very long message', () => {
    const buried = `${'tell me more '.repeat(100)} can I sublet?`;
    expect(answerQuestion(index, buried)).toBeNull();
  });

  it('returns null for a non-string question and for an empty index', () => {
    expect(answerQuestion(index, undefined as unknown as string)).toBeNull();
    expect(answerQuestion(indexFacts([]), 'how much is rent?')).toBeNull();
  });

  it('builds an index for a property with nothing filled in', () => {
    const empty = buildKnowledgeIndex({
      property: {
        address: '',
        name: null,
        type: 'OTHER',
        amenities: [],
        parkingPrice: null,
        description: null,
        dogsAllowedCount: null,
        catsAllowedCount: null,
        petsAllowedCount: null,
        restrictedDogBreeds: [],
        maxDogSizeLbs: null,
      },
      attributes: [],
      leaseChunks: [],
      viewing: { mode: 'TEXT', durationMinutes: 30 },
    });
    expect(answerQuestion(empty, 'can I have a dog?')).toBeNull();
    expect(answerQuestion(empty, 'can I see it?')?.sources[0]?.id).toBe('viewing');
  });
});

describe('answerQuestion of a place for a thing', () => {
  /** Maple Court with one more policy of the manager's. */
  const withPolicy = (attributeType: string, textContent: string) =>
    buildKnowledgeIndex({
      ...MAPLE_COURT,
      attributes: [
        ...(MAPLE_COURT.attributes ?? []),
        { attributeType, textContent, numericValue: null },
      ],
    });
  const index = withPolicy(
    'COMMON_AREA_POLICY',
    'Each apartment has one caged storage locker on the lower level.',
  );

  it('reads "trash pickup" as when the trash goes, said in any words', () => {
    const trash = withPolicy(
      'TENANT_RESPONSIBILITIES',
      'Trash day is Thursday: carts at the curb by 7 a.m.',
    );
    // The lease's bulky-item pickup answers too; the question is no thing the facts lack.
    expect(answerQuestion(trash, 'which day is trash pickup on that street')?.answer).toMatch(
      /Thursday|first Monday/,
    );
  });

  it('reads a kind of outdoor space asked as the kind the home has', () => {
    const patio = withPolicy('COMMON_AREA_POLICY', 'Each townhome has its own fenced patio.');
    expect(answerQuestion(patio, 'is there any kind of yard?')?.answer).toMatch(/patio|balcon/);
  });

  it('reads "bike storage" as a place for bikes, whatever the facts call it', () => {
    // MAPLE_COURT's description says 'bike storage'; a building with a bike room says so.
    const bikes = buildKnowledgeIndex({
      ...MAPLE_COURT,
      property: {
        ...MAPLE_COURT.property,
        description:
          'A 40-unit building with a bike room off the lobby and a storage locker for each apartment.',
      },
    });
    expect(answerQuestion(bikes, 'do you have bike storage')?.answer).toContain('bike room');
  });

  it('reads "storage space" as storage, and leaves aside what the question sets aside', () => {
    expect(answerQuestion(index, 'is there any storage space?')?.answer).toMatch(/storage/);
    expect(
      answerQuestion(index, 'thx, one more, is there any storage space besides the closet')?.answer,
    ).toMatch(/storage/);
  });
});

describe("answerQuestion about the property's other homes", () => {
  const unit = (unitNumber: string, bedrooms: number, monthlyPrice: number, description = '') => ({
    unitNumber,
    type: 'APARTMENT',
    bedrooms,
    bathrooms: 1,
    sizeSqft: 500 + bedrooms * 300,
    monthlyPrice,
    currency: 'USD',
    availability: 'AVAILABLE',
    description,
    videoLink: null,
  });
  const otherUnits = [
    unit('1A', 0, 1200, 'Garden-level studio, available February 1, 2027.'),
    unit('3C', 3, 2600, 'Top-floor three-bedroom with a skylight.'),
    { ...unit('2D', 1, 1500), availability: 'OCCUPIED' },
  ];
  const ownChat = buildKnowledgeIndex({ ...MAPLE_COURT, otherUnits });
  const propertyChat = buildKnowledgeIndex({ ...MAPLE_COURT, unit: null, otherUnits });
  const answer = (index: ReturnType<typeof buildKnowledgeIndex>, q: string) =>
    answerQuestion(index, q)?.answer ?? '';

  it('answers about another home when it is named, by its number or its layout', () => {
    expect(answer(ownChat, 'how much is the studio?')).toContain('$1,200');
    expect(answer(ownChat, 'when does the studio open up?')).toContain('February 1, 2027');
    expect(answer(ownChat, 'if I take 3C could I get in before feb 1?')).toContain(
      'Unit 3C is available',
    );
    expect(answer(ownChat, 'do you have a 3 bed?')).toContain('Unit 3C');
    expect(answer(ownChat, 'how big is 3C?')).toContain('1,400 square feet');
    expect(answer(ownChat, 'anything else available?')).toContain('Unit 1A (a studio)');
  });

  it('reads a home said to be open, free or taken as asking when it is available', () => {
    expect(answer(ownChat, 'when is the 3 bed open')).toContain('Unit 3C is available');
    expect(answer(ownChat, 'is the place still free?')).toContain('Unit 4B is available now');
    expect(answer(ownChat, 'is it taken already?')).toContain('Unit 4B is available now');
    expect(answer(ownChat, 'can I move in right away')).toContain('Unit 4B is available now');
    expect(answer(ownChat, 'can i move into the garden studio right away?')).toContain(
      'Unit 1A is available',
    );
    expect(answer(ownChat, 'when could we get the keys?')).toContain('Unit 4B is available now');
    expect(answer(ownChat, 'when could i actually get the keys to the 3 bed')).toContain(
      'Unit 3C is available',
    );
    expect(answer(ownChat, '3C, when could i get in')).toContain('Unit 3C is available');
    // Every home asked about: another home's fact answers too.
    expect(answer(ownChat, 'does either unit have a skylight?')).toContain('Unit 3C');
    expect(answer(propertyChat, 'do any of the 2 units have a skylight?')).toContain('Unit 3C');
    const fenced = buildKnowledgeIndex({
      ...MAPLE_COURT,
      unit: null,
      otherUnits: [
        ...otherUnits,
        unit('5E', 3, 2200, 'A home with a backyard fenced in white vinyl.'),
      ],
    });
    expect(answer(fenced, 'do any of the homes have a fenced backyard?')).toContain('Unit 5E');
    expect(answer(ownChat, 'does it have a skylight?')).not.toContain('Unit 3C');
    // Nothing but the asking and the home's bare number.
    const numbered = buildKnowledgeIndex({ ...MAPLE_COURT, otherUnits: [unit('22', 2, 1700)] });
    expect(answer(numbered, 'how soon could I move into 22')).toContain('Unit 22 is available');
    // A room of the building that opens is not a home.
    expect(answer(ownChat, 'what time is the package room open?')).not.toContain('available');
  });

  it('compares the homes open here when a question asks the least or most of them', () => {
    expect(answer(ownChat, "what's your cheapest apartment?")).toBe(
      'The lowest rent here: Unit 1A (a studio, 500 square feet) at $1,200 a month, open from February 1, 2027.',
    );
    expect(answer(propertyChat, 'which one is the most expensive')).toContain('Unit 3C');
    expect(answer(ownChat, 'how much is the bigger place?')).toContain('Unit 3C');
    expect(answer(ownChat, 'smallest unit you have, and how many sq ft')).toContain(
      '500 square feet',
    );
    // An occupied home is not compared ('2D'), and a question about something else
    // that is cheaper is no comparison of the homes.
    expect(answer(ownChat, 'which home costs least?')).not.toContain('2D');
    expect(answer(ownChat, 'which apartment costs the least')).toContain('The lowest rent here');
    expect(answer(ownChat, 'which of the 3 is the cheapest?')).toContain('The lowest rent here');
    expect(answer(ownChat, 'which one can i get into the soonest?')).toContain(
      'The home open soonest here',
    );
    expect(answer(ownChat, 'is there a cheaper parking option?')).not.toContain('lowest rent');
  });

  it('names the home with the fewest stairs, from what the descriptions say', () => {
    const stairs = buildKnowledgeIndex({
      ...MAPLE_COURT,
      unit: null,
      otherUnits: [
        unit('3A', 1, 1500, 'Top-floor loft, up three flights of stairs.'),
        unit('1C', 2, 1900, 'First-floor home, five steps up from the courtyard.'),
        unit('2B', 0, 1300, 'Second-floor studio, up one flight.'),
      ],
    });
    const answered = answer(stairs, "bad knee, can't do the stairs every day. anything lower?");
    expect(answered).toContain('Unit 1C');
    expect(answered).toContain('five steps up');
    expect(answered).not.toContain('Unit 3A');
  });

  it('works out the income a home asks for from the multiple of the rent', () => {
    const rule = {
      attributeType: 'PAYMENT_POLICY',
      textContent:
        'Applicants need a gross monthly income of at least 3 times the rent; a guarantor must earn 5 times the rent.',
      numericValue: null,
    };
    const withRule = {
      ...MAPLE_COURT,
      attributes: [...(MAPLE_COURT.attributes ?? []), rule],
      otherUnits,
    };
    const own = buildKnowledgeIndex(withRule);
    expect(answer(own, 'how much do I need to make?')).toContain(
      '$5,550 a month for Unit 4B (rent $1,850)',
    );
    expect(answer(own, 'how much do i need to make to get the studio?')).toContain(
      '$3,600 a month for Unit 1A',
    );
    // Every open home when the chat is the property's; the guarantor's multiple is not it.
    const property = buildKnowledgeIndex({ ...withRule, unit: null });
    const all = answer(property, 'what income do we need');
    expect(all).toContain('3 times the rent');
    expect(all).toContain('Unit 3C (rent $2,600)');
    expect(all).not.toContain('Unit 2D');
    // A limit asked is no multiple.
    expect(answer(own, 'would 90k put us over the income limit?')).not.toContain(
      'The income needed',
    );
    // Whether an income said is enough is answered by the income needed; 'enough' of
    // something else is not.
    expect(answer(own, 'i make like 4200 a month at my job, is that enough?')).toContain(
      '$5,550 a month for Unit 4B',
    );
    expect(answer(own, 'we have two cars, is that enough parking?') ?? '').not.toContain(
      'The income needed',
    );
  });

  it("reads the household's multiple, not a guarantor's later in the same sentence", () => {
    const rule = {
      attributeType: 'PAYMENT_POLICY',
      textContent:
        'An applicant needs a monthly income of at least 2.5 times the room rent; an applicant without that income may instead have a guarantor, usually a parent, who earns at least 4 times the rent.',
      numericValue: null,
    };
    const own = buildKnowledgeIndex({
      ...MAPLE_COURT,
      attributes: [...(MAPLE_COURT.attributes ?? []), rule],
    });
    expect(answer(own, 'how much do I need to make?')).toContain('2.5 times the rent');
  });

  it('names a home by what only its description has, as a name goes', () => {
    const villas = buildKnowledgeIndex({
      ...MAPLE_COURT,
      unit: null,
      otherUnits: [
        unit('V-12', 2, 2400, 'Villa with a lake view from the screened lanai.'),
        unit('V-31', 2, 2750, 'The largest plan: two bedrooms plus a den with French doors.'),
      ],
    });
    expect(answer(villas, 'how much is the one with the den?')).toContain('$2,750');
    expect(answer(villas, 'how much is the lake view one?')).toContain('$2,400');
    // The bare word names no home: 'is there a den' is no question about V-31 by name.
    expect(answer(villas, 'which one has a den')).not.toContain('$2,400');
  });

  it('names a home by its bare number where a name goes, never by a count', () => {
    const lots = buildKnowledgeIndex({
      ...MAPLE_COURT,
      unit: null,
      otherUnits: [unit('22', 2, 1100, 'The side door has a wooden ramp with handrails.')],
    });
    expect(answer(lots, 'does 22 have a ramp?')).toContain('wooden ramp');
    expect(answer(lots, 'is the side door of 22 step-free or is there a ramp')).toContain(
      'wooden ramp',
    );
    expect(answer(lots, 'can I stay 22 days and is there a ramp')).not.toContain('wooden ramp');
  });

  it('leaves out the facts of a home a question cannot name (no number, the same layout)', () => {
    const unnamed = { ...unit('', 2, 999, 'Has its own sauna.'), unitNumber: null };
    const index = buildKnowledgeIndex({ ...MAPLE_COURT, otherUnits: [unnamed] });
    expect(index.facts.some((fact) => fact.text.includes('sauna'))).toBe(false);
    expect(answer(index, 'is there a sauna?')).toBe('');
  });

  it("keeps the chat's own home first, and never tells of an occupied one", () => {
    expect(answer(ownChat, 'how much is rent?')).toBe('The rent for Unit 4B is $1,850 a month.');
    expect(answer(ownChat, 'is it available?')).toContain('Unit 4B is available now');
    expect(answer(ownChat, 'is there a skylight?')).not.toContain('3C');
    expect(answer(ownChat, 'anything else available?')).not.toContain('2D');
  });

  it("on the property's own chat answers the rent and what is open with every home", () => {
    expect(answer(propertyChat, 'how much is rent?')).toContain(
      'Unit 1A (a studio) $1,200 a month; Unit 3C (3 bedrooms) $2,600 a month',
    );
    expect(answer(propertyChat, 'what units are available?')).toContain(
      'Unit 1A (a studio) from February 1, 2027',
    );
  });
});

describe('answerQuestion at a property with its own word for its homes', () => {
  const lofts = buildKnowledgeIndex({
    ...MAPLE_COURT,
    property: {
      ...MAPLE_COURT.property,
      amenities: [],
      parkingPrice: null,
      description:
        'Three loft apartments above two shops. Each loft has 14-foot ceilings and original heart-pine floors. Every loft has a stacked washer and dryer. The loft stairs are steep.',
    },
    attributes: [
      ...(
        [
          ['GUEST_POLICY', 'Guests may stay in a loft up to 14 nights a year.'],
          ['SMOKING_POLICY', 'No smoking in any loft or on the fire escape.'],
          ['TRASH_AND_RECYCLING', 'Each loft takes its bins to the alley on Tuesday night.'],
          ['LATE_FEE_POLICY', 'Rent for each loft is late after the 3rd; the fee is $75.'],
          ['UTILITIES', 'Each loft pays its own electricity and internet; water is included.'],
          ['MOVE_OUT_NOTICE_PERIOD', 'Give 60 days of notice before leaving your loft.'],
          ['SECURITY_DEPOSIT', "The deposit is one month's rent for every loft."],
          ['RENTAL_DURATION_MONTHS', 'Loft leases run 12 months.'],
        ] as const
      ).map(([attributeType, textContent]) => ({ attributeType, textContent, numericValue: null })),
      {
        attributeType: 'PARKING_POLICY',
        textContent:
          "There's no parking on the property. We hold four monthly permits for residents in the Clay Street lot, a two-minute walk away, at $85 a month.",
        numericValue: null,
      },
      {
        attributeType: 'NOISE_POLICY',
        textContent: 'Quiet hours between lofts are 10 p.m. to 7 a.m.; each loft shares a wall.',
        numericValue: null,
      },
    ],
    leaseChunks: [
      {
        position: 0,
        content: '18. ALTERATIONS. No nails into the original wood floors of the loft.',
      },
    ],
  });

  it('answers without the home word where the fact does not repeat it', () => {
    expect(answerQuestion(lofts, 'does the loft come with parking')?.answer).toContain(
      'Clay Street',
    );
  });

  it('answers an either/or from the option the facts say of the thing', () => {
    expect(answerQuestion(lofts, 'are the floors carpet or wood?')?.answer).toMatch(/wood floors/);
    // Neither option said of the thing: nothing answers.
    expect(answerQuestion(lofts, 'is the stove gas or induction?')).toBeNull();
  });

  it('answers how high with a measure written with a hyphen', () => {
    expect(answerQuestion(lofts, 'how high are the ceilings')?.answer).toContain('14-foot');
  });
});

describe('answerQuestion at a cabin heated by wood', () => {
  const cabin = buildKnowledgeIndex({
    ...MAPLE_COURT,
    property: {
      ...MAPLE_COURT.property,
      description:
        'A log cabin duplex built in 1978 at 10,000 feet. Each half is heated by a wood stove, with a propane furnace as backup heat. Tenants pay electricity (Xcel Energy) and internet.',
    },
    attributes: [
      ...MAPLE_COURT.attributes.filter(
        (a) =>
          ![
            'PROPERTY_MANAGER_RESPONSIBILITIES',
            'GUEST_POLICY',
            'TRASH_AND_RECYCLING',
            'COMMON_AREA_POLICY',
          ].includes(a.attributeType),
      ),
      {
        attributeType: 'PROPERTY_MANAGER_RESPONSIBILITIES',
        textContent: 'The owners deliver two cords of split firewood to each half before winter.',
        numericValue: null,
      },
      {
        attributeType: 'TRASH_AND_RECYCLING',
        textContent: 'Trash goes in the bear-proof cart the landlord provides, out on Friday.',
        numericValue: null,
      },
      {
        attributeType: 'GUEST_POLICY',
        textContent: 'Guests can stay up to 14 nights a year.',
        numericValue: null,
      },
      {
        attributeType: 'COMMON_AREA_POLICY',
        textContent:
          'The fire pit can be used only when the county has no burn ban. The fitness center in the barn is open 24 hours. The rooftop deck is open April 15 to October 31. Up to six hens in the coop; no roosters. The kitchen has two refrigerators.',
        numericValue: null,
      },
    ],
  });

  it('reads a bonfire as a fire, and leaves out the alternative one would fall back on', () => {
    expect(
      answerQuestion(cabin, 'can we have a bonfire out back in the evenings')?.answer,
    ).toContain('burn ban');
    expect(
      answerQuestion(cabin, 'is there a gym out there or do i need a gym membership')?.answer,
    ).toContain('fitness center');
  });

  it('reads a word the facts write joined to another, and everyday names for things', () => {
    expect(answerQuestion(cabin, "when's the roof open")?.answer).toContain('April 15');
    expect(answerQuestion(cabin, 'can i keep chickens')?.answer).toContain('six hens');
    expect(answerQuestion(cabin, 'how many fridges r there')?.answer).toContain(
      'two refrigerators',
    );
    // 'week' is no 'weekday'.
    expect(answerQuestion(cabin, 'can my mom stay a few weeks')?.answer ?? '').not.toContain(
      'weekday',
    );
  });

  it('answers whether a thing is provided from the facts about the thing', () => {
    expect(
      answerQuestion(cabin, 'do i need to buy firewood or is some provided')?.answer,
    ).toContain('two cords');
  });

  it('answers how old the home is with the year it was built', () => {
    expect(answerQuestion(cabin, 'how old is the house? it looks kinda historic')?.answer).toBe(
      'Property details: "A log cabin duplex built in 1978 at 10,000 feet."',
    );
  });

  it('answers who provides a service with the name the facts give beside it, and only that', () => {
    expect(answerQuestion(cabin, 'who is the electric company?')?.answer).toContain('Xcel Energy');
    expect(answerQuestion(cabin, 'which internet companies service the building')).toBeNull();
  });

  it("reads 'central ac' as air conditioning, not as an unknown word", () => {
    expect(answerQuestion(cabin, 'does it have central ac')).not.toBeNull();
  });

  it('reads staying warm as the heat, not as a guest staying', () => {
    const answer = answerQuestion(cabin, 'how do the units stay warm in winter up there')?.answer;
    expect(answer).toContain('wood stove');
    expect(answer).not.toContain('Guests');
  });
});
