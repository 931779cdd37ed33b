import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FRONT_ENDS = ['widget/src', 'dashboard/src', 'demo-site/src'];

/** Test code may use the fake: test files, `testing/` folders and test-utils. */
const isTestCode = (path: string) =>
  /\.test\.[jt]sx?$/.test(path) || /(^|\/)testing\//.test(path) || /test-utils/.test(path);

const importsTesting = (source: string) =>
  /from\s+['"]@porchlight\/client\/testing['"]|import\(\s*['"]@porchlight\/client\/testing['"]/.test(
    source,
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[jt]sx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('@porchlight/client/testing', () => {
  it('is imported by no production file of a front end (the widget budget counts bytes)', () => {
    const offenders = FRONT_ENDS.flatMap(sourceFiles)
      .filter((path) => !isTestCode(path))
      .filter((path) => importsTesting(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders.map((path) => relative(ROOT, join(ROOT, path)))).toEqual([]);
  });

  it('recognises an import of it, static or dynamic, and tells test code apart', () => {
    expect(importsTesting("import { fakeApi } from '@porchlight/client/testing';")).toBe(true);
    expect(importsTesting("await import('@porchlight/client/testing')")).toBe(true);
    expect(importsTesting("import { getProperty } from '@porchlight/client';")).toBe(false);
    expect(isTestCode('dashboard/src/pages/leads.page.test.tsx')).toBe(true);
    expect(isTestCode('dashboard/src/features/leads/testing/lead-row.ts')).toBe(true);
    expect(isTestCode('widget/src/app/test-utils.tsx')).toBe(true);
    expect(isTestCode('widget/src/app/chat-app.tsx')).toBe(false);
  });
});
