import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/**
 * GET /api/health: answers while the process can serve requests (load balancers and
 * `npm start` checks poll it). It does not touch the database, so a slow database does
 * not take every process out of rotation at once.
 */
export async function healthRoutes(app: FastifyInstance) {
  route(app, endpoints.health)(async () => ({ status: 200, body: { status: 'ok' } }));
}
