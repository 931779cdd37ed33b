import { describe, expect, it } from 'vitest';
import {
  knowledgeIndexFor,
  knowledgeVersion,
  preparedFactsFor,
  preparedLookup,
} from './knowledge-cache.ts';
import type { KnowledgeSource } from './knowledge-source.ts';

/** Rows as context.ts loads them, for one property with a policy and a two-passage lease. */
function source(overrides: { lease?: string[]; rule?: string } = {}): KnowledgeSource {
  const now = new Date('2026-11-24T12:00:00Z');
  return {
    property: {
      id: '00000000-0000-4000-8000-000000000001',
      address: '12 Elm Street',
      name: 'Elm',
      type: 'MULTI_FAMILY',
      amenities: 'IN_UNIT_LAUNDRY',
      parkingPrice: 75,
      description: 'A mail room with package lockers is next to the lobby.',
      dogsAllowedCount: 0,
      catsAllowedCount: 1,
      petsAllowedCount: 1,
      restrictedDogBreeds: '',
      maxDogSizeLbs: null,
      updatedAt: now,
    },
    unit: null,
    policy: [
      {
        attributeType: 'GUEST_POLICY',
        textContent: overrides.rule ?? 'Guests may stay up to 14 nights.',
        numericValue: null,
      },
    ],
    lease: (
      overrides.lease ?? ['1. RENT. Rent is due on the first.', '2. KEYS. A new fob costs $50.']
    ).map((content, position) => ({
      id: `lease-${content.length}-${position}`,
      position,
      content,
    })),
    settings: { scheduleViewing: 'CALENDAR', viewingDuration: 30 },
    learned: [],
    otherUnits: [],
  } as unknown as KnowledgeSource;
}

describe('the knowledge index cache (built once per lease version, issue 13 item 9)', () => {
  it('reuses the index while nothing changed, and rebuilds when the lease or a policy does', async () => {
    const first = await knowledgeIndexFor(source());
    expect(await knowledgeIndexFor(source())).toBe(first);
    const newLease = source({ lease: ['1. RENT. Rent is due on the fifth of each month.'] });
    expect(knowledgeVersion(newLease)).not.toBe(knowledgeVersion(source()));
    expect(await knowledgeIndexFor(newLease)).not.toBe(first);
    const newRule = source({ rule: 'Guests may stay up to 7 nights.' });
    const lookUp = await preparedLookup(newRule);
    expect(lookUp('how long can guests stay')?.answer).toContain('7 nights');
  });

  it('gives turns that arrive during a build the same build', async () => {
    const lease = Array.from({ length: 300 }, (_, i) => `${i + 3}. TERM ${i}. Clause text ${i}.`);
    const [a, b] = [preparedFactsFor(source({ lease })), preparedFactsFor(source({ lease }))];
    expect(a).toBe(b);
    expect((await a).knowledge.facts.length).toBeGreaterThan(1);
    expect((await a).answers).toBeDefined();
  });
});
