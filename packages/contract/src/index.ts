export * from './define.ts';
export * from './schemas/analytics.ts';
export * from './schemas/attention.ts';
export * from './schemas/attribute.ts';
export * from './schemas/auth.ts';
export * from './schemas/calendar-feed.ts';
export * from './schemas/calendar-source.ts';
export * from './schemas/common.ts';
export * from './schemas/conversation.ts';
export * from './schemas/demo.ts';
export * from './schemas/lead.ts';
export * from './schemas/leasing-agent.ts';
export * from './schemas/listing.ts';
export * from './schemas/phone-call.ts';
export * from './schemas/potential-tenant.ts';
export * from './schemas/property.ts';
export * from './schemas/resident-conversation.ts';
export * from './schemas/setup.ts';
export * from './schemas/showings.ts';
export * from './schemas/subscription.ts';
export * from './schemas/tenant.ts';
export * from './schemas/unit.ts';
export * from './schemas/user.ts';
export * from './schemas/viewing.ts';
export * from './schemas/viewing-days.ts';
export * from './schemas/webhook.ts';
export * from './schemas/workflow-run.ts';

import * as admin from './endpoints/admin.ts';
import * as analytics from './endpoints/analytics.ts';
import * as attention from './endpoints/attention.ts';
import * as attributes from './endpoints/attributes.ts';
import * as auth from './endpoints/auth.ts';
import * as billing from './endpoints/billing.ts';
import * as calendars from './endpoints/calendars.ts';
import * as calls from './endpoints/calls.ts';
import * as channels from './endpoints/channels.ts';
import * as conversations from './endpoints/conversations.ts';
import * as demo from './endpoints/demo.ts';
import * as health from './endpoints/health.ts';
import * as inboundEmail from './endpoints/inbound-email.ts';
import * as leads from './endpoints/leads.ts';
import * as leasingAgents from './endpoints/leasing-agents.ts';
import * as properties from './endpoints/properties.ts';
import * as resident from './endpoints/resident.ts';
import * as setup from './endpoints/setup.ts';
import * as showings from './endpoints/showings.ts';
import * as tenants from './endpoints/tenants.ts';
import * as units from './endpoints/units.ts';
import * as users from './endpoints/users.ts';
import * as viewings from './endpoints/viewings.ts';
import * as webhooks from './endpoints/webhooks.ts';
import * as workflowRuns from './endpoints/workflow-runs.ts';

/**
 * Every endpoint of the API, by operation name. The client has one function per name and
 * the server one route per entry; endpoint files export nothing but endpoints, so a
 * stray export would show up here (and fail the spec-calls test).
 */
export const endpoints = {
  ...auth,
  ...users,
  ...billing,
  ...properties,
  ...units,
  ...leasingAgents,
  ...showings,
  ...tenants,
  ...attributes,
  ...leads,
  ...attention,
  ...analytics,
  ...conversations,
  ...viewings,
  ...calls,
  ...demo,
  ...resident,
  ...workflowRuns,
  ...admin,
  ...health,
  ...inboundEmail,
  ...calendars,
  ...channels,
  ...webhooks,
  ...setup,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
