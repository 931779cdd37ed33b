// Builds the demo site into dist/: index.html, demo.js and demo.css, served at /demo.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/demo.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  logLevel: 'warning',
});
copyFileSync('src/index.html', 'dist/index.html');
copyFileSync('src/demo.css', 'dist/demo.css');
