// `node scripts/bench/meaning.mjs` runs this (tsx): the meaning ranker's costs on a heavy
// property. Prints one JSON line: vectors.bin's load time and resident memory in this fresh
// process, the index build for 60 policies and a 2,000,000-character synthetic lease, and
// the ranking time per question over fixtures/retrieval.json's 264 questions, three rounds.
import { statSync } from 'node:fs';
import { retrievalFixtures } from '../src/ai/meaning/measure.ts';
import { rankSentences } from '../src/ai/meaning/rank.ts';
import { buildSentenceIndex, type Sentence } from '../src/ai/meaning/sentence-index.ts';
import { VECTORS_FILE, vectors } from '../src/ai/meaning/vectors.ts';
import { syntheticLease } from './synthetic-lease.ts';

const LEASE_CHARS = 2_000_000;
const POLICIES = 60;
const ROUNDS = 3;

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const ms = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

// First, before anything else allocates: what reading the vectors costs a fresh process.
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
const table = vectors();
const loadMs = performance.now() - started;
const rssAfterLoad = process.memoryUsage().rss;

const properties = retrievalFixtures();
// The policies: 60 of the fixtures' fact sentences, as a property's policies would be.
const policies: Sentence[] = properties.flatMap((p) => p.sentences).slice(0, POLICIES);
const lease = syntheticLease(LEASE_CHARS);
const leaseChars = lease.reduce((sum, s) => sum + s.text.length + 1, 0);
const rssBeforeIndex = process.memoryUsage().rss;
started = performance.now();
const index = buildSentenceIndex([...policies, ...lease]);
const buildMs = performance.now() - started;
const rssAfterIndex = process.memoryUsage().rss;

const questions = properties.flatMap((p) => p.questions.map((q) => q.question));
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const question of questions) {
    const t = performance.now();
    rankSentences(index, question, { limit: 5 });
    times.push(performance.now() - t);
  }
}
// The first round includes the JIT's warm-up and the dictionary's lazy build: reported apart.
const steady = times.slice(questions.length).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    vocabulary: table.words.length,
    knownWithoutVector: table.known.size,
    vectorsFileBytes: statSync(VECTORS_FILE).size,
    loadMs: ms(loadMs),
    loadRssMb: mb(rssAfterLoad - rssBefore),
    leaseChars,
    sentences: policies.length + lease.length,
    distinctWords: index.vocabulary.length,
    buildMs: ms(buildMs),
    indexRssMb: mb(rssAfterIndex - rssBeforeIndex),
    turns: steady.length,
    firstTurnMs: ms(times[0]!),
    firstRoundP95Ms: ms(
      percentile(
        times.slice(0, questions.length).sort((a, b) => a - b),
        0.95,
      ),
    ),
    p50Ms: ms(percentile(steady, 0.5)),
    p95Ms: ms(percentile(steady, 0.95)),
    maxMs: ms(steady.at(-1)!),
  }),
);
