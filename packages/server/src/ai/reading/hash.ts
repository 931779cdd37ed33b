/**
 * 32-bit FNV-1a over UTF-16 code units, finished with MurmurHash3's mixer so that the low
 * bits (the ones a bucket keeps) depend on every character. Deterministic everywhere.
 * The three steps are exported so character n-grams can be hashed as they are scanned,
 * without building a string for each (hashString(s) equals finishHash of the steps).
 */
export function hashString(value: string): number {
  return finishHash(extendHash(HASH_START, value, 0, value.length));
}

/** FNV-1a's offset basis: the state before any character. */
export const HASH_START = 0x811c9dc5;

/** The FNV-1a state after value[from…to) is added to `state`. */
export function extendHash(state: number, value: string, from: number, to: number): number {
  let h = state;
  for (let i = from; i < to; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** Mixes an FNV-1a state into the final unsigned hash. */
export function finishHash(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
