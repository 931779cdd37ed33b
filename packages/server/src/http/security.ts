import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isCrossOriginPreflight } from './cross-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A widget endpoint called from other origins (http/cross-origin.ts). */
    crossOrigin?: boolean;
  }
}

/**
 * The chat pages any site may frame; everything else refuses to be framed. /resident-ai
 * is the residents' chat only with resident=true (as http/static.ts decides, from the same
 * parsed query); without it, it is the manager's dashboard page.
 */
const isFramablePage = (request: FastifyRequest) => {
  const page = /^\/(embed|chat|resident-ai)(\?|$)/.exec(request.url)?.[1];
  if (page !== 'resident-ai') return page !== undefined;
  return (request.query as { resident?: unknown } | undefined)?.resident === 'true';
};
const isWidgetAsset = (url: string) => url.startsWith('/widget/');
const isApiReference = (url: string) => /^\/api\/docs(\/|\?|$)/.test(url);

const WIDGET_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors *";
const API_REFERENCE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Helmet's policy for the whole app: the dashboard and the API. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes; no script is ever inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // HSTS belongs to the TLS terminator in front of the app (docs/self-hosting.md).
  hsts: false,
};

type Headers = Readonly<Record<string, string>>;

/** The headers helmet's middleware sets for these options, collected once. */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const SAME_ORIGIN = helmetHeaders(HELMET_OPTIONS);
const UNFRAMED: Headers = Object.fromEntries(
  Object.entries(SAME_ORIGIN).filter(([name]) => name !== 'x-frame-options'),
);
/** Scripts and API answers that other sites' pages load. */
const LOADABLE: Headers = { ...SAME_ORIGIN, 'cross-origin-resource-policy': 'cross-origin' };
/**
 * An API answer (JSON, CSV, an iCalendar feed, an event stream) is never rendered as a page,
 * so of helmet's document policy only what OWASP's REST guidance keeps for APIs applies: no
 * sniffing it into HTML, no framing, no active content, no referrer. Eight headers fewer on
 * every poll, which the chats send every second (about 0.7 KB each).
 */
const API: Headers = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};
const CROSS_ORIGIN_API: Headers = {
  ...API,
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'etag, retry-after',
};
const FRAMABLE: Headers = {
  ...UNFRAMED,
  'content-security-policy': WIDGET_PAGE_CSP,
  'cross-origin-resource-policy': 'cross-origin',
};
const API_REFERENCE: Headers = { ...SAME_ORIGIN, 'content-security-policy': API_REFERENCE_CSP };

/** Which of the header sets a request gets: by route config for the API, by path otherwise. */
/**
 * A script, style sheet, image or font is never rendered as a document, so a policy for
 * documents (CSP, frame options, referrer, …) does nothing on it: these are the headers
 * that still matter, about 1 KB less on each of the dashboard's dozens of chunks.
 */
const LEAN_ASSET: Headers = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // Shown as text in a frame it is harmless, yet no other site has a reason to frame it.
  'x-frame-options': 'DENY',
};
const LEAN_WIDGET_ASSET: Headers = {
  ...LEAN_ASSET,
  'cross-origin-resource-policy': 'cross-origin',
};
/** A script, style sheet, font or raster image (SVG is a document: it keeps the full set). */
const isStaticAsset = (url: string) =>
  /\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|webp|avif|ico|map)$/i.test(url.split('?')[0] ?? '');

function headersFor(request: FastifyRequest): Headers {
  if (request.routeOptions.config.crossOrigin) return CROSS_ORIGIN_API;
  const url = request.url;
  if (url.startsWith('/api/')) return isApiReference(url) ? API_REFERENCE : API;
  if (isFramablePage(request)) return FRAMABLE;
  if (isStaticAsset(url)) return isWidgetAsset(url) ? LEAN_WIDGET_ASSET : LEAN_ASSET;
  if (isWidgetAsset(url)) return LOADABLE;
  return SAME_ORIGIN;
}

/** What a browser applies to a body: a 304 has none, and its cached 200 carried them. */
const BODY_POLICIES = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
] as const;

/**
 * Leaves a 304 what RFC 9110 (section 15.4.5) asks of it, the ETag and Cache-Control its
 * handler set, plus CORS and the request id: the policies for a body go, as the browser keeps
 * the cached 200's. A conversation poll answers 304 about every second for every open chat,
 * so this is most of what the server sends (about 200 bytes fewer each time).
 */
export function notModified(reply: FastifyReply): void {
  for (const name of BODY_POLICIES) reply.removeHeader(name);
}

/** The headers of a cross-origin endpoint's 304 beyond its own (ETag, Cache-Control, id). */
export const CROSS_ORIGIN_NOT_MODIFIED: Headers = Object.fromEntries(
  Object.entries(CROSS_ORIGIN_API).filter(
    ([name]) => !(BODY_POLICIES as readonly string[]).includes(name),
  ),
);

/**
 * Security headers for every response: helmet's policy, computed once at start rather than
 * per request (building helmet's middleware for each request cost a tenth of a poll's
 * time), with the three exceptions the product needs: /embed, /chat and /resident-ai may
 * be framed by any site, /widget/* scripts may be loaded by any site, and the widget's API
 * endpoints answer CORS for any origin.
 */
export async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request));
    done();
  });

  // Preflights only: the answers' own CORS headers are in CROSS_ORIGIN_API. Registered in
  // its own scope, so its hook runs for the OPTIONS route alone, not for every request.
  await app.register(async (scope) => {
    await scope.register(cors, {
      delegator: (request, callback) => {
        if (!isCrossOriginPreflight(request)) return callback(null, { origin: false });
        callback(null, {
          origin: '*',
          methods: ['GET', 'POST'],
          allowedHeaders: ['authorization', 'content-type', 'if-none-match'],
          exposedHeaders: ['etag', 'retry-after'],
          maxAge: 600,
        });
      },
    });
  });
}
Object.assign(securityPlugin, { [Symbol.for('skip-override')]: true });
