import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { fromRoot } from '../lib/paths.mjs';

/** docs/performance.md, where every bench records its figures with the date. */
export const PERFORMANCE_DOC = fromRoot('docs', 'performance.md');

/**
 * Appends a bench's section to docs/performance.md, then formats the file as the linter
 * does (tables padded), so a bench run never fails `npm run lint`.
 */
export function appendToPerformanceDoc(section) {
  if (!existsSync(PERFORMANCE_DOC)) writeFileSync(PERFORMANCE_DOC, '# Performance\n');
  appendFileSync(PERFORMANCE_DOC, section);
  spawnSync(
    process.execPath,
    [fromRoot('node_modules/@biomejs/biome/bin/biome'), 'format', '--write', PERFORMANCE_DOC],
    { stdio: 'ignore' },
  );
}
