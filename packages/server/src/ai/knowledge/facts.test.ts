import { describe, expect, it } from 'vitest';
import { knowledgeFacts } from './facts.ts';
import { MAPLE_COURT } from './knowledge.fixtures.ts';
import type { Fact, KnowledgeAttribute, PropertyKnowledge } from './types.ts';

const facts = knowledgeFacts(MAPLE_COURT);
const fact = (id: string, list: Fact[] = facts) => list.find((f) => f.id === id);
const withAttributes = (attributes: KnowledgeAttribute[]): PropertyKnowledge => ({
  ...MAPLE_COURT,
  attributes,
});
const textOf = (id: string, knowledge: PropertyKnowledge) =>
  fact(id, knowledgeFacts(knowledge))?.text;
const attribute = (
  attributeType: string,
  textContent: string | null,
  numericValue: number | null = null,
): KnowledgeAttribute => ({ attributeType, textContent, numericValue });

describe('knowledgeFacts', () => {
  it('gives every fact a unique id, a source and words to find it by', () => {
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    for (const f of facts) {
      expect(f.source).not.toBe('');
      expect(f.text).not.toBe('');
      if (f.kind !== 'lease') expect(f.keywords.join(' ')).not.toBe('');
    }
  });

  it('says who pays which utility in one sentence', () => {
    expect(fact('policy-UTILITIES')?.text).toBe(
      'Tenants pay water and electricity; the landlord pays trash.',
    );
    expect(
      textOf(
        'policy-UTILITIES',
        withAttributes([
          attribute('TENANT_UTILITIES', 'NONE'),
          attribute('LANDLORD_UTILITIES', 'WATER,GAS,ELECTRICITY,INTERNET,TRASH'),
        ]),
      ),
    ).toBe(
      'Tenants pay no utilities; the landlord pays water, gas, electricity, internet and trash.',
    );
  });

  it('states the deposit in months and, with a unit, in dollars', () => {
    expect(fact('policy-SECURITY_DEPOSIT')?.text).toBe(
      "The security deposit is one month's rent ($1,850).",
    );
    const custom = withAttributes([attribute('SECURITY_DEPOSIT', 'CUSTOM', 1.25)]);
    expect(textOf('policy-SECURITY_DEPOSIT', custom)).toBe(
      "The security deposit is 1.25 months' rent ($2,312.50).",
    );
    const noUnit = { ...withAttributes([attribute('SECURITY_DEPOSIT', 'HALF_MONTH')]), unit: null };
    expect(textOf('policy-SECURITY_DEPOSIT', noUnit)).toBe(
      "The security deposit is half a month's rent.",
    );
    expect(
      textOf(
        'policy-SECURITY_DEPOSIT',
        withAttributes([attribute('SECURITY_DEPOSIT', 'CUSTOM', 0)]),
      ),
    ).toBe('There is no security deposit.');
    // 1000 is no number of months (dollars were meant): the field says nothing.
    expect(
      textOf(
        'policy-SECURITY_DEPOSIT',
        withAttributes([attribute('SECURITY_DEPOSIT', 'CUSTOM', 1000)]),
      ),
    ).toBeUndefined();
  });

  it('turns lease length, rental length and notice into sentences', () => {
    expect(fact('policy-RENTAL_DURATION_MONTHS')?.text).toBe(
      'Leases are 12 months long (one year).',
    );
    expect(fact('policy-RENTAL_LENGTH')?.text).toBe('The home is offered as a long-term rental.');
    expect(fact('policy-MOVE_OUT_NOTICE_PERIOD')?.text).toBe(
      "Tenants must give 60 days' notice before moving out.",
    );
    const monthly = withAttributes([attribute('RENTAL_DURATION_MONTHS', null, 1)]);
    expect(textOf('policy-RENTAL_DURATION_MONTHS', monthly)).toBe('Leases are month-to-month.');
  });

  it('says nothing for an empty notice period rather than promising none is needed', () => {
    const zero = withAttributes([attribute('MOVE_OUT_NOTICE_PERIOD', null, 0)]);
    expect(textOf('policy-MOVE_OUT_NOTICE_PERIOD', zero)).toBeUndefined();
  });

  it("keeps the manager's policy text as written, under the policy's label", () => {
    expect(fact('policy-GUEST_POLICY')).toMatchObject({
      source: 'Guest policy',
      kind: 'quoted',
      text: MAPLE_COURT.attributes.find((a) => a.attributeType === 'GUEST_POLICY')?.textContent,
    });
  });

  it('uses the first row of a repeated type and labels an unknown type from its code', () => {
    const list = knowledgeFacts(
      withAttributes([
        attribute('SMOKING_POLICY', 'No smoking.'),
        attribute('SMOKING_POLICY', 'Smoking on balconies only.'),
        attribute('PET_POLICY', 'Pet interviews are required.'),
        attribute('GUEST_POLICY', '   '),
      ]),
    );
    expect(fact('policy-SMOKING_POLICY', list)?.text).toBe('No smoking.');
    expect(fact('policy-PET_POLICY', list)?.source).toBe('Pet policy');
    expect(fact('policy-GUEST_POLICY', list)).toBeUndefined();
  });

  it('names amenities with their labels and prices parking', () => {
    expect(fact('property-amenities')?.text).toBe(
      'Amenities: Small Dogs, Cats, On Site Parking, In Unit Laundry, Central Air and Pool.',
    );
    expect(fact('amenity-ON_SITE_PARKING')?.text).toBe(
      'On-site parking is available for $75 a month.',
    );
    const free = { ...MAPLE_COURT, property: { ...MAPLE_COURT.property, parkingPrice: 0 } };
    expect(textOf('amenity-ON_SITE_PARKING', free)).toBe(
      'On-site parking is included at no extra cost.',
    );
  });

  it('claims no amenity the manager did not tick', () => {
    expect(facts.map((f) => f.id)).not.toContain('amenity-AIR_CONDITIONING');
    expect(facts.map((f) => f.id)).not.toContain('amenity-ON_SITE_MANAGER');
  });

  it('sums up the pet rules, keeping assistance animals out of them', () => {
    expect(fact('property-pets')?.text).toBe(
      'Cats are allowed (up to two). Dogs are allowed (up to one), weighing up to 50 lb; Pit Bull and Rottweiler are not allowed. No more than two pets per home. Assistance animals (service and support animals) are not pets, so these rules do not apply to them.',
    );
    const noPets = {
      ...MAPLE_COURT,
      property: { ...MAPLE_COURT.property, amenities: ['NO_PETS', 'POOL'] },
    };
    expect(textOf('property-pets', noPets)).toMatch(
      /^Pets are not allowed\. Assistance animals .* are not pets/,
    );
  });

  it('describes the unit and leaves out a size that was not listed', () => {
    expect(fact('unit-rent')?.text).toBe('The rent for Unit 4B is $1,850 a month.');
    expect(fact('unit-layout')?.text).toBe(
      'Unit 4B is an apartment with 2 bedrooms and 1 bathroom.',
    );
    const unlisted = { ...MAPLE_COURT, unit: { ...MAPLE_COURT.unit!, sizeSqft: -1 } };
    expect(textOf('unit-size', unlisted)).toBeUndefined();
    const studio = { ...MAPLE_COURT, unit: { ...MAPLE_COURT.unit!, bedrooms: 0, bathrooms: 1 } };
    expect(textOf('unit-layout', studio)).toBe(
      'Unit 4B is an apartment with a studio layout and 1 bathroom.',
    );
  });

  it('keeps lease passages as written, in position order, with the clause they start in', () => {
    const list = knowledgeFacts({
      ...MAPLE_COURT,
      leaseChunks: [
        { position: 7, content: 'The rent is due on the first. 4. PETS. No pets are allowed.' },
        { position: 2, content: '3. RENT. Rent is paid monthly. The rent is due on the first.' },
        { position: 9, content: '   ' },
      ],
    });
    const lease = list.filter((f) => f.kind === 'lease');
    expect(lease.map((f) => [f.source, f.section, f.text.slice(0, 9)])).toEqual([
      ['the lease', null, '3. RENT. '],
      // It starts with a sentence of clause 3 that the passage before already read.
      ['the lease', '3', 'The rent '],
    ]);
  });

  it('offers the viewing the way the manager takes bookings', () => {
    expect(fact('viewing')?.text).toBe(
      'You can book a viewing right here in the chat. Viewings last about 30 minutes.',
    );
    const byText = { ...MAPLE_COURT, viewing: { mode: 'TEXT' as const, durationMinutes: 45 } };
    expect(textOf('viewing', byText)).toContain('the manager will confirm a time');
  });

  it('does not throw on missing or malformed parts', () => {
    const broken = {
      property: { amenities: 'POOL,CATS', restrictedDogBreeds: null, type: 'constructor' },
      unit: { unitNumber: null, monthlyPrice: Number.NaN, currency: 'NOPE', sizeSqft: 'big' },
      attributes: [null, { attributeType: 'SECURITY_DEPOSIT', textContent: 42 }, {}],
      leaseChunks: [null, { position: 'x', content: 5 }],
      viewing: null,
    } as unknown as PropertyKnowledge;
    expect(() => knowledgeFacts(broken)).not.toThrow();
    expect(knowledgeFacts(broken).map((f) => f.id)).toContain('amenity-POOL');
    expect(knowledgeFacts(null as unknown as PropertyKnowledge)).toEqual([]);
  });
});
