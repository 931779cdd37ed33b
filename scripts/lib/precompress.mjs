// Compresses every built front-end file once, at build time: brotli at quality 11 and gzip
// at level 9, written beside it as .br and .gz. The server sends these as they are
// (@fastify/static preCompressed), so no request pays for compression and the bytes sent
// are the bytes the budgets below check. Runs after every front end's build, whichever
// tool made it (Vite, esbuild, rollup), so no build config needs to know about it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fromRoot } from './paths.mjs';

const DIRS = ['dashboard/dist', 'widget/dist', 'demo-site/dist'];
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files are sent as they are: a compressed copy would save less than its headers. */
const MIN_BYTES = 256;

/** What a browser downloads for the widget, as sent (brotli), against widget/build.mjs's budgets. */
export const WIDGET_BUDGETS = {
  'loader.js': 1024,
  'chat.js': 21 * 1024,
  'chat-page.js': 19.75 * 1024,
};

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const newer = (source, target) => {
  try {
    return statSync(target).mtimeMs < statSync(source).mtimeMs;
  } catch {
    return true;
  }
};

/** Writes missing or stale .br/.gz files; answers how many files it compressed. */
export function precompress() {
  let count = 0;
  for (const dir of DIRS) {
    for (const path of files(fromRoot(dir))) {
      const body = readFileSync(path);
      if (body.length < MIN_BYTES) continue;
      if (!newer(path, `${path}.br`) && !newer(path, `${path}.gz`)) continue;
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
}

/** The widget's files as sent (their .br size), with any over its budget. */
export function widgetAsSent() {
  return Object.entries(WIDGET_BUDGETS).map(([name, budget]) => {
    let bytes = null;
    for (const candidate of [`${name}.br`, name]) {
      try {
        bytes = statSync(fromRoot('widget/dist', candidate)).size;
        break;
      } catch {}
    }
    return { name, bytes, budget, over: bytes !== null && bytes > budget };
  });
}
