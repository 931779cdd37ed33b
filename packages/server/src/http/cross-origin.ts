import { type EndpointDef, type EndpointName, endpoints } from '@porchlight/contract';
import type { FastifyRequest } from 'fastify';

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
  'getPropertyInterestUnread',
  'streamPropertyInterestConversation',
  'sendPropertyInterestMessage',
  'resetPropertyInterestConversation',
  'getViewingHours',
  'scheduleViewing',
  'requestCall',
  'textMeInstead',
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

const crossOriginEndpoints = new Set<EndpointDef>(
  CROSS_ORIGIN_ENDPOINTS.map((name) => endpoints[name]),
);

/** Decided once, when the route is registered (http/route.ts marks it in its config). */
export const isCrossOriginEndpoint = (endpoint: EndpointDef) => crossOriginEndpoints.has(endpoint);

/** '/api/v1/properties/{id}' (the contract's form) → a pattern matching concrete paths. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Matched by the method the preflight asks for and the path: GET /api/v1/conversations/resident
 * is the manager's list, POST on the same path the widget's start.
 */
const crossOriginRoutes = CROSS_ORIGIN_ENDPOINTS.map((name) => ({
  method: endpoints[name].method,
  pattern: pathPattern(endpoints[name].path),
}));

/** A CORS preflight (OPTIONS) for one of the cross-origin endpoints. */
export function isCrossOriginPreflight(request: FastifyRequest): boolean {
  const asked = request.headers['access-control-request-method'];
  if (request.method !== 'OPTIONS' || typeof asked !== 'string') return false;
  const path = request.url.split('?')[0] ?? '';
  const method = asked.toUpperCase();
  return crossOriginRoutes.some((route) => route.method === method && route.pattern.test(path));
}
