import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { tenantChatRoutes } from './chat/tenant-chat.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { viewingRoutes } from './viewings/viewings.routes.ts';

/** Every API feature module, registered after the cross-cutting plugins. */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(tenantChatRoutes);
  await app.register(viewingRoutes);
}
