import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Readiness of the API: 200 while it serves requests and reaches its database, else 503. */
export const health = /* @__PURE__ */ define<Endpoints['health']>('GET', '/api/health', ['public']);

/** Liveness: 200 while the process answers, whatever the state of its database. */
export const healthLive = /* @__PURE__ */ define<Endpoints['healthLive']>(
  'GET',
  '/api/health/live',
  ['public'],
);
