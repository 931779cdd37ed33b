// Builds the widget into dist/: loader.js (the script tag a host page loads), chat.js
// (the Preact chat, then the panel and commands of script-tag mode), embed.js (the /embed
// page's postMessage bridge), the embed API's types, and the /embed, /chat and
// /resident-ai pages, which load only files from /widget/ so a strict
// Content-Security-Policy holds. Fails when a bundle exceeds its brotli size budget: the
// loader runs on every customer's page, the chat on every prospect's phone.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { transform as transformWithEsbuild } from 'esbuild';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { minify } from 'terser';

/**
 * Brotli budgets in bytes. chat.js had 20 KB on plain fetch; the client's HTTP library (ky
 * 1.7.5, retries and hooks) and its event-stream parser (eventsource-parser 2.0.1) measured
 * +3.15 KB on 2026-11-28 (19.44 -> 22.59 KB). The product asks for the complete chat in
 * 21 KB as sent: on 2026-11-29 chat.js went from 23,124 B to 21,431 B (build, picker,
 * launcher drawn once, a bundle of its own for the pages: docs/performance.md), and the
 * pages' chat-page.js is 20,180 B. Each budget is that, rounded up to the next 0.25 KB.
 */
const BUDGETS = {
  'loader.js': 1024,
  'embed.js': 1024,
  'chat.js': 21 * 1024,
  'chat-page.js': 19.75 * 1024,
};
const PAGES = ['embed.html', 'chat.html', 'resident-ai.html'];

/**
 * JSX as calls of Preact's h() (the classic transform), children as arguments, instead of
 * the automatic runtime's jsx() with a `children` array in the props: shorter calls and no
 * runtime module (-0.25 KB brotli of chat.js on 2026-11-29). tsconfig.json keeps the
 * automatic runtime for the type check and the unit tests; both make the same vnodes. The
 * names are our own so that they never clash with a file's imports.
 */
const classicJsx = {
  name: 'classic-jsx',
  transform(code, id) {
    if (!id.endsWith('.tsx')) return null;
    return {
      code: `import { h as __h, Fragment as __Fragment } from 'preact';\n${code}`,
      map: null,
    };
  },
};

/** Every browser since 2021 (Safari 15, Chrome 94, Firefox 93), as esbuild's CSS targets. */
const CSS_TARGET = ['chrome94', 'safari15', 'firefox93'];

/**
 * The chat's styles (app/chat-styles.ts: template literals of CSS only, no `${}`) minified
 * by esbuild's CSS minifier, so that the source can keep one rule a line.
 */
