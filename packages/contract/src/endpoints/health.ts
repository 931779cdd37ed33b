import Type from 'typebox';
import { endpoint } from '../define.ts';

/** Not in the spec: for load balancers, `npm start` checks and the e2e harness. */
export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: ['public'],
  summary:
    'Readiness: 200 while the process serves requests and reaches its database; 503 (Retry-After) while the database cannot be reached.',
  responses: { 200: Type.Object({ status: Type.Literal('ok') }) },
});

/** Not in the spec: liveness for orchestrators, which restart a process that fails it. */
export const healthLive = endpoint({
  method: 'GET',
  path: '/api/health/live',
  auth: ['public'],
  summary:
    "Liveness: 200 while the process answers requests, whatever the state of its database (an outage is /api/health's 503, which a restart would not mend).",
  responses: { 200: Type.Object({ status: Type.Literal('ok') }) },
});
