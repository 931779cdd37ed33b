/**
 * Trains the turn reader from examples/*.jsonl and writes model.gen.json.
 *
 *   npx tsx packages/server/src/ai/reading/train.ts            # fit with settings.ts, write the model
 *   npx tsx packages/server/src/ai/reading/train.ts --search   # compare settings on validation
 *
 * Deterministic: the same examples and settings give a byte-identical model file. The
 * held-out test split is never read here except to be excluded.
 */
import { writeFileSync } from 'node:fs';
import { searchSettings } from './search.ts';
import { buildModel, MODEL_PATH } from './training.ts';

function main(): void {
  const started = performance.now();
  if (process.argv.includes('--search')) {
    searchSettings();
    return;
  }
  const { file, outOfFold: report } = buildModel();
  writeFileSync(MODEL_PATH, `${JSON.stringify(file, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${MODEL_PATH} in ${seconds} s`);
  console.log(
    `out-of-fold on the training part: macro-F1 ${(100 * report.macroF1).toFixed(1)} %, exact ${(100 * report.exactMatch).toFixed(1)} %`,
  );
  for (const s of report.perLabel) {
    console.log(`  ${s.label.padEnd(20)} P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)}`);
  }
}

main();
