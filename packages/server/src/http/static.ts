import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type SendOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { memoryFiles } from './memory-files.ts';

/**
 * Paths an operator may point a probe at by habit (Kubernetes' /healthz, /readyz, /livez…):
 * a JSON 404 rather than the dashboard's page with a 200, so a mis-set probe fails loudly.
 * The probes are /api/health (ready) and /api/health/live.
 */
const PROBE_PATHS = /^\/(healthz?|readyz?|livez?|ready|live|status|ping)\/?$/i;

/** The built front ends this server serves; each folder may be missing before a build. */
export interface WebDirs {
  dashboard: string;
  widget: string;
  demo: string;
}

/**
 * Finds the repository's front-end builds by walking up from this file, so the same code
 * works from src/ (tests) and from the bundle in dist/.
 */
export function defaultWebDirs(from = dirname(fileURLToPath(import.meta.url))): WebDirs {
  let dir = from;
  while (!existsSync(join(dir, 'dashboard', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      dir = process.cwd();
      break;
    }
    dir = parent;
  }
  return {
    dashboard: join(dir, 'dashboard', 'dist'),
    widget: join(dir, 'widget', 'dist'),
    demo: join(dir, 'demo-site', 'dist'),
  };
}

// Pages revalidate on every load (cheap: ETag), so a new build shows at once.
const REVALIDATE: SendOptions = { maxAge: 0, dotfiles: 'deny' };
const SHORT_CACHE: SendOptions = { maxAge: '5m', dotfiles: 'deny' };
// Vite names dashboard assets by content hash, so they never change under one name.
const IMMUTABLE: SendOptions = { maxAge: '365d', immutable: true, dotfiles: 'deny' };

const hasExtension = (path: string) => /\.[^/]+$/.test(path);
/** A widget file named by its content (widget/build.mjs). */
const CONTENT_HASHED = /^[a-z-]+\.[0-9a-f]{10}\.js$/;
/** The embed API's TypeScript types (widget/porchlight.d.ts). */
const TYPES_FILE = 'porchlight.d.ts';
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function notBuilt(reply: FastifyReply, what: string) {
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Porchlight</title></head>' +
        `<body><h1>Porchlight is running, but the ${what} is not built yet</h1>` +
        '<p>Run <code>npm run build</code> (or stop and run <code>npm start</code>, which builds ' +
        'first), then reload this page.</p></body></html>',
    );
}

/** Sends `file` from `dir`; a missing page means that front end is not built yet. */
function sendBuilt(
  reply: FastifyReply,
  dir: string,
  file: string,
  what: string,
  options: SendOptions,
) {
  if (existsSync(join(dir, file))) return reply.sendFile(file, dir, options);
  return file.endsWith('.html') ? notBuilt(reply, what) : reply.callNotFound();
}

/**
 * Serves the front ends on the API's origin: /widget/* assets and the /embed, /chat and
 * resident /resident-ai pages from the widget build, /demo from the demo-site build, and the
 * dashboard for every other path (its index.html for client-side routes). Registered
 * after the API modules: an unknown /api/* path falls through to the JSON 404, never to
 * the dashboard.
 */
export async function staticRoutes(app: FastifyInstance, web: WebDirs) {
  // preCompressed: the build wrote .br and .gz beside each file (scripts/lib/precompress.mjs);
  // they are sent as they are, so no request compresses (a missing one falls back).
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  const widgetScripts = memoryFiles(web.widget);
  app.get<{ Params: { '*': string } }>('/widget/*', (request, reply) => {
    const file = request.params['*'];
    // chat.<hash>.js and embed.<hash>.js never change under their name; loader.js (the
    // tag customers paste) and the unhashed names do, so they are cached briefly.
    const hashed = CONTENT_HASHED.test(file);
    const cacheControl = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    if (widgetScripts(request, reply, file, cacheControl)) return reply;
    // The embed API's types: text to save into a project (.ts alone would say MPEG video).
    if (file === TYPES_FILE && existsSync(join(web.widget, TYPES_FILE))) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(readFileSync(join(web.widget, TYPES_FILE)));
    }
    return sendBuilt(reply, web.widget, file, 'widget', hashed ? IMMUTABLE : SHORT_CACHE);
  });
  for (const page of ['embed', 'chat'] as const) {
    // Their security headers (frameable by any site) come from http/security.ts.
    app.get(`/${page}`, (_request, reply) =>
      sendBuilt(reply, web.widget, `${page}.html`, 'widget', REVALIDATE),
    );
  }
  // /resident-ai is two pages: the residents' chat (resident=true, as in the login links and
  // the link managers share) from the widget build, and the manager's view in the dashboard.
  app.get<{ Querystring: { resident?: string } }>('/resident-ai', (request, reply) =>
    request.query.resident === 'true'
      ? sendBuilt(reply, web.widget, 'resident-ai.html', 'widget', REVALIDATE)
      : sendBuilt(reply, web.dashboard, 'index.html', 'dashboard', REVALIDATE),
  );

  app.get('/demo', (_request, reply) =>
    sendBuilt(reply, web.demo, 'index.html', 'demo site', REVALIDATE),
  );
  app.get<{ Params: { '*': string } }>('/demo/*', (request, reply) => {
    const file = request.params['*'] || 'index.html';
    return sendBuilt(
      reply,
      web.demo,
      file,
      'demo site',
      hasExtension(file) ? SHORT_CACHE : REVALIDATE,
    );
  });

  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const path = `/${request.params['*']}`;
    if (isApiPath(path) || PROBE_PATHS.test(path)) return reply.callNotFound();
    if (hasExtension(path)) {
      const options = path.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE;
      return sendBuilt(reply, web.dashboard, path.slice(1), 'dashboard', options);
    }
    return sendBuilt(reply, web.dashboard, 'index.html', 'dashboard', REVALIDATE);
  });
}
