import type { FastifyInstance } from 'fastify';
import { athenaPlugin } from '../ai/athena/plugin.ts';
import { attributeRoutes } from './attributes/attributes.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { callRequestRoutes } from './calls/calls.request.routes.ts';
import { conversationRoutes } from './chat/conversation.routes.ts';
import { tenantChatRoutes } from './chat/tenant-chat.routes.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { importRoutes } from './import/import.routes.ts';
import { adminRoutes } from './leads/admin.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { leasingAgentRoutes } from './leasing-agents/leasing-agents.routes.ts';
import { propertiesRoutes } from './properties/properties.routes.ts';
import { residentRoutes } from './resident/resident.routes.ts';
import { tenantRoutes } from './tenants/tenants.routes.ts';
import { unitsRoutes } from './units/units.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { viewingRoutes } from './viewings/viewings.routes.ts';
import { webhookKeyRoutes } from './webhooks/keys.routes.ts';
import { workflowRunRoutes } from './workflow-runs/workflow-runs.routes.ts';

/** Every API feature module, registered after the cross-cutting plugins. */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(billingRoutes);
  await app.register(webhookKeyRoutes);
  await app.register(propertiesRoutes);
  await app.register(unitsRoutes);
  await app.register(importRoutes);
  await app.register(leasingAgentRoutes);
  await app.register(tenantRoutes);
  await app.register(attributeRoutes);
  await app.register(leadsRoutes);
  await app.register(adminRoutes);
  await app.register(tenantChatRoutes);
  await app.register(athenaPlugin);
  await app.register(conversationRoutes);
  await app.register(viewingRoutes);
  await app.register(callRequestRoutes);
  await app.register(residentRoutes);
  await app.register(demoRoutes);
  await app.register(workflowRunRoutes);
}
