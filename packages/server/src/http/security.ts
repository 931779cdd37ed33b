import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { type EndpointName, endpoints } from '@porchlight/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyPath } from './route.ts';

/**
 * The endpoints a widget calls from a listing page on another origin. They use bearer
 * tokens, never cookies, so answering `Access-Control-Allow-Origin: *` grants nothing
 * ambient; every other API route stays same-origin (no CORS headers at all).
 */
const CROSS_ORIGIN_ENDPOINTS: readonly EndpointName[] = [
  'health',
  'tenantCallback',
  'startPropertyInterest',
  'getPropertyInterestConversation',
  'streamPropertyInterestConversation',
  'sendPropertyInterestMessage',
  'resetPropertyInterestConversation',
  'getViewingHours',
  'scheduleViewing',
  'requestCall',
  'residentCallback',
  'startResidentConversation',
  'getResidentConversation',
  'streamResidentConversation',
  'sendResidentMessage',
  'resetResidentConversation',
  'getDemoProperty',
  'getDemoUnit',
  'listDemoUnitListings',
  'createDemoInterest',
];

/** '/api/v1/properties/:id' → a regular expression matching concrete URLs. */
const pathPattern = (path: string) =>
  new RegExp(`^${fastifyPath(path).replace(/:\w+/g, '[^/]+')}$`);

/**
 * Matched by method and path: GET /api/v1/conversations/resident is the manager's list,
 * POST on the same path the widget's start. A preflight is matched by the method it asks for.
 */
const crossOriginRoutes = CROSS_ORIGIN_ENDPOINTS.map((name) => ({
  method: endpoints[name].method,
  pattern: pathPattern(endpoints[name].path),
}));
const isCrossOriginApi = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  const asked = request.headers['access-control-request-method'];
  const method = request.method === 'OPTIONS' && typeof asked === 'string' ? asked : request.method;
  return crossOriginRoutes.some(
    (route) => route.method === method.toUpperCase() && route.pattern.test(path),
  );
};

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

/**
 * Security headers for every response (helmet), with the three exceptions the product
 * needs: /embed, /chat and /resident-ai may be framed by any site, /widget/* scripts may
 * be loaded by any site, and the widget's API endpoints answer CORS for any origin.
 */
export async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
  });

  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const url = request.url;
    if (isFramablePage(request)) {
      reply.header('content-security-policy', WIDGET_PAGE_CSP);
      reply.removeHeader('x-frame-options');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    } else if (isWidgetAsset(url) || isCrossOriginApi(request)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    } else if (isApiReference(url)) {
      reply.header('content-security-policy', API_REFERENCE_CSP);
    }
    return payload;
  });

  await app.register(cors, {
    delegator: (request, callback) => {
      if (!isCrossOriginApi(request)) return callback(null, { origin: false });
      callback(null, {
        origin: '*',
        methods: ['GET', 'POST'],
        allowedHeaders: ['authorization', 'content-type', 'if-none-match'],
        exposedHeaders: ['etag', 'retry-after'],
        maxAge: 600,
      });
    },
  });
}
Object.assign(securityPlugin, { [Symbol.for('skip-override')]: true });
