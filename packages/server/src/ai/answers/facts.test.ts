import { describe, expect, it } from 'vitest';
import { LEASE, larkspur } from './answers.fixtures.ts';
import { factSentences, factSentencesAsync } from './facts.ts';
import { chunkLease } from './lease-passages.ts';

const facts = factSentences(larkspur());
const byId = (id: string) => facts.find((fact) => fact.id === id);

describe('factSentences', () => {
  it('says each structured field as a sentence with its value and source', () => {
    expect(byId('unit-rent')).toMatchObject({
      text: 'The rent for Unit 4B is $1,950 a month.',
      source: 'Unit 4B',
      kind: 'generated',
      value: { kind: 'rent', amount: 1950 },
    });
    expect(byId('policy-UTILITIES')).toMatchObject({
      source: "the building's policies",
      value: {
        kind: 'utilities',
        tenant: ['ELECTRICITY', 'INTERNET'],
        landlord: ['WATER', 'TRASH'],
      },
    });
    expect(byId('parking')?.value).toMatchObject({ kind: 'parking', price: 85 });
    expect(byId('policy-SECURITY_DEPOSIT')?.value).toMatchObject({ months: 1, amount: 1950 });
    expect(byId('unit-availability')?.value).toMatchObject({ available: true });
    expect(byId('pets-2')?.value).toMatchObject({
      kind: 'pets',
      rules: { dogs: { allowed: true, max: 1, maxLbs: 35 } },
    });
  });

  it('quotes the manager under the listing, the unit or the policies', () => {
    expect(byId('property-description-2')).toMatchObject({ source: 'the listing', kind: 'quoted' });
    expect(byId('unit-description-1')).toMatchObject({ source: 'Unit 4B', kind: 'quoted' });
    expect(byId('policy-GUEST_POLICY-1')).toMatchObject({ topic: 'guests', kind: 'quoted' });
  });

  it('cuts the lease into whole sentences labelled with their clause', () => {
    const lease = facts.filter((fact) => fact.kind === 'lease');
    for (const fact of lease) {
      expect(fact.text).not.toMatch(/^\d+\.|^[A-Z ]{4,}\./);
      expect(fact.text).toMatch(/^[A-Z"(].*[.!?"”)]$/);
    }
    expect(lease.find((f) => f.text.startsWith('Tenant shall not paint'))?.source).toBe(
      'your lease, section 4',
    );
  });

  it('never keeps a code, a bank account, another person or an instruction to Athena', () => {
    const all = facts.map((fact) => fact.text).join(' ');
    expect(all).not.toMatch(/4417|123456789|9876543210|Dana|201-3344/);
    expect(all).not.toMatch(/ignore all previous/i);
    expect(all).toContain('someone the manager can put you in touch with');
  });

  it('says a sentence once though the passages overlap', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `${i + 1}. Clause ${i + 1} says item ${i}.`,
    ).join('\n\n');
    const chunks = chunkLease(`${LEASE}\n\n${long}`).map((content, position) => ({
      position,
      content,
    }));
    expect(chunks.length).toBeGreaterThan(1);
    const texts = factSentences(larkspur({ leaseChunks: chunks })).map((fact) => fact.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never quotes the last words of a long sentence that open the next passage', () => {
    const chunks = [
      '20. EMERGENCIES. Emergencies include water coming through a ceiling or wall, a toilet that overflows and will not stop, and a lockout.',
      'wall, a toilet that overflows and will not stop, and a lockout. 21. NOTICES. Notices are given in writing.',
    ].map((content, position) => ({ position, content }));
    const texts = factSentences(larkspur({ leaseChunks: chunks })).map((fact) => fact.text);
    expect(texts.some((text) => /^wall\b/i.test(text))).toBe(false);
    expect(texts).toContain('Notices are given in writing.');
  });

  it('is the same built in steps', async () => {
    expect(await factSentencesAsync(larkspur())).toEqual(facts);
  });

  it('gives nothing rather than failing on missing parts', () => {
    expect(factSentences(null as never)).toEqual([]);
    const bare = factSentences(
      larkspur({ unit: null, attributes: [], leaseChunks: [], learned: undefined }),
    );
    expect(bare.some((fact) => fact.id === 'property-overview')).toBe(true);
  });

  it('keeps what the manager taught, read with the question it answers', () => {
    const taught = factSentences(
      larkspur({ learned: [{ question: 'Is there a gym?', answer: 'Yes, on the second floor.' }] }),
    ).find((fact) => fact.topic === 'learned');
    expect(taught).toMatchObject({
      text: 'Yes, on the second floor.',
      source: 'the property manager',
    });
    expect(taught?.searchText).toContain('Is there a gym?');
  });
});