const minifiedStyles = {
  name: 'minified-styles',
  async transform(code, id) {
    if (!id.endsWith('-styles.ts')) return null;
    let out = code;
    for (const [literal, css] of code.matchAll(/`([^`$\\]*)`/g)) {
      const minified = await transformWithEsbuild(css, {
        loader: 'css',
        minify: true,
        target: CSS_TARGET,
      });
      out = out.replace(literal, () => JSON.stringify(minified.code.trim()));
    }
    return { code: out, map: null };
  },
};

/**
 * ky's private members (`_options`, `_retryCount`, `_fetch`...: 70 uses) renamed short by
 * esbuild's property mangler (-0.07 KB brotli of chat.js on 2026-11-29). Only inside
 * ky's core/Ky.js, the one file of ky 1.7.5 (pinned in packages/client) that has them:
 * nothing outside it reads them, so no name needs to agree with another file's.
 */
const kyPrivateNames = {
  name: 'ky-private-names',
  async transform(code, id) {
    if (!/[\\/]node_modules[\\/]ky[\\/]distribution[\\/]core[\\/]Ky\.js$/.test(id)) return null;
    const result = await transformWithEsbuild(code, {
      loader: 'js',
      format: 'esm',
      target: 'es2022',
      mangleProps: /^_[a-z]/,
    });
    return { code: result.code, map: null };
  },
};

/**
 * One bundle with rollup (scope-hoisted, tree-shaken across modules), TypeScript and JSX
 * compiled by esbuild inside it (fast), as an IIFE: nothing leaks into the host page.
 * Answers the code; `define` replaces build-time constants. esbuild minifies syntax and
 * names, each module and then the bundle, but not whitespace: that would drop the
 * `/* @__PURE__ *\/` marks rollup needs to leave out what is not used (the client's unused
 * endpoints, -0.13 KB brotli of chat.js). terser minifies after; esbuild's passes before
 * it take another 0.06 KB.
 */
async function bundle(input, define = {}) {
  const build = await rollup({
    input,
    plugins: [
      nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      classicJsx,
      kyPrivateNames,
      esbuild({
        // Every browser since 2021 (Safari 15, Chrome 94); keeps `??=` and the like unexpanded.
        target: 'es2022',
        // tsconfig.json's JSX settings (the automatic runtime) would win over these.
        tsconfig: false,
        jsx: 'transform',
        jsxFactory: '__h',
        jsxFragment: '__Fragment',
        minifySyntax: true,
        minifyIdentifiers: true,
        legalComments: 'none',
        define: Object.fromEntries(Object.entries(define).map(([k, v]) => [k, String(v)])),
      }),
      minifiedStyles,
    ],
    onwarn: (warning, warn) => {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const { output } = await build.generate({ format: 'iife', compact: true, strict: false });
  await build.close();
  return output[0].code;
}

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
// Two bundles of the chat, each with only what its visitors run: chat.js for script-tag
// mode (src/chat-entry.ts: the app, then the panel and commands, sharing one client), and
// chat-page.js for the chat's own pages, /chat, /resident-ai and /embed (src/app/main.tsx:
// the app, mounted into the page). The chat's styles are constructed in script
// (app/chat-styles.ts): there is no stylesheet to ship.
const [chat, chatPage, embed] = await Promise.all([
  bundle('src/chat-entry.ts'),
  bundle('src/app/main.tsx'),
  bundle('src/bridge/embed.ts'),
]);
// terser minifies the bundle (esbuild only compiled it); its compressor folds more than
// esbuild's minifier would (about 1 KB brotli of chat.js), room the chat's budget needs.
const shrink = async (code, compress = {}) =>
  (
    await minify(code, {
      ecma: 2020,
      compress: { passes: 3, ...compress },
      format: { comments: false },
    })
  ).code;
writeFileSync('dist/chat.js', await shrink(chat));
writeFileSync('dist/chat-page.js', await shrink(chatPage));
writeFileSync('dist/embed.js', await shrink(embed));

// chat.js, chat-page.js and embed.js also get names of their content
// ('chat.3f9a1c0b2d.js'), served as immutable: the loader and the pages name those, so a
// visitor's browser keeps them until a build changes them. loader.js keeps its name (it is
// the tag customers paste) and a short cache; the plain names stay too, for loaders cached
// before a deploy.
const hashed = {};
for (const file of ['chat.js', 'chat-page.js', 'embed.js']) {
  const code = readFileSync(`dist/${file}`);
  const name = file.replace(
    '.js',
    `.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`,
  );
  writeFileSync(`dist/${name}`, code);
  hashed[file] = name;
}
writeFileSync(
  'dist/loader.js',
  await shrink(
    await bundle('src/loader/loader.ts', { __CHAT_FILE__: JSON.stringify(hashed['chat.js']) }),
    // The loader's template literals join only strings: `+` is the same there, and shorter.
    { unsafe: true },
  ),
);
// The embed API's types, served beside the script (docs/embedding.md).
copyFileSync('porchlight.d.ts', 'dist/porchlight.d.ts');
for (const page of PAGES) {
  const html = readFileSync(`src/pages/${page}`, 'utf8')
    .replace('/widget/chat-page.js', `/widget/${hashed['chat-page.js']}`)
    .replace('/widget/embed.js', `/widget/${hashed['embed.js']}`);
  writeFileSync(`dist/${page}`, html);
}

const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let overBudget = false;
for (const file of Object.keys(BUDGETS)) {
  const raw = readFileSync(`dist/${file}`);
  const size = brotli(raw);
  const budget = BUDGETS[file];
  const line =
    `${file.padEnd(12)} ${kb(size)} brotli, ${kb(gzipSync(raw, { level: 9 }).length)} gzip, ` +
    `${kb(raw.length)} raw${budget ? ` (budget ${kb(budget)} brotli)` : ''}`;
  if (budget && size > budget) {
    overBudget = true;
    console.error(`over budget: ${line}`);
  } else {
    console.log(line);
  }
}
if (overBudget) process.exit(1);
