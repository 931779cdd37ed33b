import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { athenaPlugin } from './assistant/assistant.plugin.ts';
import { attentionRoutes } from './attention/attention.routes.ts';
import { raiseAttention } from './attention/index.ts';
import { attributeRoutes } from './attributes/attributes.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { calendarsRoutes } from './calendars/calendars.routes.ts';
import { calendarSourcesRoutes } from './calendars/sources.routes.ts';
import { callManagerRoutes } from './calls/calls.manager.routes.ts';
import { callRequestRoutes } from './calls/calls.request.routes.ts';
import { vapiRoutes } from './calls/vapi.webhook.routes.ts';
import { channelsRoutes } from './channels/channels.routes.ts';
import { smsRoutes } from './channels/sms.routes.ts';
import { conversationRoutes } from './conversations/conversation.routes.ts';
import { writeAsManager } from './conversations/index.ts';
import { prospectConversationRoutes } from './conversations/prospect-conversation.routes.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { housekeepingRoutes } from './housekeeping/housekeeping.task.ts';
import { importRoutes } from './import/import.routes.ts';
import { inboundEmailRoutes } from './inbound-email/inbound-email.routes.ts';
import { leadConversationRoutes } from './leads/lead-conversation.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { leaseFileRoutes } from './lease-files/lease-files.routes.ts';
import { leasingAgentRoutes } from './leasing-agents/leasing-agents.routes.ts';
import { factRoutes } from './properties/facts.routes.ts';
import { propertiesRoutes } from './properties/properties.routes.ts';
import { residentRoutes } from './resident/resident.routes.ts';
import { setupRoutes } from './setup/setup.routes.ts';
import { tenantRoutes } from './tenants/tenants.routes.ts';
import { unitsRoutes } from './units/units.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { agendaRoutes } from './viewings/agenda.routes.ts';
import { viewingFollowUpsRoutes } from './viewings/follow-ups.routes.ts';
import { showingsRoutes } from './viewings/showings.routes.ts';
import { viewingRoutes } from './viewings/viewings.routes.ts';
import { webhookDeliveryRoutes } from './webhooks/deliveries.routes.ts';
import { webhookKeyRoutes } from './webhooks/keys.routes.ts';
import { workflowRunRoutes } from './workflow-runs/workflow-runs.routes.ts';

/**
 * Every API feature module, registered after the cross-cutting plugins. A module that must
 * call one above it (no cycles between modules: docs/architecture.md) is handed the
 * function here.
 */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(housekeepingRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(setupRoutes);
  await app.register(billingRoutes);
  await app.register(webhookKeyRoutes, { raiseAttention });
  await app.register(webhookDeliveryRoutes);
  await app.register(propertiesRoutes);
  await app.register(leaseFileRoutes);
  await app.register(unitsRoutes);
  await app.register(importRoutes);
  await app.register(leasingAgentRoutes);
  await app.register(tenantRoutes);
  await app.register(attributeRoutes);
  await app.register(leadsRoutes);
  await app.register(leadConversationRoutes);
  await app.register(attentionRoutes, { writeAsManager });
  await app.register(factRoutes);
  await app.register(analyticsRoutes);
  await app.register(callManagerRoutes);
  await app.register(vapiRoutes);
  await app.register(channelsRoutes);
  await app.register(smsRoutes);
  await app.register(inboundEmailRoutes);
  await app.register(adminRoutes);
  await app.register(prospectConversationRoutes);
  await app.register(athenaPlugin);
  await app.register(conversationRoutes);
  await app.register(viewingRoutes);
  await app.register(agendaRoutes);
  await app.register(viewingFollowUpsRoutes);
  await app.register(showingsRoutes);
  await app.register(calendarsRoutes);
  await app.register(calendarSourcesRoutes);
  await app.register(callRequestRoutes);
  await app.register(residentRoutes);
  await app.register(demoRoutes);
  await app.register(workflowRunRoutes);
}
