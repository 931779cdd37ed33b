// Builds the widget into dist/: loader.js (the script tag a host page loads), chat.js and
// chat.css (the Preact chat), and the /embed and /chat pages, which load only files from
// /widget/ so a strict Content-Security-Policy holds. Fails when a bundle exceeds its
// size budget: the loader runs on every customer's page.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** gzip budgets in bytes. */
const BUDGETS = { 'loader.js': 2 * 1024, 'chat.js': 20 * 1024 };

const common = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // Libraries written for React run on Preact's compatibility layer.
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
await Promise.all([
  build({ ...common, entryPoints: ['src/loader/loader.ts'], outfile: 'dist/loader.js' }),
  build({ ...common, entryPoints: ['src/app/main.tsx'], outfile: 'dist/chat.js' }),
]);
for (const page of ['embed.html', 'chat.html']) copyFileSync(`src/pages/${page}`, `dist/${page}`);

let overBudget = false;
for (const [file, budget] of Object.entries(BUDGETS)) {
  const size = gzipSync(readFileSync(`dist/${file}`)).length;
  const line = `${file} ${(size / 1024).toFixed(1)} KB gzip (budget ${(budget / 1024).toFixed(0)} KB)`;
  if (size > budget) {
    overBudget = true;
    console.error(`over budget: ${line}`);
  } else {
    console.log(line);
  }
}
if (overBudget) process.exit(1);
