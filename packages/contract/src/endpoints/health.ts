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
