/**
 * `node scripts/bench/answers.mjs` (or `npx tsx packages/server/src/ai/answers/bench.ts`):
 * answers/ on a heavy property, 60 policies and a 2,000,000-character lease. Prints one
 * JSON line: the index build (sentences, then the ranker's index) with the longest
 * event-loop stall while the async build ran, and the time of one answerQuestion over the
 * development set's questions (every part of every message, three rounds; the first
 * round, which pays for the JIT and the dictionary's lazy build, reported apart).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { syntheticLease } from '../../../scripts/synthetic-lease.ts';
import { loadEvalSet } from '../eval/cases.ts';
import { knowledgeForEval } from '../eval/runner.ts';
import { answerQuestion, buildAnswerIndexAsync } from './index.ts';
import { CATEGORIES, questionParts } from './measure.ts';

const LEASE_CHARS = 2_000_000;
const POLICIES = 60;
const ROUNDS = 3;

const ms = (value: number) => Math.round(value * 100) / 100;
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const { properties, cases } = loadEvalSet();
const property = properties[0];
if (!property) throw new Error('no property in the evaluation set');
// The property's own lease, then numbered clauses of the synthetic lease the meaning bench
// ranks among (scripts/synthetic-lease.ts): distinct sentences, as a long real lease has.
// (Repeating the property's lease, as eval/bench.ts does for passages, would leave a few
// hundred distinct sentences once repeats are dropped.)
const synthetic = syntheticLease(LEASE_CHARS - property.lease.length);
const clauses: string[] = [property.lease];
for (let i = 0; i < synthetic.length; i += 8)
  clauses.push(
    `${100 + i / 8}. ADDITIONAL TERMS. ${synthetic
      .slice(i, i + 8)
      .map((s) => s.text)
      .join(' ')}`,
  );
const lease = clauses.join('\n\n');
const heavy = {
  ...property,
  lease,
  policies: Array.from({ length: POLICIES }, (_, j) => {
    const base = property.policies[j % property.policies.length];
    return {
      attributeType: j < property.policies.length ? (base?.attributeType ?? 'X') : `CUSTOM_${j}`,
      textContent: base?.textContent ?? `Policy ${j}.`,
      numericValue: base?.numericValue ?? null,
    };
  }),
};

let started = performance.now();
const knowledge = knowledgeForEval(heavy, heavy.units[1]?.unitNumber ?? null);
const chunkMs = performance.now() - started;
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
started = performance.now();
const index = await buildAnswerIndexAsync(knowledge);
const buildMs = performance.now() - started;
// The monitor records a stall when its next tick runs: let it run before reading it.
await new Promise((resolve) => setTimeout(resolve, 20));
loop.disable();

const questions = cases
  .filter((c) => c.property === property.id && CATEGORIES.includes(c.category))
  .flatMap((c) => questionParts(c.message));
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  for (const question of questions) {
    const t = performance.now();
    answerQuestion(index, question);
    times.push(performance.now() - t);
  }
const first = times.slice(0, questions.length).sort((a, b) => a - b);
const steady = times.slice(questions.length).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    leaseChars: heavy.lease.length,
    policies: POLICIES,
    sentences: index.facts.length,
    chunkMs: Math.round(chunkMs),
    indexBuildMs: Math.round(buildMs),
    maxEventLoopStallDuringBuildMs: Math.round(loop.max / 1e6),
    questions: questions.length,
    firstRoundP95Ms: ms(at(first, 0.95)),
    p50Ms: ms(at(steady, 0.5)),
    p95Ms: ms(at(steady, 0.95)),
    maxMs: ms(at(steady, 1)),
  }),
);
