// Builds the demo site into dist/: index.html, demo.js and demo.css, served at /demo.
// A landing page must stay light: the build fails past the gzip budgets below.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Paths from this file, so the build is safe from any working directory. */
const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const BUDGETS = { 'demo.js': 12 * 1024, 'demo.css': 4 * 1024, 'index.html': 4 * 1024 };

rmSync(at('dist'), { recursive: true, force: true });
mkdirSync(at('dist'));
await build({
  entryPoints: [at('src/main.ts')],
  outfile: at('dist/demo.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  logLevel: 'warning',
});
await build({
  entryPoints: [at('src/demo.css')],
  outfile: at('dist/demo.css'),
  bundle: true,
  minify: true,
  target: ['chrome100', 'firefox100', 'safari15'],
  logLevel: 'warning',
});
copyFileSync(at('src/index.html'), at('dist/index.html'));

let over = false;
for (const [file, budget] of Object.entries(BUDGETS)) {
  const gzip = gzipSync(readFileSync(at(`dist/${file}`)), { level: 9 }).length;
  if (gzip > budget) {
    console.error(`demo-site: ${file} is ${gzip} B gzipped, over its ${budget} B budget`);
    over = true;
  }
}
if (over) process.exit(1);
