/**
 * `npm run eval`: runs the labelled set through the engine, prints a score per category
 * and every failure. Exit code 1 when a category is below its floor.
 * `npm run eval -- --category injection` runs one category, `--case ID` one case (its whole
 * output); `--lookup knowledge|answers|answers-first` answers with ai/knowledge or
 * ai/answers alone, or ai/answers first, instead of the product's knowledge-then-answers;
 * `--quiet` hides failures;
 * `--set holdout` runs the held-out set (other properties, other wording), which no rule
 * was tuned on; `--set unseen-a` the development check set written apart; `--set unseen-b
 * --final` the final set, scored once; `--set unseen-c|…|unseen-m` the sets
 * written apart since (docs/assistant.md).
 */
import { join } from 'node:path';
import { EVAL_DIR, loadEvalSet } from './cases.ts';
import { type LookupChoice, runCases, scores } from './runner.ts';

const args = process.argv.slice(2);
const only = args.includes('--category') ? args[args.indexOf('--category') + 1] : undefined;
const quiet = args.includes('--quiet');
const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
// The final set is scored once, at the end of a design's work: its first run is the figure
// that counts (docs/assistant.md), so running it takes saying so.
if (set === 'unseen-b' && !args.includes('--final')) {
  console.error('eval: unseen-b is the final set, scored once; add --final to score it.');
  process.exit(2);
}
const { properties, cases } = loadEvalSet(set ? join(EVAL_DIR, set) : EVAL_DIR);
const caseId = args.includes('--case') ? args[args.indexOf('--case') + 1] : undefined;
const chosen = cases.filter((c) => (!only || c.category === only) && (!caseId || c.id === caseId));
const lookup = (args.includes('--lookup') ? args[args.indexOf('--lookup') + 1] : 'both') ?? '';
if (!['knowledge', 'answers', 'both', 'answers-first'].includes(lookup)) {
  console.error('eval: --lookup takes knowledge, answers, both or answers-first.');
  process.exit(2);
}
const results = await runCases(properties, chosen, lookup as LookupChoice);
if (!quiet)
  for (const r of results)
    if (r.failures.length || caseId)
      console.log(
        `✗ ${r.case.id} [${r.case.property}] ${JSON.stringify(r.case.message)}\n    ${r.failures.join('; ')}\n    reply: ${JSON.stringify(caseId ? r.output : r.output.text.slice(0, 300))}`,
      );
let below = 0;
console.log('\ncategory                      score     floor');
for (const s of scores(results)) {
  const pct = (100 * s.passed) / s.total;
  const ok = s.passed / s.total >= s.floor;
  if (!ok) below++;
  console.log(
    `${s.category.padEnd(30)}${`${pct.toFixed(1)} %`.padStart(8)} ${`${s.passed}/${s.total}`.padStart(8)}  ${(s.floor * 100).toFixed(0)} % ${ok ? '' : '  BELOW'}`,
  );
}
const passed = results.filter((r) => !r.failures.length).length;
console.log(`\n${passed}/${results.length} turns pass`);
process.exitCode = below ? 1 : 0;
