import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';

/** Every API feature module, registered after the cross-cutting plugins. */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
}
