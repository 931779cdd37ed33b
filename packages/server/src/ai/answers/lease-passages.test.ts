import { describe, expect, it } from 'vitest';
import { chunkLease, LEASE_CHUNK } from './lease-passages.ts';

/** A sentence of about `length` characters, numbered so that each one is unique. */
const sentence = (n: number, length = 90) => {
  const head = `Clause ${n} says the tenant shall`;
  return `${head}${' keep the premises clean'.repeat(Math.ceil(length / 24)).slice(0, length - head.length - 1)}.`;
};

const paragraph = (from: number, count: number, length?: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i, length)).join(' ');

describe('chunkLease', () => {
  it('keeps a short lease as one passage, with its paragraph breaks', () => {
    const text = 'Rent is due on the 1st.\r\n\r\nNo smoking.\nNo parties.';
    expect(chunkLease(text)).toEqual(['Rent is due on the 1st.\n\nNo smoking.\nNo parties.']);
  });

  it('cuts a long lease into passages of 800 to 1200 characters that end at a sentence', () => {
    const text = Array.from({ length: 40 }, (_, p) => paragraph(p * 20, 20)).join('\n\n');
    const passages = chunkLease(text);
    expect(passages.length).toBeGreaterThan(text.length / LEASE_CHUNK.max);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(LEASE_CHUNK.max);
      expect(passage).toMatch(/\.$/);
    }
    for (const passage of passages.slice(0, -1)) {
      expect(passage.length).toBeGreaterThanOrEqual(LEASE_CHUNK.min);
    }
  });

  it('starts each passage with the last sentences (up to 200 characters) of the one before', () => {
    const passages = chunkLease(paragraph(0, 60));
    expect(passages.length).toBeGreaterThan(3);
    for (let i = 1; i < passages.length; i++) {
      const previous = passages[i - 1] ?? '';
      const next = passages[i] ?? '';
      const lastSentence = /Clause \d+[^.]*\.$/.exec(previous)?.[0] ?? 'missing';
      const shared = Array.from({ length: LEASE_CHUNK.overlap }, (_, k) => k + 1).filter(
        (k) => next.slice(0, k) === previous.slice(-k),
      );
      expect(Math.max(0, ...shared)).toBeGreaterThanOrEqual(lastSentence.length);
      expect(next.startsWith('Clause')).toBe(true);
    }
  });

  it('loses no sentence of the lease', () => {
    const text = Array.from({ length: 12 }, (_, p) => paragraph(p * 7, 7, 150)).join('\n\n');
    const all = chunkLease(text).join('\n');
    for (let n = 0; n < 84; n++) expect(all).toContain(sentence(n, 150));
  });

  it('ends a passage at a paragraph break once it is long enough', () => {
    // Paragraphs of ~460 characters: two fit (920), a third would not (1380).
    const text = Array.from({ length: 6 }, (_, p) => paragraph(p * 5, 5)).join('\n\n');
    const passages = chunkLease(text);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(LEASE_CHUNK.max);
      expect(passage.split('\n\n').at(-1)).toMatch(/^Clause \d+/);
    }
    expect(passages[0]).toBe([paragraph(0, 5), paragraph(5, 5)].join('\n\n'));
  });

  it('cuts an over-long sentence between words, and a text without spaces anywhere', () => {
    const words = Array.from({ length: 800 }, (_, i) => `word${i}`).join(' ');
    const passages = chunkLease(words);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(LEASE_CHUNK.max);
      expect(passage).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(passages.at(-1)).toMatch(/word799$/);

    const blob = chunkLease('x'.repeat(5000));
    expect(blob.every((passage) => passage.length <= LEASE_CHUNK.max)).toBe(true);
    expect(blob.join('').replaceAll(' ', '').length).toBeGreaterThanOrEqual(5000);
  });

  it('removes NUL and other control characters PostgreSQL text cannot hold', () => {
    expect(chunkLease('Rent\u0000 is due.\u0007')).toEqual(['Rent is due.']);
  });
});
