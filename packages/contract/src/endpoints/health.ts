import Type from 'typebox';
import { endpoint } from '../define.ts';

/** Not in the spec: for load balancers, `npm start` checks and the e2e harness. */
export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: ['public'],
  summary: 'Liveness: 200 while the process serves requests.',
  responses: { 200: Type.Object({ status: Type.Literal('ok') }) },
});
