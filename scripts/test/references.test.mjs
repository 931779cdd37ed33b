import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.mjs';

/*
 * Every file the repository's docs and comments name is in the repository (issue 32,
 * item 5): markdown links, and paths such as `packages/server/src/…` or a package's own
 * `scripts/…`. The specification and the notes the project was started from live outside
 * it, so no file here names them as files.
 */
const tracked = execFileSync('git', ['ls-files'], { cwd: fromRoot(), encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|ts|tsx|mjs|js)$/.test(file) && existsSync(fromRoot(file)));

/** Named on purpose though absent: files a test makes and removes, or checks by name only. */
const NAMED_NOT_FILES = [
  /\/probe(\.\w+)?\.tsx?$/, // lint-boundaries.test.mjs writes these for a moment
  /^widget\/chat\.html$/, // a URL path the server answers, not a source file
];

/** The folder of the nearest package.json above `file` (a package's own paths start there). */
function packageRoot(file) {
  let dir = dirname(fromRoot(file));
  while (dir.startsWith(fromRoot()) && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

const exists = (file, path) =>
  NAMED_NOT_FILES.some((pattern) => pattern.test(path)) ||
  [fromRoot(), dirname(fromRoot(file)), packageRoot(file)].some((base) =>
    existsSync(join(base, path)),
  );

const PATH =
  /(?<![\w./-])((?:packages|scripts|docs|e2e|widget|dashboard|demo-site|deploy)\/[\w.\-/]+\.(?:tsx|ts|mjs|md|json|sql|yaml|yml|html|css))(?![\w-])/g;
const OUTSIDE = /\b(?:manager-side|prospect-resident-side|ARCHITECTURE|NOTES|STYLE)\.md\b/g;

describe('references', () => {
  it('names only files that exist', () => {
    const missing = [];
    for (const file of tracked) {
      if (file === 'scripts/test/references.test.mjs') continue;
      const text = readFileSync(fromRoot(file), 'utf8');
      if (file.endsWith('.md')) {
        for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = link.split('#')[0];
          if (
            target &&
            !/^[a-z]+:/i.test(target) &&
            !existsSync(join(dirname(fromRoot(file)), target))
          )
            missing.push(`${file}: link ${link}`);
        }
      }
      for (const [, path] of text.matchAll(PATH)) {
        if (!exists(file, path)) missing.push(`${file}: ${path}`);
      }
      for (const [name] of text.matchAll(OUTSIDE))
        missing.push(`${file}: ${name} (not in the repository)`);
    }
    expect(missing).toEqual([]);
  });
});
