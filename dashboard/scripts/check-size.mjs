#!/usr/bin/env node
// The size budget of the dashboard (issue 6): the JavaScript a browser downloads to show
// any first route — the entry chunk, the chunks of each lazy route it needs (the signed-in
// layout for manager pages), and everything those import statically — stays at or under
// 200 KB gzip. Runs after `vite build` (the build script), so `npm test` fails when over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1000;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Routes outside the signed-in layout (src/routes.tsx): they do not load it. */
const PUBLIC_PAGES = new Set(['src/pages/login.page.tsx', 'src/pages/signup.page.tsx']);
const LAYOUT = 'src/layout/app-layout.tsx';

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('check-size: the Vite manifest has no entry chunk');

/** A chunk and every chunk it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzipSize(key) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) return 0;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

const pages = (manifest[entryKey].dynamicImports ?? []).filter((key) => key.includes('/pages/'));
const rows = pages.map((page) => {
  const keys = closure(entryKey);
  if (!PUBLIC_PAGES.has(page) && manifest[LAYOUT]) closure(LAYOUT, keys);
  closure(page, keys);
  const bytes = [...keys].reduce((sum, key) => sum + gzipSize(key), 0);
  return { route: page.replace('src/pages/', '').replace('.page.tsx', ''), bytes };
});
const entryOnly = [...closure(entryKey)].reduce((sum, key) => sum + gzipSize(key), 0);
rows.push({ route: '(unknown path: entry only)', bytes: entryOnly });
rows.sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
console.log(`check-size: first-route JavaScript, gzip (budget ${kb(BUDGET_BYTES)})`);
for (const row of rows) {
  console.log(
    `  ${row.bytes > BUDGET_BYTES ? '✗' : '✓'} ${kb(row.bytes).padStart(9)}  ${row.route}`,
  );
}
if (over.length > 0) {
  console.error(`check-size: ${over.length} route(s) over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
