/**
 * Scores the committed model on the held-out test split, through readTurn (the quantised,
 * calibrated model exactly as the server runs it), and measures load time, memory and
 * per-message time.
 *
 *   npx tsx packages/server/src/ai/reading/evaluate.ts
 */
import { loadExamples, splitOf } from './examples.ts';
import { LABELS } from './labels.ts';
import { formatReport, scoreSets } from './metrics.ts';

async function main(): Promise<void> {
  const examples = loadExamples();
  const test = examples.filter((e) => splitOf(e.text) === 'test');
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const { readTurn, warmUpReading } = await import('./index.ts');
  const importMs = performance.now() - started;
  started = performance.now();
  warmUpReading();
  const unpackMs = performance.now() - started;
  const rssAfter = process.memoryUsage().rss;

  const predicted = test.map((e) => new Set(readTurn(e).top));
  const report = scoreSets(
    LABELS,
    test.map((e) => new Set(e.labels)),
    predicted,
  );
  console.log(`Held-out test split (${test.length} of ${examples.length} examples)\n`);
  console.log(formatReport(report));

  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const e of examples) {
      const t = performance.now();
      readTurn(e);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(3);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `\nimport (module + JSON): ${importMs.toFixed(1)} ms; unpack: ${unpackMs.toFixed(1)} ms`,
  );
  console.log(`RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB after loading`);
  console.log(`per message: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
}

await main();
