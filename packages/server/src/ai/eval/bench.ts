/**
 * `node scripts/bench/athena.mjs`: a built-in reply on a heavy property (60 policies and a
 * 2,000,000-character lease). Measures the index build (once per lease version, in slices
 * that yield) with the longest event-loop stall during it, then the server-side time of
 * whole built-in turns over the labelled set's questions, with the index ready.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerQuestion as answerByMeaning, buildAnswerIndexAsync } from '../answers/index.ts';
import { builtInAssistant } from '../athena/built-in.ts';
import { answerQuestion, factLines, indexFactsAsync, knowledgeFacts } from '../knowledge/index.ts';
import { chunkLease } from '../knowledge/lease-passages.ts';
import { loadEvalSet } from './cases.ts';
import { turnInputFor } from './runner.ts';

const LEASE_CHARS = 2_000_000;
const POLICIES = 60;

const { properties, cases } = loadEvalSet();
const property = properties[0];
if (!property) throw new Error('no property in the evaluation set');
let lease = '';
for (let i = 0; lease.length < LEASE_CHARS; i++)
  lease += `\n\n${100 + i}. ADDITIONAL TERMS ${i}. ${property.lease.slice(0, 4000)}`;
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
const chunks = chunkLease(heavy.lease).map((content, position) => ({ position, content }));
const chunkMs = performance.now() - started;
const facts = {
  property: { ...heavy.property, name: heavy.property.name },
  unit: { ...(heavy.units[1] ?? heavy.units[0]!), videoLink: null },
  attributes: heavy.policies,
  leaseChunks: chunks,
  viewing: { mode: heavy.property.viewingMode, durationMinutes: 30 },
};
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
started = performance.now();
const index = await indexFactsAsync(knowledgeFacts(facts));
const buildMs = performance.now() - started;
loop.disable();
// The second index, by meaning, answers what the first could not (as the server does).
started = performance.now();
const meaning = await buildAnswerIndexAsync(facts);
const meaningBuildMs = performance.now() - started;
const answer = (q: string) => answerQuestion(index, q) ?? answerByMeaning(meaning, q);

const questions = cases.filter(
  (c) =>
    c.property === property.id &&
    ['grounded_question', 'compound_question', 'unknown_fact', 'conversational'].includes(
      c.category,
    ),
);
const times: number[] = [];
for (let round = 0; round < 3; round++)
  for (const c of questions) {
    const input = turnInputFor(heavy, c, answer);
    const t = performance.now();
    await builtInAssistant.reply(input);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;

// A resident's repair reports: the reply reads every sentence of the facts for the home's
// own instructions and emergency line (the first report cuts them, once per index).
const REPORTS = [
  'water is pouring through my kitchen ceiling',
  'i smell gas near the stove',
  'locked out, keys are inside',
  'the heat stopped working and it is freezing in here',
  'the dishwasher makes a grinding noise',
  'the bathroom fan rattles',
  'the outlet by my bed sparked and smells burnt',
  'toilet is overflowing and will not stop, who do i call?',
];
const lookUp = Object.assign(answer, {
  sentences: () => factLines(index),
});
const resident: number[] = [];
let firstReportMs = 0;
for (let round = 0; round < 3; round++)
  for (const message of REPORTS) {
    const c = { ...questions[0]!, audience: 'resident' as const, message };
    const input = turnInputFor(heavy, c, lookUp);
    const t = performance.now();
    await builtInAssistant.reply(input);
    const ms = performance.now() - t;
    if (round === 0 && message === REPORTS[0]) firstReportMs = ms;
    else resident.push(ms);
  }
resident.sort((a, b) => a - b);
const residentAt = (p: number) =>
  resident[Math.min(resident.length - 1, Math.floor(p * resident.length))] ?? 0;
console.log(
  JSON.stringify({
    leaseChars: heavy.lease.length,
    leasePassages: chunks.length,
    policies: POLICIES,
    chunkMs: Math.round(chunkMs),
    indexBuildMs: Math.round(buildMs),
    meaningIndexBuildMs: Math.round(meaningBuildMs),
    maxEventLoopStallDuringBuildMs: Math.round(loop.max / 1e6),
    turns: times.length,
    p50Ms: Number(at(0.5).toFixed(1)),
    p95Ms: Number(at(0.95).toFixed(1)),
    maxMs: Number(at(1).toFixed(1)),
    repairReports: resident.length + 1,
    firstRepairReportMs: Number(firstReportMs.toFixed(1)),
    repairReportP50Ms: Number(residentAt(0.5).toFixed(1)),
    repairReportP95Ms: Number(residentAt(0.95).toFixed(1)),
  }),
);
